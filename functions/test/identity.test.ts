import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { documentClient } from '../src/data/aws/clients';
import { platformKeys, tenantKeys } from '../src/data/keys';
import { newTokenItem } from '../src/data/repositories/one-time-tokens';
import { getEmailMarker } from '../src/data/repositories/users';
import { putItem, queryPage, type StoredItem } from '../src/data/table';
import { hashToken } from '../src/security/one-time-tokens';
import { useApi } from './support/api';
import { capturedLogLines } from './support/logs';
import { mailsTo, tokenFromMail, waitForMail } from './support/mails';
import { currentSigningKey } from './support/signing-key';
import { ADMIN_PASSWORD, createTestTenant, setStatusDirectly } from './support/tenants';
import { SIGN_UP_PASSWORD as PASSWORD, signUpBody } from './support/sign-up';

const call = useApi();
const tenant = await createTestTenant('identity', { blacklist: ['blocked.example'] });
const other = await createTestTenant('other');

const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const signUp = (email: string, overrides: Record<string, unknown> = {}, malformed = false) =>
  call<{ token: string; code?: string }>('POST', '/auth/signUp', {
    malformed,
    body: signUpBody(`${tenant.url}/signUp`, email, overrides),
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  });
const login = (email: string, password = PASSWORD, origin = tenant.url) =>
  call<{ token: string; code: string; message: string }>('POST', '/auth/login', {
    body: { email, password },
    headers: { origin },
  });
const confirmFromMail = async (email: string) => {
  const { token } = tokenFromMail(await waitForMail(email));
  return call<{ success: boolean; isBlacklistUser: boolean; code?: string }>('POST', '/auth/confirmEmail', {
    body: { token },
  });
};
/** A user who signed up, confirmed and was approved, signed in. */
const signedInUser = async (label: string) => {
  const email = newAddress(label);
  await signUp(email);
  await confirmFromMail(email);
  await setStatusDirectly(email, 'APPROVED');
  const answer = await login(email);
  return { email, token: answer.body.token };
};

/**
 * The BatchGetItem requests sent while `run` runs. DynamoDB Local is always consistent, so
 * whether a read would see a write just made is checked by what is asked of the real table.
 */
const batchGetsDuring = async (run: () => Promise<void>) => {
  const reads: unknown[] = [];
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'BatchGetItemCommand') {
        const { RequestItems } = (args as { input: { RequestItems: Record<string, unknown> } }).input;
        reads.push(...Object.values(RequestItems));
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordBatchGets' },
  );
  try {
    await run();
  } finally {
    documentClient.middlewareStack.remove('recordBatchGets');
  }
  return reads;
};

