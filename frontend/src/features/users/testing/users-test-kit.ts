import { meAnswer } from '../../../../test/render';

export const alpha = { id: 'c1', name: 'Alpha Packaging' };
export const beta = { id: 'c2', name: 'Beta Boxes' };

/** A user as GET /users answers it. */
export const userJson = (overrides: Record<string, unknown> = {}) =>
  meAnswer({ companies: [alpha], ...overrides });

export const admin = userJson();
export const manager = userJson({ id: 'u9', firstName: 'Mia', lastName: 'Manager', role: 'MANAGER_USER' });
export const grace = userJson({
  id: 'u2',
  version: 3,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: 'MANAGER_USER',
});
export const linus = userJson({
  id: 'u3',
  firstName: 'Linus',
  lastName: 'Zed',
  email: 'linus@example.com',
  role: 'DEFAULT_USER',
  status: 'PENDING',
  companies: [],
  specifiedCompanyName: 'Linus Labels',
});
export const rita = userJson({
  id: 'u4',
  firstName: 'Rita',
  lastName: 'Rejected',
  email: 'rita@example.com',
  role: 'DEFAULT_USER',
  status: 'REJECTED',
  companies: [beta],
});

export const usersPage = (...items: unknown[]) => ({ status: 200, body: { items, nextCursor: null } });

/** GET /users/counts as the counters answer it: one user awaiting approval. */
export const countsAnswer = (pendingApproval = 1) => ({
  status: 200,
  body: { pendingApproval, companies: [{ companyId: 'c1', users: 3, pending: pendingApproval }] },
});

/** The query of every GET /users the page sent, in order. */
export const userListQueries = (fetch: typeof globalThis.fetch) =>
  (fetch as unknown as { mock: { calls: [string | URL | Request][] } }).mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/users')
    .map((url) => Object.fromEntries(url.searchParams));
