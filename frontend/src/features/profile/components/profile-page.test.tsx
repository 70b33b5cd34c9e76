import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { session } from '../../../lib/session';
import { ProfilePage } from './profile-page';
import { ada } from '../../../../test/fixtures/profile';

afterEach(() => session.signOut());

describe('Profile page', () => {
  it("fills the form from the signed-in user and offers the user's companies for invitations", async () => {
    session.signIn('tok');
    await renderWith(<ProfilePage />, { fetch: fakeFetch({ 'GET /me': { status: 200, body: ada } }).fetch });
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByRole('heading', { level: 2, name: 'Invite a user' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Difference Engines' })).toBeInTheDocument();
    expect(screen.getByText('No profile picture yet')).toBeInTheDocument();
  });

  it('says so when the user cannot be loaded', async () => {
    session.signIn('tok');
    await renderWith(<ProfilePage />, {
      fetch: fakeFetch({ 'GET /me': { status: 500, body: { code: 'INTERNAL', message: 'x' } } }).fetch,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong, please try again.',
    );
  });
});