describe('sign-up → confirmation → approval → login', () => {
  it('walks the whole way, refusing login until the user is confirmed and approved', async () => {
    const email = newAddress('journey');
    const signedUp = await signUp(email);
    expect(signedUp.status).toBe(200);
    expect((await call('GET', '/me', { token: signedUp.body.token })).status).toBe(401);
    expect((await login(email)).body.code).toBe('EMAIL_NOT_CONFIRMED');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Veuillez confirmer votre adresse e-mail');
    const { url } = tokenFromMail(mail);
    expect(url.origin).toBe(tenant.url);
    expect(url.pathname).toBe('/confirmEmail');
    expect(mail.body.html).toContain('#123456');

    const confirmed = await confirmFromMail(email);
    expect(confirmed.body).toEqual({ success: true, isBlacklistUser: false });
    const again = await confirmFromMail(email);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_CONFIRMED');

    const notApproved = await login(email);
    expect(notApproved.status).toBe(403);
    expect(notApproved.body).toMatchObject({ code: 'USER_NOT_APPROVED', message: 'User is not approved' });

    await setStatusDirectly(email, 'APPROVED');
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    const me = await call<{ firstName: string; email: string; status: string; language: string }>(
      'GET',
      '/me',
      {
        token: signedIn.body.token,
      },
    );
    expect(me.body).toMatchObject({ firstName: 'Grace', email, status: 'APPROVED', language: 'FR' });
    expect(me.roundTrips).toBeLessThanOrEqual(3);
  });

  it('writes the confirmation mail and keeps the account in the language of the page, not the browser', async () => {
    const email = newAddress('page-language');
    // The browser says French (the helper's Accept-Language); the page was in German.
    expect((await signUp(email, { language: 'DE' })).status).toBe(200);
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/bestätigen/i);
    await confirmFromMail(email);
    await setStatusDirectly(email, 'APPROVED');
    const { body } = await login(email);
    expect((await call<{ language: string }>('GET', '/me', { token: body.token })).body.language).toBe('DE');
  });

  it("tells the tenant's admins about the confirmed user, by notification and mail", async () => {
    const email = newAddress('announced');
    await signUp(email);
    await confirmFromMail(email);
    const notifications = await queryPage<StoredItem & { type: string }>({
      partition: tenantKeys.notificationsPartition(tenant.clientId, null),
      limit: 100,
      newestFirst: true,
    });
    expect(notifications.items.some((item) => item.type === 'NEW_USER')).toBe(true);
    const adminMails = await mailsTo(tenant.adminEmail);
    expect(adminMails.some((mail) => mail.body.text?.includes(email))).toBe(true);
  });

  it('answers a wrong or unknown confirmation token as an invalid link', async () => {
    const answer = await call<{ code: string }>('POST', '/auth/confirmEmail', {
      body: { token: 'x'.repeat(43) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_LINK');
  });
});

describe('sign-up rules', () => {
  it('refuses a second account for an address, whatever its case', async () => {
    const email = newAddress('twice');
    await signUp(email);
    const again = await signUp(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('makes exactly one user from 20 concurrent sign-ups with one address', async () => {
    const email = newAddress('race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(email)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'EMAIL_ALREADY_EXISTS')).toHaveLength(19);
    const users = await queryPage<StoredItem & { email: string }>({
      index: 'gsi1',
      partition: tenantKeys.usersPartition(tenant.clientId),
      limit: 100,
    });
    expect(users.items.filter((user) => user.email === email)).toHaveLength(1);
  });

  it('validates like the form, with the spec’s texts in the browser’s language and their codes', async () => {
    const answer = await signUp(
      newAddress('bad'),
      { confirmPassword: 'something else', privacyPolicy: false },
      true,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        confirmPassword: 'Les mots de passe ne correspondent pas',
        privacyPolicy: 'La politique de confidentialité doit être acceptée',
      },
      fieldCodes: { confirmPassword: 'PASSWORDS_DO_NOT_MATCH', privacyPolicy: 'PRIVACY_POLICY_REQUIRED' },
    });
  });

  it('refuses a sign-up page that belongs to no tenant', async () => {
    const answer = await signUp(newAddress('lost'), { currentClientUrl: 'https://nowhere.example.com' });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('CLIENT_NOT_FOUND');
  });
});

describe('login refusals', () => {
  it('answers an unknown address and a wrong password alike', async () => {
    const { email } = await signedInUser('wrongpw');
    const wrong = await login(email, 'not the password');
    const unknown = await login(newAddress('nobody'));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('refuses a user of another tenant like a wrong password', async () => {
    const answer = await login(other.adminEmail, ADMIN_PASSWORD, tenant.url);
    expect(answer.body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(other.adminEmail, ADMIN_PASSWORD, other.url)).status).toBe(200);
  });

  it('tells a restricted (blacklisted) user to contact the provider', async () => {
    const email = `someone-${randomUUID().slice(0, 6)}@blocked.example`;
    await signUp(email);
    const confirmed = await confirmFromMail(email);
    expect(confirmed.body).toEqual({ success: true, isBlacklistUser: true });
    await setStatusDirectly(email, 'APPROVED');
    const answer = await login(email);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('ACCESS_RESTRICTED');
    expect(answer.body.message).toContain(`contact@${tenant.slug}.example.com`);
  });

  it('refuses a rejected user as not approved', async () => {
    const email = newAddress('rejected');
    await signUp(email);
    await confirmFromMail(email);
    await setStatusDirectly(email, 'REJECTED');
    expect((await login(email)).body.code).toBe('USER_NOT_APPROVED');
  });

  it('needs a known Origin', async () => {
    expect((await login(tenant.adminEmail, ADMIN_PASSWORD, 'https://elsewhere.example.com')).body.code).toBe(
      'CLIENT_NOT_FOUND',
    );
  });

  it('slows repeated failures for one address, then lets the owner in again', async () => {
    const { email } = await signedInUser('throttled');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(email, 'wrong password')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const whileWaiting = await login(email);
    expect(whileWaiting.status).toBe(429);
    expect(Number(whileWaiting.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reads the account strongly consistently, so an approval or a failed attempt just made counts', async () => {
    const { email } = await signedInUser('consistent-login');
    const reads = await batchGetsDuring(async () => {
      expect((await login(email)).status).toBe(200);
    });
    // The site, the account's marker and its failed attempts; then the user and the blacklist.
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(read).toMatchObject({ ConsistentRead: true });
  });

  it('needs at most 3 DynamoDB round trips to sign in', async () => {
    const { email } = await signedInUser('cheap');
    const answer = await login(email);
    expect(answer.status).toBe(200);
    expect(answer.roundTrips).toBeLessThanOrEqual(3);
  });

  it('needs at most 3 round trips also when the site was last seen over a minute ago', async () => {
    const { email } = await signedInUser('cold-site');
    // Past the lifetime of any per-Lambda memory of the site's tenant.
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const answer = await login(email);
      expect(answer.status).toBe(200);
      expect(answer.roundTrips).toBeLessThanOrEqual(3);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('sessions and tokens', () => {
  it('ends the session on logout', async () => {
    const { token } = await signedInUser('logout');
    expect((await call('GET', '/me', { token })).status).toBe(200);
    expect((await call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await call('GET', '/me', { token })).status).toBe(401);
  });

  it('reads the session strongly consistently, so the call right after a login or logout sees it', async () => {
    const { token } = await signedInUser('consistent');
    const reads = await batchGetsDuring(async () => {
      expect((await call('GET', '/me', { token })).status).toBe(200);
    });
    // The first read of a call is the authenticator's.
    expect(reads[0]).toMatchObject({ ConsistentRead: true });
  });

  it('cuts off a signed-in user at once when disapproved', async () => {
    const { email, token } = await signedInUser('cutoff');
    await setStatusDirectly(email, 'REJECTED');
    expect((await call('GET', '/me', { token })).status).toBe(401);
  });

  it('refuses forged, unsigned, expired and foreign tokens', async () => {
    const { token } = await signedInUser('attacks');
    const claims = jwt.decode(token) as Record<string, unknown>;
    const { iat: _iat, exp: _exp, ...rest } = claims;
    const { kid, secret } = currentSigningKey();
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    const forged = jwt.sign(rest, 'another secret that is long enough to look real', { algorithm: 'HS256' });
    const expired = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      algorithm: 'HS256',
      keyid: kid,
    });
    const otherAudience = jwt.sign({ ...rest, aud: 'someone-else' }, secret, {
      algorithm: 'HS256',
      keyid: kid,
      expiresIn: 600,
    });
    const tampered = token.replace(
      /\.[^.]+\./,
      `.${Buffer.from(JSON.stringify({ ...claims, sub: 'x' })).toString('base64url')}.`,
    );
    for (const attack of [unsigned, forged, expired, otherAudience, tampered, 'garbage']) {
      const answer = await call('GET', '/me', { token: attack });
      expect(answer.status, attack.slice(0, 20)).toBe(401);
    }
    expect((await call('GET', '/me', { token })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('mails a link to the registered tenant URL, resets once and ends old sessions', async () => {
    const { email, token: oldSession } = await signedInUser('reset');
    const asked = await call('POST', '/auth/forgotPassword', {
      body: { email, currentClientUrl: tenant.url },
      headers: { origin: 'https://phishing.example', host: 'phishing.example' },
    });
    expect(asked.body).toEqual({ success: true });
    const mail = await waitForMail(email, 2);
    const { url, token } = tokenFromMail(mail);
    expect(url.origin).toBe(tenant.url);
    expect(url.pathname).toBe('/resetPassword');

    const reset = await call('POST', '/resetPassword', {
      token,
      body: { newPassword: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/me', { token: oldSession })).status).toBe(401);
    expect((await login(email)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(email, 'a brand new password')).status).toBe(200);

    const reused = await call<{ code: string }>('POST', '/resetPassword', {
      token,
      body: { newPassword: 'yet another password' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_LINK');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = newAddress('ghost');
    const asked = await call('POST', '/auth/forgotPassword', {
      body: { email, currentClientUrl: tenant.url },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses an expired link and a missing one', async () => {
    const { email } = await signedInUser('expired');
    const marker = await getEmailMarker(email);
    const token = `expired-${randomUUID()}`;
    await putItem({
      ...newTokenItem(hashToken(token), {
        purpose: 'reset-password',
        clientId: tenant.clientId,
        userId: marker?.userId ?? '',
      }),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const expired = await call<{ code: string }>('POST', '/resetPassword', {
      token,
      body: { newPassword: 'whatever123' },
    });
    expect(expired.body.code).toBe('INVALID_LINK');
    const missing = await call<{ code: string }>('POST', '/resetPassword', {
      body: { newPassword: 'whatever123' },
    });
    expect(missing.body.code).toBe('INVALID_LINK');
    expect(platformKeys.oneTimeToken(hashToken(token)).pk).toMatch(/^TOKEN#[0-9a-f]{64}$/);
  });
});

describe('language', () => {
  it('stores DE, EN or FR and refuses anything else', async () => {
    const { token } = await signedInUser('language');
    expect((await call('POST', '/updateLanguage', { token, body: { newLanguage: 'DE' } })).status).toBe(200);
    expect((await call<{ language: string }>('GET', '/me', { token })).body.language).toBe('DE');
    const refused = await call<{ fields: Record<string, string> }>('POST', '/updateLanguage', {
      token,
      malformed: true,
      body: { newLanguage: 'IT' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['newLanguage']);
  });
});

describe('secrets stay secret', () => {
  it('never answers or logs a password or a hash', async () => {
    const { token } = await signedInUser('secrets');
    const me = await call('GET', '/me', { token });
    expect(JSON.stringify(me.body)).not.toMatch(/passwordHash|scrypt\$/);
    const client = await call('GET', '/client', { token });
    expect(client.status).toBe(200);
    const everything = capturedLogLines.join('\n');
    expect(capturedLogLines.length).toBeGreaterThan(10);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(ADMIN_PASSWORD);
    expect(everything).not.toMatch(/scrypt\$/);
    expect(everything).not.toContain(token);
  });
});
