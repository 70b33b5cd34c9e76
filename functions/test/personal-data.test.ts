import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationsAboutUser } from '../src/data/repositories/notifications';
import { getEmailMarker, getUser } from '../src/data/repositories/users';
import { tenantKeys } from '../src/data/keys';
import { queryPage } from '../src/data/table';
import { getObject } from '../src/storage/objects';
import { useApi } from './support/api';
import { uploadProfilePicture } from './support/images';
import { tokenFromMail, waitForMail } from './support/mails';
import { companyMember } from './support/company-members';
import { ADMIN_PASSWORD, createTestTenant, setStatusDirectly } from './support/tenants';
import { SIGN_UP_PASSWORD as PASSWORD, signUpBody } from './support/sign-up';

const call = useApi();
const tenant = await createTestTenant('personal');
const other = await createTestTenant('personal-other');

const login = (email: string, password = PASSWORD, origin = tenant.url) =>
  call<{ token: string; code?: string }>('POST', '/auth/login', {
    body: { email, password },
    headers: { origin, 'x-forwarded-for': '192.0.2.44' },
  });
const signUp = (email: string) =>
  call<{ code?: string }>('POST', '/auth/signUp', {
    body: signUpBody(`${tenant.url}/signUp`, email),
  });
/** A user made the way a person becomes one: signed up, confirmed, approved into the company, signed in. */
const signedUpUser = async () => {
  const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
  expect((await signUp(email)).status).toBe(200);
  const { token } = tokenFromMail(await waitForMail(email));
  await call('POST', '/auth/confirmEmail', { body: { token } });
  const marker = await setStatusDirectly(email, 'APPROVED');
  const adminToken = await adminSignIn();
  await call('PUT', `/user/${marker.userId}`, {
    token: adminToken,
    body: { role: 'DEFAULT_USER', status: 'APPROVED', companyIds: [tenant.companyId] },
  });
  const signedIn = await login(email);
  return { email, id: marker.userId, token: signedIn.body.token };
};
const adminSignIn = async () => (await login(tenant.adminEmail, ADMIN_PASSWORD)).body.token;

type PersonalData = {
  profile: { id: string; email: string; firstName: string };
  memberships: { id: string; name: string }[];
  signIns: { action: string; sourceAddress: string; actor: { id: string } }[];
  notifications: { type: string; meta: Record<string, unknown> }[];
};

