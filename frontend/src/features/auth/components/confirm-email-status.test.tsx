import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { ConfirmEmailStatus } from './confirm-email-status';

const answering = (status: number, body: unknown) =>
  fakeFetch({ 'POST /auth/confirmEmail': { status, body } });

describe('Confirm e-mail', () => {
  it.each([
    ['en', answering(200, { success: true, isBlacklistUser: false }), 'status', 'Email address confirmed'],
    ['de', answering(200, { success: true, isBlacklistUser: false }), 'status', 'E-Mail-Adresse bestätigt'],
    [
      'en',
      answering(409, { code: 'EMAIL_ALREADY_CONFIRMED', message: 'x' }),
      'status',
      'Email address already confirmed',
    ],
    [
      'fr',
      answering(409, { code: 'EMAIL_ALREADY_CONFIRMED', message: 'x' }),
      'status',
      'Adresse e-mail déjà confirmée',
    ],
    [
      'en',
      answering(400, { code: 'INVALID_LINK', message: 'x' }),
      'alert',
      'The requested link is not valid.',
    ],
    [
      'de',
      answering(400, { code: 'INVALID_LINK', message: 'x' }),
      'alert',
      'Der angeforderte Link ist ungültig.',
    ],
    [
      'en',
      answering(500, { code: 'INTERNAL', message: 'x' }),
      'alert',
      'Your email address could not be confirmed.',
    ],
    [
      'de',
      answering(500, { code: 'INTERNAL', message: 'x' }),
      'alert',
      'Ihre E-Mail-Adresse konnte nicht bestätigt werden.',
    ],
  ] as const)('shows the outcome in %s: %s', async (locale, api, role, text) => {
    await renderWith(<ConfirmEmailStatus token="confirm-token-123456" />, { locale, fetch: api.fetch });
    expect(
      await screen.findByText(
        (_, node) => node?.getAttribute('role') === role && node.textContent?.includes(text) === true,
      ),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
  });

  it.each([
    [
      'en',
      'Access restricted',
      'access for your email domain is restricted. Please contact your provider at help@acme.test.',
    ],
    ['de', 'Zugang eingeschränkt', 'help@acme.test'],
  ] as const)(
    'tells a user of a blocked domain in %s that access is restricted, with the contact',
    async (locale, title, text) => {
      const api = answering(200, { success: true, isBlacklistUser: true });
      await renderWith(<ConfirmEmailStatus token="confirm-token-123456" contact="help@acme.test" />, {
        locale,
        fetch: api.fetch,
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent(/approv|freigegeben/i);
    },
  );

  it('refuses a link without a token, sending nothing', async () => {
    const api = answering(200, {});
    await renderWith(<ConfirmEmailStatus token={undefined} />, { fetch: api.fetch });
    expect(screen.getByRole('alert')).toHaveTextContent('The requested link is not valid.');
    expect(api.sent).toHaveLength(0);
  });
});
