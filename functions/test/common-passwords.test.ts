import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTokenItem } from '../src/data/repositories/one-time-tokens';
import { putItem } from '../src/data/table';
import { hashToken } from '../src/security/one-time-tokens';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { MEMBER_PASSWORD } from './support/sessions';
import { createTestTenant } from './support/tenants';
import { signUpBody } from './support/sign-up';

/**
 * Issue 36 §4 (ASVS 5.0 V6): a password among the most common ones is refused wherever a password
 * is chosen — sign-up, the reset or first-password link, and the profile's password change — with
 * the field's code, worded in the caller's language; the list is checked ignoring case.
 */
const call = useApi();
const tenant = await createTestTenant('common-passwords');

type Refusal = { code?: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> };

const signUp = (password: string, language = 'en-GB') =>
  call<Refusal>('POST', '/auth/signUp', {
    body: signUpBody(tenant.url, `common-${randomUUID().slice(0, 8)}@example.com`, {
      createPassword: password,
      confirmPassword: password,
    }),
    headers: { 'accept-language': language },
  });

describe('common passwords', () => {
  it('refuses "password" and "Password1" at sign-up, in the browser’s language, and accepts a strong one', async () => {
    const plain = await signUp('password');
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { createPassword: 'This password is too common. Please choose one that is harder to guess.' },
      fieldCodes: { createPassword: 'PASSWORD_TOO_COMMON' },
    });
    const capitalised = await signUp('Password1', 'de-DE');
    expect(capitalised.status).toBe(400);
    expect(capitalised.body.fields?.createPassword).toBe(
      'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
    );
    const french = await signUp('QWERTYUIOP', 'fr-FR');
    expect(french.body.fields?.createPassword).toBe(
      'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
    );
    expect((await signUp('Kompost-Tonne 7 Blau')).status).toBe(200);
  });

  it('refuses a common password on a reset link, which stays usable for a strong one', async () => {
    const member = await companyMember(tenant);
    const token = `reset-${randomUUID()}`;
    await putItem(
      newTokenItem(hashToken(token), {
        purpose: 'reset-password',
        clientId: tenant.clientId,
        userId: member.id,
      }),
    );
    const common = await call<Refusal>('POST', '/resetPassword', {
      token,
      body: { newPassword: 'iloveyou' },
    });
    expect(common.status).toBe(400);
    expect(common.body.fieldCodes).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });
    const strong = await call('POST', '/resetPassword', {
      token,
      body: { newPassword: 'Kompost-Tonne 7 Blau' },
    });
    expect(strong.status).toBe(200);
  });

  it('refuses a common password as the new one in the profile, keeping the old', async () => {
    const member = await companyMember(tenant);
    const change = (newPassword: string) =>
      call<Refusal>('PUT', `/profile/${member.id}`, {
        token: member.token,
        body: {
          firstName: 'A',
          lastName: 'B',
          oldPassword: MEMBER_PASSWORD,
          newPassword,
          confirmPassword: newPassword,
        },
      });
    const common = await change('Sunshine1');
    expect(common.status).toBe(400);
    expect(common.body.fieldCodes).toEqual({ newPassword: 'PASSWORD_TOO_COMMON' });
    expect((await change('Kompost-Tonne 7 Blau')).status).toBe(200);
  });
});