describe('a user downloads their own data', () => {
  it('holds profile, memberships, sign-in history and the notifications about them, and no secret', async () => {
    const user = await signedUpUser();
    await login(user.email, 'not my password');
    const answer = await call<PersonalData>('GET', '/me/data', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(answer.body.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Grace' });
    expect(answer.body.memberships).toEqual([{ id: tenant.companyId, name: 'personal Company' }]);
    expect(answer.body.signIns.map((entry) => entry.action)).toEqual(['SIGN_IN_FAILED', 'SIGN_IN']);
    expect(answer.body.signIns[0]).toMatchObject({ sourceAddress: '192.0.2.44', actor: { id: user.id } });
    expect(answer.body.notifications).toMatchObject([{ type: 'NEW_USER', meta: { userId: user.id } }]);
    const text = answer.bytes.toString('utf8');
    expect(text).not.toMatch(/passwordHash|scrypt/);
  });

  it("holds only the caller's own sign-ins, never a colleague's", async () => {
    const colleague = await companyMember(tenant);
    const answer = await call<PersonalData>('GET', '/me/data', { token: colleague.token });
    expect(answer.body.profile.id).toBe(colleague.id);
    expect(answer.body.signIns).toEqual([]);
    expect(answer.body.notifications).toEqual([]);
  });
});

describe('an admin removes a user', () => {
  it('ends their sessions, erases what names them, keeps the packaging and frees the address', async () => {
    const user = await signedUpUser();
    expect((await uploadProfilePicture(call, user.token)).status).toBe(200);
    const pack = await call<{ id: string }>('POST', '/packages', {
      token: user.token,
      body: { name: 'Pouch kept', draft: true, components: [] },
    });
    expect(pack.status).toBe(200);
    expect((await call('PUT', `/package-favorites/${pack.body.id}`, { token: user.token })).status).toBe(200);
    // The picture is there before the removal, so its absence after says the removal deleted it.
    const picturePath = (await getUser(tenant.clientId, user.id))?.profilePicturePath;
    if (picturePath === undefined) throw new Error('the upload stored no picture');
    expect(await getObject('uploads', picturePath)).toBeDefined();
    const adminToken = await adminSignIn();
    type Counts = { companies: { companyId: string; users: number }[] };
    const usersOf = async () =>
      (await call<Counts>('GET', '/users/counts', { token: adminToken })).body.companies.find(
        (company) => company.companyId === tenant.companyId,
      )?.users ?? 0;
    const before = await usersOf();

    const removed = await call('DELETE', `/user/${user.id}`, { token: adminToken });
    expect(removed.status).toBe(200);

    // Sessions end at once, and the address no longer signs in.
    expect((await call('GET', '/me', { token: user.token })).status).toBe(401);
    const again = await login(user.email);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('INVALID_CREDENTIALS');

    // Gone from the list and the counters; only a pseudonym is stored.
    expect((await call('GET', `/user/${user.id}`, { token: adminToken })).status).toBe(404);
    const list = await call<{ items: { id: string }[] }>('GET', '/users?limit=100', { token: adminToken });
    expect(list.body.items.map((item) => item.id)).not.toContain(user.id);
    expect(await usersOf()).toBe(before - 1);
    const stored = await getUser(tenant.clientId, user.id);
    expect(stored).toMatchObject({ firstName: 'Former user', email: '' });
    expect(stored?.lastName).toMatch(/^[a-z0-9]{4}$/);
    expect(stored?.passwordHash).toBeUndefined();
    expect(stored?.profilePicturePath).toBeUndefined();
    expect(JSON.stringify(stored)).not.toMatch(/Grace|Hopper/);
    expect(await getObject('uploads', picturePath)).toBeUndefined();
    const favorites = await queryPage({
      partition: tenantKeys.favoritesPartition(tenant.clientId, user.id),
      limit: 10,
    });
    expect(favorites.items).toEqual([]);

    // The stored NEW_USER notification keeps only the pseudonym, and New customers no longer
    // shows it at all (issue 36 §4).
    const [aboutUser] = await notificationsAboutUser(tenant.clientId, user.id);
    expect(aboutUser?.meta).toMatchObject({ firstName: 'Former user', lastName: stored?.lastName });
    const notes = await call<{ items: { meta: Record<string, unknown> }[] }>(
      'GET',
      '/notifications?types=NEW_USER&limit=100',
      { token: adminToken },
    );
    expect(notes.body.items.some((item) => item.meta.userId === user.id)).toBe(false);

    // The packaging belongs to the company and stays.
    const kept = await call<{ name: string }>('GET', `/packages/${pack.body.id}`, {
      token: adminToken,
      companyId: tenant.companyId,
    });
    expect(kept.body.name).toBe('Pouch kept');

    // The removal is in the audit log.
    const log = await call<{ items: { target: { id: string }; details: Record<string, string> }[] }>(
      'GET',
      '/audit?action=USER_REMOVED',
      { token: adminToken },
    );
    expect(log.body.items.find((entry) => entry.target.id === user.id)?.details).toMatchObject({
      pseudonym: `Former user ${stored?.lastName}`,
      companies: 'personal Company',
    });

    // The address may sign up anew, as a new user.
    expect((await signUp(user.email)).status).toBe(200);
    const marker = await getEmailMarker(user.email);
    expect(marker?.userId).toBeDefined();
    expect(marker?.userId).not.toBe(user.id);
    expect((await call('DELETE', `/user/${user.id}`, { token: adminToken })).status).toBe(404);
  });

  it('refuses an admin removing themselves, and managers and users removing anyone', async () => {
    const adminToken = await adminSignIn();
    const self = await call<{ code: string }>('DELETE', `/user/${tenant.adminId}`, { token: adminToken });
    expect(self.status).toBe(403);
    expect((await call('GET', '/me', { token: adminToken })).status).toBe(200);
    const target = await companyMember(tenant);
    for (const role of ['MANAGER_USER', 'DEFAULT_USER'] as const) {
      const member = await companyMember(tenant, { role });
      expect((await call('DELETE', `/user/${target.id}`, { token: member.token })).status).toBe(403);
    }
    expect((await call('GET', '/me', { token: target.token })).status).toBe(200);
  });

  it("answers not found for an unknown id or another tenant's user, who stays as they were", async () => {
    const adminToken = await adminSignIn();
    expect((await call('DELETE', '/user/no-such-user', { token: adminToken })).status).toBe(404);
    const outsider = await companyMember(other);
    expect((await call('DELETE', `/user/${outsider.id}`, { token: adminToken })).status).toBe(404);
    expect((await call('GET', '/me', { token: outsider.token })).status).toBe(200);
  });
});
