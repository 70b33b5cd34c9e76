import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import { companyMember } from '../support/company-members';
import { openApiCheck, type OpenApiDocument } from '../support/openapi-check';
import { createTestTenant } from '../support/tenants';

/**
 * Issue 37 §2: the served document states every rule the server holds a request to, so a client
 * generated from it never sends what is refused — and what it calls valid is taken.
 */
const call = useApi();
const tenant = await createTestTenant('document-rules');
const user = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
const served = (await call<OpenApiDocument>('GET', '/openapi.json')).body;
const check = openApiCheck(served);

type Schema = Record<string, unknown>;
const bodyOf = (path: string, method: string) =>
  (
    served.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, Schema>;
    }
  ).properties;

const signUp = (fields: Record<string, unknown>) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Cobol Cans',
  email: 'grace@example.com',
  createPassword: 'a good password',
  confirmPassword: 'a good password',
  privacyPolicy: true,
  currentClientUrl: tenant.url,
  ...fields,
});

describe('the served document refuses what the server refuses', () => {
  it.each([
    ['a line break in a name', { name: 'Bottle\nline' }],
    ['a control character', { name: 'Bottle\u0007' }],
    ['a lone surrogate', { name: 'Bottle\uD800' }],
    ['a name blank after trimming', { name: ' \u00A0\t ' }],
    ['a NUL in a description', { name: 'Bottle', description: 'x\u0000y' }],
  ])('%s', async (_label, body) => {
    expect(check.request('createProject', body)).toMatch(/pattern/);
    const answer = await call('POST', '/projects', { token: user.token, body, malformed: true });
    expect(answer.status).toBe(400);
  });

  it('e-mail addresses and site URLs by their format', () => {
    expect(check.request('signUp', signUp({ email: 'grace@' }))).toMatch(/email/);
    expect(check.request('signUp', signUp({ currentClientUrl: 'ftp://x.example' }))).toMatch(
      /currentClientUrl/,
    );
    expect(check.request('signUp', signUp({}))).toBeUndefined();
  });

  it('says what JSON Schema cannot: trimming, no links, rules across fields', () => {
    const company = bodyOf('/auth/signUp', 'post').company;
    expect(company).toMatchObject({
      'x-trimmed': true,
      'x-no-links': true,
    });
    expect(served.paths['/auth/signUp']?.post?.description).toMatch(
      /confirmPassword equals createPassword \(else PASSWORDS_DO_NOT_MATCH\)/,
    );
    expect(served.paths['/packages']?.post?.description).toMatch(/COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS/);
    expect(served.paths['/profile/{userId}']?.put?.description).toMatch(/PASSWORDS_DO_NOT_MATCH/);
  });
});

describe('the served document accepts what the server accepts', () => {
  it('a byte-order mark and white space around a name: the document says names are trimmed', async () => {
    const body = { name: '\uFEFF Bottles \n' };
    expect(check.request('createProject', body)).toBeUndefined();
    const made = await call<{ name: string }>('POST', '/projects', { token: user.token, body });
    expect(made.status).toBe(200);
    expect(made.body.name).toBe('Bottles');
  });

  it('a person’s name after a byte-order mark', () => {
    expect(check.request('signUp', signUp({ firstName: '\uFEFFGrace' }))).toBeUndefined();
  });

  it('an e-mail domain in capitals, which is lower-cased', () => {
    const parameter = served.paths['/tenant/blacklist/{emailDomain}']?.delete?.parameters?.[0] as {
      schema: { pattern: string; maxLength: number };
    };
    expect(new RegExp(parameter.schema.pattern, 'u').test('Members.Example')).toBe(true);
    expect(parameter.schema.maxLength).toBe(253);
  });
});
