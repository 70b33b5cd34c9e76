import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../../test/render';
import { ErrorPage, isChunkLoadError } from './error-page';

/** A router whose /broken page fails as `fault` says, with our error page as the default. */
const renderFailing = async (fault: () => never, locale: 'en' | 'de' | 'fr' = 'en') => {
  const root = createRootRoute({
    component: () => (
      <div>
        <nav aria-label="Main">frame</nav>
        <Outlet />
      </div>
    ),
  });
  const broken = createRoute({ getParentRoute: () => root, path: '/broken', component: () => fault() });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: () => <p>Dashboard</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([broken, dashboard]),
    history: createMemoryHistory({ initialEntries: ['/broken'] }),
    defaultErrorComponent: ErrorPage,
  });
  await renderWith(<RouterProvider router={router} />, { locale });
  return router;
};

describe('Error page', () => {
  it('shows a crash inside the frame, in the user’s language, with its detail on request and a way back', async () => {
    const router = await renderFailing(() => {
      throw new Error('Cannot read properties of undefined');
    }, 'de');
    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fehler anzeigen' }));
    expect(screen.getByText('Error: Cannot read properties of undefined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fehler ausblenden' }));
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Zurück zum Dashboard' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers a reload when a page’s code could not be fetched', async () => {
    await renderFailing(() => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/guidelines-1a2b.js',
      );
    }, 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Cette page n’a pas pu être chargée' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });

  it('tells chunk failures of every browser from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('a string')).toBe(false);
  });
});
