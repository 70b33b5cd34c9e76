import { randomInt, randomUUID } from 'node:crypto';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR } from '@recyclens/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformKeys } from '../src/data/keys';
import { windowOf } from '../src/data/repositories/rate-counters';
import { getItem, type StoredItem } from '../src/data/table';
import { useApi } from './support/api';
import { mailsTo } from './support/mails';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';
import { signUpBody } from './support/sign-up';

const call = useApi();
const tenant = await createTestTenant('mail-limits');
const HOUR_SECONDS = 3600;

const forgotPassword = (email: string, fromIp?: string) =>
  call<{ code?: string }>('POST', '/auth/forgotPassword', {
    body: { email, currentClientUrl: tenant.url },
    ...(fromIp === undefined ? {} : { headers: { 'x-forwarded-for': fromIp } }),
  });
const resendConfirmation = (email: string) =>
  call('POST', '/auth/resendConfirmation', { body: { email, currentClientUrl: tenant.url } });
const member = () => companyMember(tenant);
const signUp = (email: string, headers: Record<string, string> = {}) =>
  call('POST', '/auth/signUp', {
    body: signUpBody(tenant.url, email),
    headers,
  });
const newIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

type CounterItem = StoredItem & { count: number; ttl: number; expiresAt: string };

/**
 * An hour's end under a frozen clock (issue 37 §4: the wall clock made these tests depend on when
 * they ran): 10:00 UTC tomorrow, in the future so no counter is past its expiry.
 */
const HOUR_MS = HOUR_SECONDS * 1000;
const hourEnd = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000 + 10 * HOUR_MS;
const clockAt = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });
afterEach(() => {
  vi.useRealTimers();
});

describe('mails to one address', () => {
  it(`sends no reset mail past ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} an hour, and answers as before`, async () => {
    const { email } = await member();
    const answers = [];
    for (let i = 0; i <= ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR; i++) answers.push(await forgotPassword(email));

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.body).toEqual({ success: true });
    expect(await mailsTo(email)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
    // The same answer an unknown address gets: the limit tells nothing about the account.
    expect((await forgotPassword(`ghost-${randomUUID().slice(0, 8)}@example.com`)).body).toEqual(
      answers[ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR]?.body,
    );
  });

  it('counts confirmation and reset mails to an address together', async () => {
    const email = `unconfirmed-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    for (let i = 1; i < ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR; i++) await forgotPassword(email);
    const resent = await resendConfirmation(email);

    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
    expect(mails.filter((mail) => mail.body.text?.includes('/confirmEmail'))).toHaveLength(1);
  });

  it('keeps the count in an item that expires an hour after its hour', async () => {
    const { email } = await member();
    clockAt(hourEnd - 1);
    await forgotPassword(email);
    const window = hourEnd / HOUR_MS - 1;
    expect(windowOf(hourEnd - 1, HOUR_SECONDS).window).toBe(window);
    const counter = await getItem<CounterItem>(platformKeys.accountMailsTo(email, window), {
      consistent: true,
    });

    expect(counter?.count).toBe(1);
    expect(counter?.ttl).toBe((window + 2) * HOUR_SECONDS);
    expect(counter?.expiresAt).toBe(new Date((window + 2) * HOUR_SECONDS * 1000).toISOString());
  });
});

describe('requests from one source address', () => {
  it(`answers 429 with retry-after past ${ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR} an hour, for any address`, async () => {
    const ip = newIp();
    const answers = [];
    // Unknown addresses: the limit counts requests, so it cannot tell which addresses have accounts.
    for (let i = 0; i < ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR; i++) {
      answers.push(await forgotPassword(`spray-${i}-${randomUUID().slice(0, 6)}@example.com`, ip));
    }
    const { email } = await member();
    const refused = await forgotPassword(email, ip);

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('ACCOUNT_MAIL_REQUESTS_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_SECONDS);
    expect(await mailsTo(email)).toHaveLength(0);
    // Another address is another caller.
    expect((await forgotPassword(email, newIp())).status).toBe(200);
  });

  it('counts sign-ups too, and lets the counter expire', async () => {
    const ip = newIp();
    clockAt(hourEnd - 1);
    const signedUp = await signUp(`signup-${randomUUID().slice(0, 8)}@example.com`, {
      'x-forwarded-for': ip,
    });
    const window = hourEnd / HOUR_MS - 1;
    const counter = await getItem<CounterItem>(platformKeys.accountMailRequestsFrom(ip, window), {
      consistent: true,
    });

    expect(signedUp.status).toBe(200);
    expect(counter?.count).toBe(1);
    expect(counter?.ttl).toBe((window + 2) * HOUR_SECONDS);
  });
});

describe('the end of the hour', () => {
  it('sends an address no more mails until the hour is over, and then again', async () => {
    const { email } = await member();
    clockAt(hourEnd - 1);
    for (let i = 0; i <= ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR; i++) await forgotPassword(email);
    // The last millisecond of the hour: the limit still holds.
    expect(await mailsTo(email)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);

    vi.setSystemTime(hourEnd);
    expect((await forgotPassword(email)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  it('refuses a source address until the hour is over, saying how long, and then lets it in', async () => {
    const ip = newIp();
    clockAt(hourEnd - 10 * 60_000);
    for (let i = 0; i < ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR; i++) {
      expect((await forgotPassword(`spray-${i}-${randomUUID().slice(0, 6)}@example.com`, ip)).status).toBe(
        200,
      );
    }
    const early = await forgotPassword(`late-${randomUUID().slice(0, 6)}@example.com`, ip);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('600');

    vi.setSystemTime(hourEnd - 1);
    const last = await forgotPassword(`late-${randomUUID().slice(0, 6)}@example.com`, ip);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('1');

    vi.setSystemTime(hourEnd);
    expect((await forgotPassword(`next-${randomUUID().slice(0, 6)}@example.com`, ip)).status).toBe(200);
  });
});
