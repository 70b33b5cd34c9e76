import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldsRefused } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith } from '../../../../test/render';
import { SignUpForm } from './sign-up-form';

const fill = async (labels: Record<string, string>) => {
  for (const [label, value] of Object.entries(labels))
    await userEvent.type(screen.getByLabelText(label), value);
};

describe('Sign-up form', () => {
  it('lists every missing field (English)', async () => {
    await renderWith(<SignUpForm privacyPolicyLink="privacy policy" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Company is required',
      'Email is required',
      'Privacy policy must be accepted',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Password is required')).toHaveLength(2);
  });

  it('requires matching passwords and the policy (French)', async () => {
    await renderWith(<SignUpForm privacyPolicyLink="politique de confidentialité" />, { locale: 'fr' });
    await fill({
      Prénom: 'Ada',
      Nom: 'Lovelace',
      Entreprise: 'Analytical Packaging',
      'E-mail': 'ada@',
      'Créer un mot de passe': 'correct-horse',
      'Confirmer le mot de passe': 'correct-horsf',
    });
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByText('La politique de confidentialité doit être acceptée')).toBeInTheDocument();
  });

  const complete = async (locale: 'en' | 'de') => {
    const de = locale === 'de';
    await fill({
      [de ? 'Vorname' : 'First name']: 'Ada',
      [de ? 'Nachname' : 'Last name']: 'Lovelace',
      [de ? 'Unternehmen' : 'Company']: 'Analytical Packaging',
      [de ? 'E-Mail' : 'Email']: 'ada@example.com',
      [de ? 'Passwort erstellen' : 'Create password']: 'correct-horse',
      [de ? 'Passwort bestätigen' : 'Confirm password']: 'correct-horse',
    });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: de ? 'Registrieren' : 'Sign up' }));
  };

  it('sends the form with the site address and shows the mail-sent notice', async () => {
    const api = fakeFetch({ 'POST /auth/signUp': { status: 200, body: { token: 't' } } });
    await renderWith(<SignUpForm privacyPolicyLink="privacy policy" />, { fetch: api.fetch });
    await complete('en');
    expect(await screen.findByRole('status')).toHaveTextContent('Please confirm your email address');
    expect(api.sent[0]?.body).toMatchObject({
      email: 'ada@example.com',
      privacyPolicy: true,
      currentClientUrl: window.location.origin,
      language: 'EN',
    });
    expect(localStorage.getItem('recyclens.accessToken')).toBeNull();
  });

  it('past the network’s hourly limit, tells the user to ask their admin for an invitation (German)', async () => {
    const api = fakeFetch({
      'POST /auth/signUp': {
        status: 429,
        body: { code: 'ACCOUNT_MAIL_REQUESTS_LIMITED', message: 'x', fields: { retryAfterSeconds: '1200' } },
      },
    });
    await renderWith(<SignUpForm privacyPolicyLink="privacy policy" />, { fetch: api.fetch, locale: 'de' });
    await complete('de');
    expect(
      await screen.findByText(
        'Zu viele Registrierungs- und Passwortanfragen aus diesem Netzwerk in der letzten Stunde. Bitten Sie Ihren Administrator um eine Einladung oder versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('sends the language the page is in, so the mail and the first session use it', async () => {
    const api = fakeFetch({ 'POST /auth/signUp': { status: 200, body: { token: 't' } } });
    await renderWith(<SignUpForm privacyPolicyLink="privacy policy" />, { fetch: api.fetch, locale: 'de' });
    await complete('de');
    await screen.findByRole('status');
    expect(api.sent[0]?.body).toMatchObject({ language: 'DE' });
  });

  it.each([
    [
      'en',
      'EMAIL_ALREADY_EXISTS',
      409,
      'Sign up failed',
      'An account with this email address already exists',
    ],
    [
      'de',
      'EMAIL_ALREADY_EXISTS',
      409,
      'Registrierung fehlgeschlagen',
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    ],
    ['de', 'INTERNAL', 500, 'Registrierung fehlgeschlagen', 'Hoppla, da ist etwas schiefgelaufen.'],
  ] as const)('shows the server answer in %s for %s', async (locale, code, status, title, text) => {
    const api = fakeFetch({ 'POST /auth/signUp': { status, body: { code, message: 'x' } } });
    await renderWith(<SignUpForm privacyPolicyLink="policy" />, { locale, fetch: api.fetch });
    await complete(locale);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(title));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('marks a password the server finds too common under its field, in the page language', async () => {
    const api = fakeFetch({
      'POST /auth/signUp': fieldsRefused(
        { createPassword: 'PASSWORD_TOO_COMMON' },
        { createPassword: 'This password is too common.' },
      ),
    });
    await renderWith(<SignUpForm privacyPolicyLink="Datenschutzerklärung" />, {
      locale: 'de',
      fetch: api.fetch,
    });
    await complete('de');
    await waitFor(() =>
      expect(screen.getByLabelText('Passwort erstellen')).toHaveAccessibleDescription(
        'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registrierung fehlgeschlagen');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Hoppla');
  });
});
