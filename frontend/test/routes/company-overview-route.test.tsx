import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, meAnswer } from '../render';
import { renderApp, signedInForEachTest } from '../render-app';

const company = { id: 'c1', name: 'Alpha Packaging' };
const me = (role: string) => meAnswer({ role, companies: [company] });

const start = async (path: string, role: string) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: me(role) },
    'GET /companies': { status: 200, body: [company] },
    'GET /users/counts': {
      status: 200,
      body: { pendingApproval: 0, companies: [{ companyId: company.id, users: 1, pending: 0 }] },
    },
  });
  await renderApp(path, api.fetch);
};

signedInForEachTest();

describe('Company overview route', () => {
  it('is opened from the user menu by an admin', async () => {
    await start('/dashboard', 'CLIENT_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Company overview' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/companies');
    expect(await screen.findByRole('rowheader', { name: /Alpha Packaging/ })).toBeInTheDocument();
  });

  it('is open to managers', async () => {
    await start('/companies', 'MANAGER_USER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company overview' })).toBeInTheDocument();
  });

  it('sends a default user to the dashboard', async () => {
    await start('/companies', 'DEFAULT_USER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Company overview' })).toBeNull();
  });
});
