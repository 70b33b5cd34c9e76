import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, meAnswer } from '../../../../test/render';
import { renderInRouter } from '../../../../test/render-in-router';
import { session } from '../../../lib/session';
import { DashboardPage } from './dashboard-page';

const start = async (firstSignIn: boolean) => {
  const api = fakeFetch({ 'GET /me': { status: 200, body: meAnswer({ firstSignIn }) } });
  await renderInRouter(
    () => <DashboardPage slots={{ reassessOutdatedDialog: () => null, expiringEvidence: () => null }} />,
    {
      fetch: api.fetch,
    },
  );
};

beforeEach(() => session.signIn('tok'));
afterEach(() => {
  session.signOut();
  localStorage.clear();
});

// Issue 36 §4: the greeting follows what the server knows of the user's sign-ins, not the browser.
describe('the greeting', () => {
  it('welcomes a user on their first sign-in', async () => {
    await start(true);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('welcomes back a returning user on a browser that never greeted them', async () => {
    await start(false);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  });
});
