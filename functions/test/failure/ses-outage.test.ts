import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sesClient } from '../../src/data/aws/clients';
import { getEmailMarker, getUser } from '../../src/data/repositories/users';
import { useApi } from '../support/api';
import { capturedLogLines } from '../support/logs';
import { mailsTo, tokenFromMail, waitForMail } from '../support/mails';
import { createTestTenant, setStatusDirectly } from '../support/tenants';
import { useOutage } from './support/outage';
import { SIGN_UP_PASSWORD as PASSWORD, signUpBody } from '../support/sign-up';

const call = useApi();
const mail = await useOutage(await sesClient(), 'sesOutage');
const tenant = await createTestTenant('mailless');

const newAddress = () => `mailless-${randomUUID().slice(0, 8)}@example.com`;
const signUp = (email: string) =>
  call<{ token: string }>('POST', '/auth/signUp', {
    body: signUpBody(tenant.url, email),
    headers: { 'accept-language': 'en' },
  });
const resend = (email: string, site = tenant.url) =>
  call<{ success?: boolean; code?: string }>('POST', '/auth/resendConfirmation', {
    body: { email, currentClientUrl: site },
  });
const storedUser = async (email: string) => {
  const marker = await getEmailMarker(email);
  return marker ? getUser(marker.clientId, marker.userId) : undefined;
};
/** Lets mails sent after an answer arrive before counting them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('SES failing during sign-up', () => {
  it('keeps the sign-up, and the confirmation mail can be asked for again', async () => {
    const email = newAddress();
    mail.failAfter(0);
    const answer = await signUp(email).finally(mail.restore);
    expect(answer.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ email, status: 'PENDING' });
    expect((await storedUser(email))?.emailConfirmedAt).toBeUndefined();
    await settle();
    expect(await mailsTo(email)).toEqual([]);
    expect(capturedLogLines.some((line) => line.includes('mail not sent'))).toBe(true);

    expect((await resend(email)).body).toEqual({ success: true });
    const { token } = tokenFromMail(await waitForMail(email));
    const confirmed = await call('POST', '/auth/confirmEmail', { body: { token } });
    expect(confirmed.body).toEqual({ success: true, isBlacklistUser: false });
    // Confirmed, so the next step is the admin's approval.
    const login = await call<{ code: string }>('POST', '/auth/login', {
      body: { email, password: PASSWORD },
      headers: { origin: tenant.url },
    });
    expect(login.body.code).toBe('USER_NOT_APPROVED');
  });

  it('answers a resend while SES is still down the same way, and sends once it is back', async () => {
    const email = newAddress();
    mail.failAfter(0);
    await signUp(email);
    const whileDown = await resend(email).finally(mail.restore);
    expect([whileDown.status, whileDown.body]).toEqual([200, { success: true }]);
    await settle();
    expect(await mailsTo(email)).toEqual([]);
    await resend(email);
    expect((await waitForMail(email)).subject).toContain('confirm');
  });

  it('answers an unknown, a confirmed and another tenant’s address alike, and mails none of them', async () => {
    const other = await createTestTenant('mailless-other');
    const confirmedEmail = newAddress();
    await signUp(confirmedEmail);
    await call('POST', '/auth/confirmEmail', {
      body: { token: tokenFromMail(await waitForMail(confirmedEmail)).token },
    });
    await setStatusDirectly(confirmedEmail, 'APPROVED');
    const before = (await mailsTo(confirmedEmail)).length;

    const unknownEmail = newAddress();
    const answers = [
      await resend(unknownEmail),
      await resend(confirmedEmail),
      await resend(other.adminEmail),
    ];
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: 3 }, () => [200, { success: true }]),
    );
    await settle();
    expect((await mailsTo(confirmedEmail)).length).toBe(before);
    expect(await mailsTo(unknownEmail)).toEqual([]);
    expect(await mailsTo(other.adminEmail)).toEqual([]);
  });

  it('refuses a site that belongs to no tenant, as forgot-password does', async () => {
    const answer = await resend(newAddress(), 'https://nowhere.example.com');
    expect([answer.status, answer.body.code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });
});
