import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../render';
import { renderApp, signedInForEachTest } from '../render-app';
import {
  admin,
  alpha,
  beta,
  countsAnswer,
  grace,
  linus,
  rita,
  userJson,
  userListQueries,
  usersPage,
} from '../fixtures/users';

const start = async (path: string, me = admin) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: me },
    'GET /companies': { status: 200, body: [alpha, beta] },
    'GET /users': usersPage(grace, rita, linus, me),
    'GET /users/counts': countsAnswer(),
    'GET /user/u2': { status: 200, body: grace },
    'PUT /user/u2': { status: 200, body: { ...grace, version: 4, status: 'REJECTED' } },
  });
  await renderApp(path, api.fetch);
  return api;
};

signedInForEachTest();

describe('User management routes', () => {
  it('reads and writes the status filter in the address, and asks the server with it', async () => {
    const api = await start('/user/management?status=PENDING');
    await screen.findByRole('table');
    expect(userListQueries(api.fetch).at(-1)).toMatchObject({ status: 'PENDING' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await vi.waitFor(() => expect(window.location.search).toBe('?status=REJECTED'));
    await vi.waitFor(() => expect(userListQueries(api.fetch).at(-1)).toMatchObject({ status: 'REJECTED' }));
  });

  it('ignores an unknown status in the address', async () => {
    const api = await start('/user/management?status=BOGUS');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(userListQueries(api.fetch).at(-1)).not.toHaveProperty('status');
  });

  it('sends a default user to the dashboard', async () => {
    await start('/user/management', userJson({ role: 'DEFAULT_USER' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('edits a user on the edit page and returns to the list', async () => {
    const api = await start('/user/edit/u2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit user' })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/user/management'));
    expect(api.sent.find((call) => call.method === 'PUT')?.body).toEqual({
      role: 'MANAGER_USER',
      status: 'REJECTED',
      companyIds: ['c1'],
      version: 3,
    });
  });
});
