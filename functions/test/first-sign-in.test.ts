import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAuditEntryItem } from '../src/data/repositories/audit-entries';
import { getUser, userKey } from '../src/data/repositories/users';
import { putItem } from '../src/data/table';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { MEMBER_PASSWORD } from './support/sessions';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('first-sign-in');
const loginAs = async (email: string) =>
  (
    await call<{ token: string }>('POST', '/auth/login', {
      body: { email, password: MEMBER_PASSWORD },
      headers: { origin: tenant.url },
    })
  ).body.token;
const firstSignInOf = async (token: string) =>
  (await call<{ firstSignIn: boolean }>('GET', '/me', { token })).body.firstSignIn;

// The dashboard greets "Welcome" on a first sign-in and "Welcome back" after (issue 36 §4), from
// what the server knows, so a second browser or cleared storage greets the same.
describe('first sign-in', () => {
  it('is said by the first login and not by the next', async () => {
    const member = await companyMember(tenant);
    const first = await loginAs(member.email);
    expect(await firstSignInOf(first)).toBe(true);
    const second = await loginAs(member.email);
    expect(await firstSignInOf(second)).toBe(false);
    // The first browser's page, reloaded, now greets a returning user as well.
    expect(await firstSignInOf(first)).toBe(false);
  });

  // Users stored before sign-ins were recorded on them (SIGN_INS_RECORDED_SINCE): the audit log's
  // entries made by them tell whether they used the product before (decision 043).
  const preReleaseMember = async () => {
    const member = await companyMember(tenant);
    const stored = (await getUser(tenant.clientId, member.id))!;
    await putItem({
      ...stored,
      ...userKey(tenant.clientId, member.id),
      createdAt: '2025-03-01T08:00:00.000Z',
    });
    return member;
  };
  const logEntryBy = (
    userId: string,
    action: 'SIGN_IN' | 'SIGN_IN_FAILED',
    at = '2026-11-26T09:00:00.000Z',
  ) =>
    putItem(
      newAuditEntryItem(
        {
          clientId: tenant.clientId,
          action,
          actorId: userId,
          actorName: 'Member',
          target: null,
          details: {},
          sourceAddress: '203.0.113.9',
        },
        { id: randomUUID(), at },
      ),
    );

  it('is not said to a user stored before sign-ins were recorded who signed in then', async () => {
    const member = await preReleaseMember();
    await logEntryBy(member.id, 'SIGN_IN');
    expect(await firstSignInOf(member.token)).toBe(false);
    expect(await firstSignInOf(await loginAs(member.email))).toBe(false);
  });

  it('is said to a user stored before sign-ins were recorded who never signed in', async () => {
    const member = await preReleaseMember();
    // A refused attempt is no sign-in: the user never got in.
    await logEntryBy(member.id, 'SIGN_IN_FAILED');
    const first = await loginAs(member.email);
    expect(await firstSignInOf(first)).toBe(true);
    expect(await firstSignInOf(await loginAs(member.email))).toBe(false);
  });

  it('finds an earlier use behind more refused attempts than the log is asked for at once', async () => {
    const member = await preReleaseMember();
    await logEntryBy(member.id, 'SIGN_IN', '2026-11-20T09:00:00.000Z');
    for (const day of ['24', '25', '26'])
      await logEntryBy(member.id, 'SIGN_IN_FAILED', `2026-11-${day}T09:00:00.000Z`);
    expect(await firstSignInOf(await loginAs(member.email))).toBe(false);
  });

  it('is answered by GET /me from the user alone, without reading the audit log', async () => {
    const recent = await companyMember(tenant);
    const older = await preReleaseMember();
    await logEntryBy(older.id, 'SIGN_IN_FAILED');
    const readsOfMe = async (token: string) => (await call('GET', '/me', { token })).roundTrips;
    // The session check and the user's companies, whether the user is new or was stored before
    // sign-ins were recorded on users: the login decided and wrote the answer.
    const [recentReads, olderReads] = [
      await readsOfMe(await loginAs(recent.email)),
      await readsOfMe(await loginAs(older.email)),
    ];
    expect(olderReads).toBe(recentReads);
    expect(await firstSignInOf(await loginAs(older.email))).toBe(false);
  });
});
