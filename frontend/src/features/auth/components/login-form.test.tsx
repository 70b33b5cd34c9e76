import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, meAnswer, renderWith } from '../../../../test/render';
import { LoginForm } from './login-form';

const user = meAnswer({ role: 'DEFAULT_USER', language: 'FR' });

describe('Login form', () => {
  it('asks for e-mail and password (English)', async () => {
    await renderWith(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('moves the focus to the first wrong field and clears its error once fixed', async () => {
    await renderWith(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await userEvent.keyboard('ada@example.com');
    await waitFor(() =>
      expect(screen.queryByText(/Email is required|Invalid email/)).not.toBeInTheDocument(),
    );
  });

  it('checks the address and the length (German)', async () => {
    await renderWith(<LoginForm onSignedIn={vi.fn()} />, { locale: 'de' });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Passwort'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeInTheDocument();
  });

  it.each([
    ['en', 'INVALID_CREDENTIALS', 401, 'Login failed', 'Invalid email or password'],
    ['en', 'USER_NOT_APPROVED', 403, 'Login failed', 'User is not approved'],
    [
      'en',
      'EMAIL_NOT_CONFIRMED',
      403,
      'Login failed',
      'Email address has not been confirmed. Please check your inbox and confirm your email address.',
    ],
    ['de', 'USER_NOT_APPROVED', 403, 'Anmeldung fehlgeschlagen', 'Benutzer ist nicht freigegeben'],
    ['fr', 'INVALID_CREDENTIALS', 401, 'Échec de la connexion', 'E-mail ou mot de passe invalide'],
    ['en', 'INTERNAL', 500, 'Login failed', 'Oops, something went wrong, please try again.'],
  ] as const)('shows the server answer in %s for %s', async (locale, code, status, title, text) => {
    const api = fakeFetch({ 'POST /auth/login': { status, body: { code, message: 'server text' } } });
    await renderWith(<LoginForm onSignedIn={vi.fn()} />, { locale, fetch: api.fetch });
    await userEvent.type(screen.getAllByRole('textbox')[0]!, 'ada@example.com');
    await userEvent.type(document.querySelector('input[type=password]')!, 'correct-horse');
    await userEvent.click(screen.getByRole('button'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
  });

  it('offers a new confirmation link when the address is not confirmed, and sends it', async () => {
    const api = fakeFetch({
      'POST /auth/login': { status: 403, body: { code: 'EMAIL_NOT_CONFIRMED', message: 'x' } },
      'POST /auth/resendConfirmation': { status: 200, body: { success: true } },
    });
    await renderWith(<LoginForm onSignedIn={vi.fn()} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If ada@example.com has an account waiting for confirmation, a new link is on its way.',
    );
    expect(api.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/resendConfirmation',
      body: { email: 'ada@example.com', currentClientUrl: window.location.origin },
    });
  });

  it('does not offer a confirmation link for other refusals', async () => {
    const api = fakeFetch({
      'POST /auth/login': { status: 403, body: { code: 'USER_NOT_APPROVED', message: 'x' } },
    });
    await renderWith(<LoginForm onSignedIn={vi.fn()} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(
      screen.queryByRole('button', { name: 'Send the confirmation link again' }),
    ).not.toBeInTheDocument();
  });

  it('names the provider contact when access is restricted', async () => {
    const api = fakeFetch({
      'POST /auth/login': {
        status: 403,
        body: { code: 'ACCESS_RESTRICTED', message: 'x', fields: { contact: 'help@acme.test' } },
      },
    });
    await renderWith(<LoginForm onSignedIn={vi.fn()} />, { locale: 'de', fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Passwort'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Zugang ist eingeschränkt. Bitte wenden Sie sich an Ihren Anbieter unter help@acme.test.',
    );
  });

  it('signs in, keeps the token and hands over the user', async () => {
    const api = fakeFetch({
      'POST /auth/login': { status: 200, body: { token: 'new-token' } },
      'GET /me': { status: 200, body: user },
    });
    const onSignedIn = vi.fn();
    await renderWith(<LoginForm onSignedIn={onSignedIn} />, { fetch: api.fetch });
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Ada', language: 'FR' });
    expect(api.sent[0]).toMatchObject({ path: '/auth/login', body: { email: 'ada@example.com' } });
    expect(localStorage.getItem('recyclens.accessToken')).toBe('new-token');
  });
});
