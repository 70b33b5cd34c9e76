import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldsRefused } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith } from '../../../../test/render';
import { renderInRouter } from '../../../../test/render-in-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordPage } from './reset-password-page';

describe('Forgot-password form', () => {
  it('asks for a valid address (English and German)', async () => {
    await renderWith(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('checks the address in German', async () => {
    await renderWith(<ForgotPasswordForm />, { locale: 'de' });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
  });

  it('says a mail was sent', async () => {
    const api = fakeFetch({ 'POST /auth/forgotPassword': { status: 200, body: { success: true } } });
    await renderWith(<ForgotPasswordForm />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent an email with a link');
    expect(api.sent[0]?.body).toMatchObject({
      email: 'ada@example.com',
      currentClientUrl: window.location.origin,
    });
  });

  it('reports a failure (French)', async () => {
    const api = fakeFetch({
      'POST /auth/forgotPassword': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    await renderWith(<ForgotPasswordForm />, { locale: 'fr', fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Échec de la réinitialisation du mot de passe');
    expect(alert).toHaveTextContent(
      'La demande de réinitialisation du mot de passe a échoué. Veuillez réessayer.',
    );
  });

  it.each([
    [
      'en',
      'Email',
      'Too many sign-up and password requests from this network in the last hour. Ask your admin for an invitation, or try again later.',
    ],
    [
      'de',
      'E-Mail',
      'Zu viele Registrierungs- und Passwortanfragen aus diesem Netzwerk in der letzten Stunde. Bitten Sie Ihren Administrator um eine Einladung oder versuchen Sie es später erneut.',
    ],
    [
      'fr',
      'E-mail',
      'Trop de demandes d’inscription et de mot de passe depuis ce réseau au cours de la dernière heure. Demandez une invitation à votre administrateur, ou réessayez plus tard.',
    ],
  ] as const)(
    'past the network’s hourly limit, tells the user to ask their admin for an invitation (%s)',
    async (locale, emailLabel, text) => {
      const api = fakeFetch({
        'POST /auth/forgotPassword': {
          status: 429,
          body: {
            code: 'ACCOUNT_MAIL_REQUESTS_LIMITED',
            message: 'x',
            fields: { retryAfterSeconds: '1200' },
          },
        },
      });
      await renderWith(<ForgotPasswordForm />, { locale, fetch: api.fetch });
      await userEvent.type(screen.getByLabelText(emailLabel), 'ada@example.com');
      await userEvent.click(screen.getByRole('button'));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    },
  );
});

describe('Reset-password form', () => {
  it("says 'Invalid parameters' without a token (English and German)", async () => {
    const { unmount } = await renderWith(<ResetPasswordForm token={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid parameters');
    unmount();
    await renderWith(<ResetPasswordForm token={undefined} />, { locale: 'de' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ungültige Parameter');
  });

  it('checks length and match (German)', async () => {
    await renderWith(<ResetPasswordForm token="reset-token-123456" />, { locale: 'de' });
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'short');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'other-words');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
  });

  it("sends the link's token as the bearer token and confirms", async () => {
    const api = fakeFetch({ 'POST /resetPassword': { status: 200, body: { success: true } } });
    await renderWith(<ResetPasswordForm token="reset-token-123456" />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('New password'), 'correct-horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You can now access your account with your new login credentials.',
    );
    expect(api.sent[0]?.headers.authorization).toBe('Bearer reset-token-123456');
    expect(api.sent[0]?.body).toEqual({ newPassword: 'correct-horse' });
  });

  it.each([
    ['INVALID_LINK', 400, 'The requested link is not valid.'],
    ['INTERNAL', 500, 'The password reset failed. Please try again.'],
  ] as const)('explains %s', async (code, status, text) => {
    const api = fakeFetch({ 'POST /resetPassword': { status, body: { code, message: 'x' } } });
    await renderWith(<ResetPasswordForm token="reset-token-123456" />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('New password'), 'correct-horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('marks a new password the server finds too common under its field', async () => {
    const api = fakeFetch({ 'POST /resetPassword': fieldsRefused({ newPassword: 'PASSWORD_TOO_COMMON' }) });
    await renderWith(<ResetPasswordForm token="reset-token-123456" />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('New password'), 'Password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'This password is too common. Please choose one that is harder to guess.',
      ),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('The password reset failed');
  });
});

// Issue 36 §4: the invitation's link is for choosing a first password, and says so.
describe('First-password page', () => {
  it('asks an invited user to choose their password (English and German)', async () => {
    const { unmount } = await renderInRouter(() => <ResetPasswordPage token="set-token-123456" invited />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeInTheDocument();
    expect(screen.queryByText(/Reset password/)).toBeNull();
    unmount();
    await renderInRouter(() => <ResetPasswordPage token="set-token-123456" invited />, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wählen Sie Ihr Passwort' }),
    ).toBeInTheDocument();
  });

  it('confirms the chosen password in its own words', async () => {
    const api = fakeFetch({ 'POST /resetPassword': { status: 200, body: { success: true } } });
    await renderInRouter(() => <ResetPasswordPage token="set-token-123456" invited />, { fetch: api.fetch });
    await userEvent.type(await screen.findByLabelText('Password'), 'Kompost-Tonne 7 Blau');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Kompost-Tonne 7 Blau');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is saved. You can now sign in with your e-mail address and this password.',
    );
  });

  it('stays Reset password for a reset link', async () => {
    await renderInRouter(() => <ResetPasswordPage token="reset-token-123456" invited={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  });
});
