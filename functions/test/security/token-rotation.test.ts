import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import jwt from 'jsonwebtoken';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, expect, it, vi } from 'vitest';
import { secretVersions } from '../../src/data/aws/secrets';
import { generateSigningKey } from '../../src/security/rotate-signing-keys';
import { fakeSecret } from '../support/fake-secrets-manager';

/**
 * The deployed path: the functions read their signing keys from Secrets Manager (mocked here, as
 * no emulator of ours has it), and the secret is rotated by our rotation function. Users signed in
 * before a rotation stay signed in; tokens of a key two rotations old are refused.
 */
const secretId = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:recyclens-test-jwt';
const stub = mockClient(SecretsManagerClient);
const first = generateSigningKey();
const secret = fakeSecret(stub, secretId, JSON.stringify({ currentKid: first.kid, current: first.secret }));

// The setup file configured local keys, and the function code it loaded read them: load it anew
// with the deployed settings instead.
const localKeys = process.env.JWT_KEYS;
delete process.env.JWT_KEYS;
process.env.JWT_SECRET_ARN = secretId;
vi.resetModules();
const { useApi } = await import('../support/api');
const { createTestTenant } = await import('../support/tenants');
const { MEMBER_PASSWORD } = await import('../support/sessions');
const { companyMember } = await import('../support/company-members');
afterAll(() => {
  process.env.JWT_KEYS = localKeys;
  delete process.env.JWT_SECRET_ARN;
  stub.restore();
  vi.useRealTimers();
});

const call = useApi();
const tenant = await createTestTenant('rotation');
const signIn = () => companyMember(tenant);
const me = async (token: string) => (await call('GET', '/me', { token })).status;
const kidOf = (token: string) => jwt.decode(token, { complete: true })?.header.kid;

vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
/** Past the functions' five-minute cache of the keys. */
const laterThanTheKeyCache = () => vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);

it('keeps a token of the previous key valid after a rotation, and refuses one of a retired key', async () => {
  const beforeAnyRotation = await signIn();
  expect(kidOf(beforeAnyRotation.token)).toBe(first.kid);
  expect(await me(beforeAnyRotation.token)).toBe(200);

  const second = generateSigningKey();
  await secret.rotate(secretVersions, second);
  laterThanTheKeyCache();
  expect(await me(beforeAnyRotation.token)).toBe(200);
  const afterOneRotation = await signIn();
  expect(kidOf(afterOneRotation.token)).toBe(second.kid);
  expect(await me(afterOneRotation.token)).toBe(200);

  await secret.rotate(secretVersions, generateSigningKey());
  laterThanTheKeyCache();
  expect(await me(beforeAnyRotation.token)).toBe(401);
  expect(await me(afterOneRotation.token)).toBe(200);
});

it('accepts at once a token another function signed with a key made seconds ago', async () => {
  const user = await signIn();
  const claims = jwt.decode(user.token) as Record<string, unknown>;
  const { iat: _iat, exp: _exp, ...live } = claims;
  const newest = generateSigningKey();
  await secret.rotate(secretVersions, newest);
  // Well within the five minutes this function would otherwise keep the keys it has.
  vi.setSystemTime(Date.now() + 11_000);
  const reads = stub.commandCalls(GetSecretValueCommand).length;
  const fromAnotherFunction = jwt.sign(live, newest.secret, {
    algorithm: 'HS256',
    keyid: newest.kid,
    expiresIn: 600,
  });
  expect(await me(fromAnotherFunction)).toBe(200);
  expect(stub.commandCalls(GetSecretValueCommand).length).toBe(reads + 1);
});

it('keeps a page cursor valid across a rotation, without reading the secret for it', async () => {
  const user = await signIn();
  const names = ['Rotated pack 1', 'Rotated pack 2', 'Rotated pack 3', 'Rotated pack 4'];
  for (const name of names) await call('POST', '/packages', { token: user.token, body: { name } });
  type Page = { items: { name: string }[]; nextCursor: string | null };
  const page = (token: string, cursor: string | null) =>
    call<Page>('GET', `/packages?sortBy=name&search=rotated&limit=1${cursor ? `&cursor=${cursor}` : ''}`, {
      token,
    });
  const first = await page(user.token, null);
  const reads = stub.commandCalls(GetSecretValueCommand).length;
  const second = await page(user.token, first.body.nextCursor);
  expect(second.body.items.map((item) => item.name)).toEqual([names[1]]);
  expect(stub.commandCalls(GetSecretValueCommand).length).toBe(reads);

  await secret.rotate(secretVersions, generateSigningKey());
  laterThanTheKeyCache();
  const third = await page(user.token, second.body.nextCursor);
  expect(third.status).toBe(200);
  expect(third.body.items.map((item) => item.name)).toEqual([names[2]]);

  await secret.rotate(secretVersions, generateSigningKey());
  laterThanTheKeyCache();
  const freshToken = (
    await call<{ token: string }>('POST', '/auth/login', {
      body: { email: user.email, password: MEMBER_PASSWORD },
      headers: { origin: tenant.url },
    })
  ).body.token;
  // A cursor two rotations old is as retired as its key.
  const retired = await page(freshToken, second.body.nextCursor);
  expect(retired.status).toBe(400);
  expect(retired.body).toMatchObject({ code: 'INVALID_CURSOR' });
  expect((await page(freshToken, third.body.nextCursor)).body.items.map((item) => item.name)).toEqual([
    names[3],
  ]);
});
