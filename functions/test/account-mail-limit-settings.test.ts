import { randomInt, randomUUID } from 'node:crypto';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR } from '@recyclens/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { env, parseEnv } from '../src/config/env';
import { useApi } from './support/api';
import { signUpBody } from './support/sign-up';
import { requiredSettings } from './support/stage-settings';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('mail-limit-settings');
const required = requiredSettings;

describe('the account-mail limits are settings of the stage (docs/deploy.md)', () => {
  it('default to the product limits and read the stage’s', () => {
    expect(parseEnv(required)).toMatchObject({
      ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR,
      ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
    });
    expect(
      parseEnv({
        ...required,
        ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: '300',
        ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '8',
      }),
    ).toMatchObject({ ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: 300, ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: 8 });
    expect(() => parseEnv({ ...required, ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: '0' })).toThrow(
      /ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR is invalid/,
    );
  });

  describe('a stage that allows 3 requests an hour from one network', () => {
    const settings = env();
    const before = settings.ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR;
    afterEach(() => {
      settings.ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR = before;
    });

    it('signs up three colleagues from one office, and tells the fourth to ask the admin for an invitation', async () => {
      // What the function read from its environment at cold start, as the stage set it.
      settings.ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR = 3;
      const office = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
      const signUp = (n: number, language?: string) =>
        call<{ code?: string; message?: string; fields?: Record<string, string> }>('POST', '/auth/signUp', {
          body: signUpBody(tenant.url, `colleague-${n}-${randomUUID().slice(0, 6)}@example.com`),
          headers: { 'x-forwarded-for': office, ...(language ? { 'accept-language': language } : {}) },
        });
      const answers = [await signUp(1), await signUp(2), await signUp(3)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

      const fourth = await signUp(4);
      expect(fourth.status).toBe(429);
      expect(fourth.body.code).toBe('ACCOUNT_MAIL_REQUESTS_LIMITED');
      expect(fourth.body.message).toContain('Ask your admin for an invitation');
      expect(Number(fourth.body.fields?.retryAfterSeconds)).toBeGreaterThan(0);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
