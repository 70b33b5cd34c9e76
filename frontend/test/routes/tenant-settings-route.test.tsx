import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenantSettings } from '../fixtures/tenant-settings';
import { fakeFetch, meAnswer } from '../render';
import { renderApp, signedInForEachTest } from '../render-app';

const me = (role: string) => meAnswer({ role, companies: [{ id: 'c1', name: 'Alpha Packaging' }] });
const settings = tenantSettings();

const start = async (path: string, role: string) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: me(role) },
    'GET /tenant/settings': { status: 200, body: settings },
    'GET /theme/logo': { status: 404, body: { code: 'LOGO_NOT_FOUND', message: 'This client has no logo.' } },
  });
  await renderApp(path, api.fetch);
};

signedInForEachTest();

describe('Tenant settings route', () => {
  it('is opened from the user menu by an admin', async () => {
    await start('/dashboard', 'CLIENT_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Tenant settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant settings' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings');
    expect(await screen.findByLabelText('Name')).toHaveValue('Acme');
  });

  it('is neither offered to nor opened for a manager', async () => {
    await start('/settings', 'MANAGER_USER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    expect(screen.getByRole('link', { name: 'User management' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tenant settings' })).toBeNull();
  });
});
