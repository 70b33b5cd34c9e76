import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '../src/components/ui/popups';
import { session } from '../src/lib/session';
import { type FakeAnswer, fakeFetch, meAnswer } from './render';
import { renderApp } from './render-app';
import { stamp } from './fixtures/stamp';

const user = (role: string, companies: { id: string; name: string }[]) => meAnswer({ role, companies });

const publicAnswers: Record<string, FakeAnswer> = {
  'GET /theme': { status: 200, body: { primaryColor: '#123456', secondaryColor: '#654321' } },
  'GET /theme/logo': { status: 404, body: { code: 'LOGO_NOT_FOUND', message: 'This client has no logo.' } },
  'GET /auth/clientByUrl': {
    status: 200,
    body: {
      id: 'c',
      url: 'http://localhost:3000',
      name: 'Acme',
      email: 'hello@acme.test',
      theme: { primaryColor: '#123456', secondaryColor: '#654321' },
      logoUrl: null,
      faqs: [
        {
          id: 'f1',
          ...stamp,
          question: 'Was ist das?',
          answer: 'Eine Antwort.',
          language: 'DE',
          position: 0,
        },
        { id: 'f2', ...stamp, question: 'What is this?', answer: 'An answer.', language: 'EN', position: 0 },
      ],
    },
  },
};

const start = async (path: string, answers: Parameters<typeof fakeFetch>[0] = {}) => {
  const api = fakeFetch({ ...publicAnswers, ...answers });
  await renderApp(path, api.fetch);
  return api;
};

beforeEach(() => {
  session.signOut();
  popups.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Routes and guards', () => {
  it('sends a signed-out visitor from / to /login, without header or footer', async () => {
    await start('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps the target of a guarded page in the login link', async () => {
    await start('/user/profile');
    await screen.findByRole('heading', { name: 'Login' });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/user/profile');
  });

  it('shows the not-found page with a way back', async () => {
    await start('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the frame on public pages: four links, footer on 12 columns, the tenant contact', async () => {
    await start('/contact');
    expect(await screen.findByRole('link', { name: 'hello@acme.test' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Packages and projects', 'Guidelines', 'About us']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /^User menu/ })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('.grid-cols-12')).not.toBeNull();
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/faqs', '/contact', '/legalNotice', '/privacyPolicy']);
  });

  it("lists the tenant's FAQs in the interface language as an accordion", async () => {
    await start('/faqs');
    const question = await screen.findByRole('button', { name: 'What is this?' });
    expect(screen.queryByText('Was ist das?')).toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('An answer.')).toBeVisible();
  });

  it('sends a signed-in user from /login to the dashboard and greets them; the active link is bold', async () => {
    session.signIn('token');
    await start('/login', {
      'GET /me': { status: 200, body: user('DEFAULT_USER', [{ id: 'c1', name: 'One' }]) },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    const active = screen.getByRole('link', { name: 'Dashboard' });
    expect(active).toHaveClass('font-bold', 'underline');
    expect(session.companyId()).toBe('c1');
    // The default role has no extra control and no privileged menu entries.
    expect(screen.queryByRole('combobox', { name: 'Current company' })).toBeNull();
    // The menu button's name holds the initials it shows (WCAG 2.5.3, label in name). Its code
    // loads beside the page's, so it may arrive a moment after the greeting.
    await userEvent.click(await screen.findByRole('button', { name: 'User menu AL' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User management' })).toBeNull();
  });

  it("shows the first signed-in page with the user's name at once, even when the user answers late", async () => {
    session.signIn('token');
    const late = () =>
      new Promise<FakeAnswer>((resolve) =>
        setTimeout(
          () => resolve({ status: 200, body: user('DEFAULT_USER', [{ id: 'c1', name: 'One' }]) }),
          300,
        ),
      );
    await start('/dashboard', { 'GET /me': late });
    // The first greeting the page shows is the named one: the page waited for the user.
    const greeting = await screen.findByRole('heading', { name: /^Welcome/ }, { timeout: 2000 });
    expect(greeting).toHaveTextContent('Welcome back, Ada');
  });

  it('does not hold the first signed-in page longer than a second for a user that does not answer', async () => {
    session.signIn('token');
    await start('/dashboard', { 'GET /me': () => new Promise<FakeAnswer>(() => undefined) });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 2500 }),
    ).toBeInTheDocument();
  });

  it('gives privileged roles the company switch and the admin entries', async () => {
    session.signIn('token');
    await start('/dashboard', {
      'GET /me': { status: 200, body: user('CLIENT_ADMIN', [{ id: 'c1', name: 'One' }]) },
      'GET /companies': {
        status: 200,
        body: [
          { id: 'c1', name: 'One' },
          { id: 'c2', name: 'Two' },
        ],
      },
    });
    const control = await screen.findByRole('combobox', { name: 'Current company' });
    await userEvent.selectOptions(control, 'c2');
    expect(session.companyId()).toBe('c2');
    await userEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(screen.getByRole('link', { name: 'User management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company overview' })).toHaveAttribute('href', '/companies');
  });
});

describe('Session end', () => {
  it('on a 401 removes the token, goes to /login and says the session ended', async () => {
    session.signIn('expired');
    await start('/dashboard', {
      'GET /me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
    });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('recyclens.accessToken')).toBeNull();
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it('logout calls the server and forgets the token', async () => {
    session.signIn('token');
    const api = await start('/dashboard', {
      'GET /me': { status: 200, body: user('DEFAULT_USER', [{ id: 'c1', name: 'One' }]) },
      'POST /auth/logout': { status: 200, body: { success: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.sent.some((call) => call.path === '/auth/logout')).toBe(true);
    expect(session.token()).toBeNull();
  });
});

describe('Select company', () => {
  it('blocks a privileged user without a company until one is chosen', async () => {
    session.signIn('token');
    await start('/dashboard', {
      'GET /me': { status: 200, body: user('MANAGER_USER', []) },
      'GET /companies': {
        status: 200,
        body: [
          { id: 'c2', name: 'Zeta' },
          { id: 'c1', name: 'Alpha' },
        ],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select company' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const dropdown = within(dialog).getByRole('combobox');
    await waitFor(() => expect(within(dropdown).getAllByRole('option')).toHaveLength(3));
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select a company.', 'Alpha', 'Zeta']);
    await userEvent.selectOptions(dropdown, 'c1');
    expect(session.companyId()).toBe('c1');
    expect(select).toBeEnabled();
    await userEvent.click(select);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never asks a default-role user', async () => {
    session.signIn('token');
    await start('/dashboard', { 'GET /me': { status: 200, body: user('DEFAULT_USER', []) } });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
