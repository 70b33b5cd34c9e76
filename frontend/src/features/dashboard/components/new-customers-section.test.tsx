import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { renderInRouter } from '../../../../test/render-in-router';
import { useMe } from '../../../lib/api/get-me';
import { admin, userJson } from '../../../../test/fixtures/users';
import { session } from '../../../lib/session';
import { NewCustomersSection } from './new-customers-section';

const newUser = {
  id: 'n1',
  type: 'NEW_USER',
  meta: { userId: 'u3', firstName: 'Linus', lastName: 'Zed', company: 'Linus Labels' },
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 1,
};

/** Tells when the viewer is known, so a section left out is seen as left out, not as still loading. */
const SignedInAs = () => {
  const { user } = useMe();
  return user ? <p>Signed in as {user.firstName}</p> : null;
};

const start = async (viewer: unknown) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: viewer },
    'GET /notifications': { status: 200, body: { items: [newUser], nextCursor: null } },
  });
  await renderInRouter(
    () => (
      <>
        <SignedInAs />
        <NewCustomersSection />
      </>
    ),
    { fetch: api.fetch },
  );
  return api;
};

beforeEach(() => session.signIn('tok'));
afterEach(() => session.signOut());

// Issue 36 §4: New customers is for those who may approve; the API keeps to their scope.
describe('New customers', () => {
  it('shows an admin who signed up', async () => {
    await start(admin);
    expect(await screen.findByRole('heading', { name: 'New customers' })).toBeInTheDocument();
    expect(await screen.findByText(/Linus Zed/)).toBeInTheDocument();
  });

  it('is not shown to a user who may not approve, nor asked for', async () => {
    const api = await start(userJson({ role: 'DEFAULT_USER' }));
    await screen.findByText(/Signed in as/);
    expect(screen.queryByRole('heading', { name: 'New customers' })).toBeNull();
    expect(api.sent.some((call) => call.path === '/notifications')).toBe(false);
  });
});
