import { userSchema } from '@recyclens/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldsRefused } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith } from '../../../../test/render';
import { PopupHost, popups } from '../../../components/ui/popups';
import { ProfileForm } from './profile-form';
import { ada } from '../../../../test/fixtures/profile';

const user = userSchema.parse(ada);

afterEach(() => popups.clear());

describe('Profile form', () => {
  it('shows e-mail and company read-only and saves only the names', async () => {
    const api = fakeFetch({ 'PUT /profile/u1': { status: 200, body: { ...ada, firstName: 'Augusta' } } });
    await renderWith(<ProfileForm user={user} />, { fetch: api.fetch });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company')).toHaveValue('Analytical Packaging, Difference Engines');

    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({
      method: 'PUT',
      path: '/profile/u1',
      body: { firstName: 'Augusta', lastName: 'Lovelace' },
    });
    expect(api.sent[0]?.body).not.toHaveProperty('newPassword');
  });

  it('applies the password rules before sending anything', async () => {
    const api = fakeFetch({});
    await renderWith(<ProfileForm user={user} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.sent).toHaveLength(0);
  });

  it('sends a password change and shows a wrong current password', async () => {
    const api = fakeFetch({
      'PUT /profile/u1': { status: 400, body: { code: 'PASSWORD_MISMATCH', message: 'x' } },
    });
    await renderWith(<ProfileForm user={user} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'correct-horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile save failed');
    expect(alert).toHaveTextContent('Current password is incorrect or the new passwords do not match.');
    expect(api.sent[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      oldPassword: 'not-my-password',
      newPassword: 'correct-horse',
      confirmPassword: 'correct-horse',
    });
  });

  // Issue 36 §4: the server refuses a common password; the form says why, under the field.
  it('marks a new password the server finds too common under its field', async () => {
    const api = fakeFetch({ 'PUT /profile/u1': fieldsRefused({ newPassword: 'PASSWORD_TOO_COMMON' }) });
    await renderWith(<ProfileForm user={user} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Current password'), 'my-password');
    await userEvent.type(screen.getByLabelText('New password'), 'Password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'This password is too common. Please choose one that is harder to guess.',
      ),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Oops');
  });

  it('changes the password, confirms it and empties the password fields', async () => {
    const api = fakeFetch({ 'PUT /profile/u1': { status: 200, body: ada } });
    await renderWith(
      <>
        <ProfileForm user={user} />
        <PopupHost />
      </>,
      { fetch: api.fetch },
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'correct-horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(api.sent[0]?.body).toMatchObject({ oldPassword: 'old-password', newPassword: 'correct-horse' });
  });
});
