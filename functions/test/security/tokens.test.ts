import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, expect, it } from 'vitest';
import { routes, type RouteDefinition, type RouteId } from '@recyclens/shared';
import { useApi } from '../support/api';
import { pathWith } from '../support/route-samples';
import { companyMember } from '../support/company-members';
import { currentSigningKey } from '../support/signing-key';
import { createTestTenant } from '../support/tenants';
import { problemsWith } from './support/clean-answer';
import { createProbedTenant } from './support/probed-tenant';
import { useSecurityReport } from './support/report';
import { changedKeys, settledSnapshot } from './support/table-snapshot';

/**
 * identity.test.ts refuses forged, unsigned, expired and foreign tokens on GET /me; this walks
 * the same attacks, and a few more, over every protected route of the table.
 */
const call = useApi();
const report = useSecurityReport('abuse-tokens', 'Token attacks on every protected route');
const { admin, sampleOf } = await createProbedTenant(call);
const stranger = await createTestTenant('stranger');
const strangerAdmin = await companyMember(stranger, { role: 'CLIENT_ADMIN' });

const { kid, secret } = currentSigningKey();
const claims = jwt.decode(admin.token) as Record<string, unknown>;
const strangerClaims = jwt.decode(strangerAdmin.token) as Record<string, unknown>;
const { iat: _iat, exp: _exp, ...live } = claims;
const { iat: _strangerIat, exp: _strangerExp, ...strangerLive } = strangerClaims;
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const signed = (payload: object, options: jwt.SignOptions = {}) =>
  jwt.sign(payload, secret, { algorithm: 'HS256', keyid: kid, expiresIn: 600, ...options });
// A key pair of our own: a public-key token must be refused whatever it names.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const attacks: Record<string, string> = {
  'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
  'forged with another key': jwt.sign(live, 'another secret that is long enough to look real', {
    algorithm: 'HS256',
    keyid: kid,
  }),
  'no key id': jwt.sign(live, secret, { algorithm: 'HS256', expiresIn: 600 }),
  'a key id we never issued': signed(live, { keyid: 'retired-or-made-up' }),
  'RS256 naming our key id': jwt.sign(live, privateKey, { algorithm: 'RS256', keyid: kid, expiresIn: 600 }),
  expired: jwt.sign({ ...live, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
    algorithm: 'HS256',
    keyid: kid,
  }),
  'other audience': signed({ ...live, aud: 'someone-else' }),
  'HS512 with the real key': signed(live, { algorithm: 'HS512' }),
  'payload tampered': admin.token.replace(/\.[^.]+\./, `.${encode({ ...claims, sub: 'someone-else' })}.`),
  // Tenant B's own token is valid in B; route-table-suites.test.ts shows it never reaches A.
  "another tenant's token retargeted at this tenant": signed({ ...strangerLive, cid: claims.cid }),
  "this user with another user's session": signed({ ...live, sid: strangerClaims.sid }),
  'no session (like the sign-up answer)': signed({ sub: live.sub, cid: live.cid, dom: live.dom }),
  'oversized bearer': 'a'.repeat(5000),
  garbage: 'not.a.token',
};

const protectedRoutes = (Object.entries(routes) as [RouteId, RouteDefinition][]).filter(
  ([, route]) => route.auth === 'session',
);
let refused = 0;

it.each(protectedRoutes)('%s refuses every forged, foreign or stale token with 401', async (id, route) => {
  const sample = sampleOf(id) ?? {};
  const before = await settledSnapshot();
  for (const [label, token] of Object.entries(attacks)) {
    const answer = await call(
      route.method,
      `${pathWith(route.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`,
      { ...sample.options, token },
    );
    expect(problemsWith(answer), label).toEqual([]);
    expect([answer.status, (answer.body as { code?: string }).code], label).toEqual([401, 'UNAUTHORIZED']);
    refused += 1;
  }
  expect(changedKeys(before, await settledSnapshot())).toEqual([]);
});

it('still accepts the real token afterwards', async () => {
  expect((await call('GET', '/me', { token: admin.token })).status).toBe(200);
});

afterAll(() => {
  if (refused === 0) return;
  report({
    what: `${Object.keys(attacks).length} token attacks × ${protectedRoutes.length} protected routes`,
    figure: `${refused} calls refused with 401 UNAUTHORIZED`,
    target: 'all refused, nothing changed',
    ok: refused === Object.keys(attacks).length * protectedRoutes.length,
  });
});
