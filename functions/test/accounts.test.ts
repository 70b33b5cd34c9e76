import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newNotificationItem } from '../src/data/repositories/notifications';
import { createCompany } from '../src/data/repositories/companies';
import { putItem } from '../src/data/table';
import { useApi } from './support/api';
import { decodedImage, fileForm, gifBytes, jpegBytes, pngBytes, samePixels } from './support/images';
import { mailsTo, tokenFromMail, waitForMail } from './support/mails';
import { createMember, MEMBER_PASSWORD } from './support/sessions';
import { companyMember } from './support/company-members';
import { ADMIN_PASSWORD, adminTokenOf, createTestTenant } from './support/tenants';
import { signUpBody } from './support/sign-up';

const call = useApi();
const tenant = await createTestTenant('accounts');
const second = await createCompany(tenant.clientId, `Second ${randomUUID().slice(0, 4)}`);
const loginAs = async (email: string, password: string) =>
  (
    await call<{ token: string }>('POST', '/auth/login', {
      body: { email, password },
      headers: { origin: tenant.url },
    })
  ).body.token;
const admin = { token: await loginAs(tenant.adminEmail, ADMIN_PASSWORD), id: tenant.adminId };
const manager = await companyMember(tenant, { role: 'MANAGER_USER', label: 'manager' });
const colleague = await companyMember(tenant, { label: 'colleague' });
const outsider = await createMember(tenant.clientId, {
  role: 'DEFAULT_USER',
  companyIds: [second.id],
  label: 'outsider',
});

type UserAnswer = {
  id: string;
  role: string;
  status: string;
  version: number;
  companies: { id: string; name: string }[];
  code?: string;
  fields?: Record<string, string>;
};
const editUser = (token: string, userId: string, body: Record<string, unknown>) =>
  call<UserAnswer>('PUT', `/user/${userId}`, { token, body });

describe('user lists by scope', () => {
  it('shows an admin every user of the tenant with companies, role and status', async () => {
    const answer = await call<{ items: UserAnswer[] }>('GET', '/users?limit=100', { token: admin.token });
    const ids = answer.body.items.map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, manager.id, colleague.id, outsider.id]));
    const listed = answer.body.items.find((user) => user.id === colleague.id);
    expect(listed).toMatchObject({ role: 'DEFAULT_USER', status: 'APPROVED' });
    expect(listed?.companies[0]?.id).toBe(tenant.companyId);
  });

  it("shows a manager only their own company's users, and no admin", async () => {
    const answer = await call<{ items: UserAnswer[] }>('GET', '/users?limit=100', { token: manager.token });
    const ids = answer.body.items.map((user) => user.id);
    expect(ids).toContain(colleague.id);
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(admin.id);
    expect((await call('GET', `/user/${outsider.id}`, { token: manager.token })).status).toBe(404);
  });

  it('refuses user management to the default role', async () => {
    expect((await call('GET', '/users', { token: colleague.token })).status).toBe(403);
    expect((await call('GET', `/user/${colleague.id}`, { token: colleague.token })).status).toBe(403);
  });
});

describe('editing a user', () => {
  it('approves a pending sign-up, mails them, and lets them sign in', async () => {
    const email = `pending-${randomUUID().slice(0, 6)}@example.com`;
    await call('POST', '/auth/signUp', {
      body: signUpBody(tenant.url, email, {
        createPassword: 'pending password',
        confirmPassword: 'pending password',
      }),
    });
    const { token } = tokenFromMail(await waitForMail(email));
    await call('POST', '/auth/confirmEmail', { body: { token } });
    const list = await call<{ items: (UserAnswer & { email: string })[] }>('GET', '/users?limit=100', {
      token: admin.token,
    });
    const pending = list.body.items.find((user) => user.email === email);
    expect(pending?.status).toBe('PENDING');

    const approved = await editUser(admin.token, pending?.id ?? '', {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [tenant.companyId],
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', companies: [{ id: tenant.companyId }] });
    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe('Ihr Konto wurde freigegeben');
    expect(await loginAs(email, 'pending password')).toBeTypeOf('string');
  });

  it('needs a company; an admin may assign several to any role, a manager may not', async () => {
    // The API document allows an empty list since a disapproval needs no company (issue 36 §4);
    // approving without one is still refused.
    const none = await call<UserAnswer>('PUT', `/user/${colleague.id}`, {
      token: admin.token,
      body: { role: 'DEFAULT_USER', status: 'APPROVED', companyIds: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ companyIds: 'A user must be assigned to a company.' });
    const byManager = await editUser(manager.token, colleague.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [tenant.companyId, second.id],
    });
    expect(byManager.status).toBe(403);
    expect(byManager.body.fields).toEqual({
      companyIds: 'Only admins can assign a user to several companies.',
    });
    // A change of rights ends the edited user's session (decision 004): not the colleague's.
    const target = await companyMember(tenant);
    const byAdmin = await editUser(admin.token, target.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [tenant.companyId, second.id],
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.companies.map((company) => company.id).sort()).toEqual(
      [tenant.companyId, second.id].sort(),
    );
    const unknown = await editUser(admin.token, colleague.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: ['no-such-company'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ companyIds: 'Unknown company.' });
  });

  it('lets a manager give roles up to manager, within their company only', async () => {
    const target = await companyMember(tenant);
    const toAdmin = await editUser(manager.token, target.id, {
      role: 'CLIENT_ADMIN',
      status: 'APPROVED',
      companyIds: [tenant.companyId],
    });
    expect(toAdmin.status).toBe(403);
    const toOtherCompany = await editUser(manager.token, target.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [second.id],
    });
    expect(toOtherCompany.status).toBe(403);
    const toManager = await editUser(manager.token, target.id, {
      role: 'MANAGER_USER',
      status: 'APPROVED',
      companyIds: [tenant.companyId],
    });
    expect(toManager.status).toBe(200);
    expect(toManager.body.role).toBe('MANAGER_USER');
  });

  it('does not let anyone change their own role or status', async () => {
    const answer = await editUser(admin.token, admin.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [tenant.companyId],
    });
    expect(answer.status).toBe(403);
  });

  it('ends the sessions of a disapproved user at once', async () => {
    const target = await companyMember(tenant);
    expect((await call('GET', '/me', { token: target.token })).status).toBe(200);
    await editUser(admin.token, target.id, {
      role: 'DEFAULT_USER',
      status: 'REJECTED',
      companyIds: [tenant.companyId],
    });
    expect((await call('GET', '/me', { token: target.token })).status).toBe(401);
  });

  it('never loses an update: of concurrent edits on one version, one wins and the rest get 409', async () => {
    const target = await companyMember(tenant);
    const read = await call<UserAnswer>('GET', `/user/${target.id}`, { token: admin.token });
    const edits = await Promise.all(
      ['MANAGER_USER', 'DEFAULT_USER', 'MANAGER_USER', 'DEFAULT_USER', 'MANAGER_USER'].map((role) =>
        editUser(admin.token, target.id, {
          role,
          status: 'APPROVED',
          companyIds: [tenant.companyId],
          version: read.body.version,
        }),
      ),
    );
    expect(edits.filter((edit) => edit.status === 200)).toHaveLength(1);
    expect(
      edits.filter((edit) => edit.status === 409).every((edit) => edit.body.code === 'VERSION_CONFLICT'),
    ).toBe(true);
    const after = await call<UserAnswer>('GET', `/user/${target.id}`, { token: admin.token });
    expect(after.body.version).toBe(read.body.version + 1);
  });
});

describe('companies', () => {
  it('lists every company for an admin and only their own for others', async () => {
    const all = await call<{ id: string }[]>('GET', '/companies', { token: admin.token });
    expect(all.body.map((company) => company.id)).toEqual(
      expect.arrayContaining([tenant.companyId, second.id]),
    );
    const own = await call<{ id: string }[]>('GET', '/companies', { token: colleague.token });
    expect(own.body.map((company) => company.id)).toEqual([tenant.companyId]);
  });

  it('creates a company once per name, ignoring case and spaces', async () => {
    const name = `Green Cans ${randomUUID().slice(0, 4)}`;
    const created = await call<{ name: string }>('POST', '/company/create', {
      token: admin.token,
      body: { companyName: ` ${name} ` },
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe(name);
    const again = await call<{ code: string }>('POST', '/company/create', {
      token: admin.token,
      body: { companyName: name.toUpperCase().replace(' ', '   ') },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COMPANY_NAME_EXISTS');
  });

  it('makes one company out of 20 concurrent creates of a name', async () => {
    const name = `Race Co ${randomUUID().slice(0, 4)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/company/create', { token: admin.token, body: { companyName: name } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const all = await call<{ name: string }[]>('GET', '/companies', { token: admin.token });
    expect(all.body.filter((company) => company.name === name)).toHaveLength(1);
  });

  it('refuses a blank name and non-admins', async () => {
    const blank = await call<{ fields: Record<string, string> }>('POST', '/company/create', {
      token: admin.token,
      malformed: true,
      body: { companyName: '  ' },
    });
    expect(blank.body.fields).toEqual({ companyName: 'Company name is required' });
    expect(
      (await call('POST', '/company/create', { token: manager.token, body: { companyName: 'Mine' } })).status,
    ).toBe(403);
  });
});

describe('own profile', () => {
  it('saves names, and only for oneself', async () => {
    const me = await companyMember(tenant);
    const saved = await call<{ firstName: string }>('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: { firstName: 'Renamed', lastName: 'Person' },
    });
    expect(saved.body.firstName).toBe('Renamed');
    const other = await call('PUT', `/profile/${colleague.id}`, {
      token: me.token,
      body: { firstName: 'X', lastName: 'Y' },
    });
    expect(other.status).toBe(403);
  });

  it('changes the password only with the current one, ending other sessions', async () => {
    const me = await companyMember(tenant);
    const otherSession = await loginAs(me.email, MEMBER_PASSWORD);
    const wrongOld = await call<{ code: string }>('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: {
        firstName: 'A',
        lastName: 'B',
        oldPassword: 'not it at all',
        newPassword: 'new secret 1',
        confirmPassword: 'new secret 1',
      },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.code).toBe('PASSWORD_MISMATCH');
    const changed = await call('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: {
        firstName: 'A',
        lastName: 'B',
        oldPassword: MEMBER_PASSWORD,
        newPassword: 'new secret 1',
        confirmPassword: 'new secret 1',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/me', { token: me.token })).status).toBe(200);
    expect((await call('GET', '/me', { token: otherSession })).status).toBe(401);
    const afterwards = await loginAs(me.email, 'new secret 1');
    expect((await call('GET', '/me', { token: afterwards })).status).toBe(200);
    const renamed = await call('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: { firstName: 'C', lastName: 'D' },
    });
    expect(renamed.status).toBe(200);
  });
});

describe('profile pictures', () => {
  const upload = (token: string, form: FormData) =>
    call<{ code?: string; profilePictureUrl?: string }>('POST', '/user/profile-picture/upload', {
      token,
      form,
    });

  it('stores a PNG, replaces it with a JPEG, and serves it to the same tenant only', async () => {
    const me = await companyMember(tenant);
    const png = pngBytes();
    expect((await upload(me.token, fileForm(png, 'me.png', 'image/png'))).status).toBe(200);
    const first = await call('GET', `/profile/profile-picture/${me.id}`, { token: colleague.token });
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(samePixels(first.bytes, png)).toBe(true);

    const jpeg = jpegBytes();
    expect((await upload(me.token, fileForm(jpeg, 'me.jpeg', 'image/jpeg'))).status).toBe(200);
    const second = await call('GET', `/profile/profile-picture/${me.id}`, { token: me.token });
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(decodedImage(second.bytes)).toMatchObject({ width: 12, height: 8 });

    const stranger = await createTestTenant('stranger');
    const strangerToken = await adminTokenOf(stranger, call);
    expect((await call('GET', `/profile/profile-picture/${me.id}`, { token: strangerToken })).status).toBe(
      404,
    );
  });

  it('refuses a wrong type, a renamed non-image, an oversize file and an empty form, keeping the old picture', async () => {
    const me = await companyMember(tenant);
    const png = pngBytes(3, 90);
    await upload(me.token, fileForm(png, 'me.png', 'image/png'));
    const refusals = [
      [fileForm(gifBytes(), 'anim.gif', 'image/gif'), 415, 'UNSUPPORTED_FILE_TYPE'],
      [fileForm(Buffer.from('not really a picture'), 'fake.png', 'image/png'), 415, 'UNSUPPORTED_FILE_TYPE'],
      [
        fileForm(Buffer.concat([pngBytes(), Buffer.alloc(4 * 1024 * 1024)]), 'big.png', 'image/png'),
        413,
        'FILE_TOO_LARGE',
      ],
      [new FormData(), 400, 'FILE_MISSING'],
    ] as const;
    for (const [form, status, code] of refusals) {
      const answer = await upload(me.token, form);
      expect(answer.status, code).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    const kept = await call('GET', `/profile/profile-picture/${me.id}`, { token: me.token });
    expect(samePixels(kept.bytes, png)).toBe(true);
  });

  it('answers 404 for a user without a picture', async () => {
    expect(
      (await call('GET', `/profile/profile-picture/${colleague.id}`, { token: colleague.token })).status,
    ).toBe(404);
  });
});

describe('invitations', () => {
  it('mails a sign-up link and attaches the new user to the company', async () => {
    const email = `invited-${randomUUID().slice(0, 6)}@example.com`;
    const invited = await call('POST', '/profile/invite', {
      token: manager.token,
      body: { email, companyId: tenant.companyId },
    });
    expect(invited.status).toBe(200);
    const mail = await waitForMail(email);
    expect(mail.body.text).toContain(`${tenant.url}/signUp?email=`);
    await call('POST', '/auth/signUp', {
      body: signUpBody(tenant.url, email, {
        createPassword: 'invited password',
        confirmPassword: 'invited password',
      }),
    });
    const list = await call<{ items: (UserAnswer & { email: string })[] }>('GET', '/users?limit=100', {
      token: manager.token,
    });
    const joined = list.body.items.find((user) => user.email === email);
    expect(joined?.companies.map((company) => company.id)).toEqual([tenant.companyId]);
    expect(joined?.status).toBe('PENDING');
  });

  it('refuses an address that has an account, and a company outside the scope', async () => {
    const existing = await call<{ code: string }>('POST', '/profile/invite', {
      token: manager.token,
      body: { email: colleague.email, companyId: tenant.companyId },
    });
    expect(existing.body.code).toBe('INVITE_ACCOUNT_EXISTS');
    const foreign = await call('POST', '/profile/invite', {
      token: manager.token,
      body: { email: `x-${randomUUID().slice(0, 6)}@example.com`, companyId: second.id },
    });
    expect(foreign.status).toBe(403);
    expect(await mailsTo(colleague.email)).toHaveLength(0);
  });
});

describe('notifications', () => {
  it('merges tenant and company notifications newest first, filtered by type, page by page', async () => {
    const own = await createTestTenant('news');
    const token = await adminTokenOf(own, call);
    const written: string[] = [];
    for (let i = 0; i < 6; i++) {
      const item = newNotificationItem({
        clientId: own.clientId,
        ...(i % 2 === 0 ? {} : { companyId: own.companyId }),
        type: i % 2 === 0 ? 'NEW_USER' : 'NEW_PACKAGE',
        meta: { n: i },
      });
      await putItem(item);
      written.push(item.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/notifications?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call<{ items: { id: string }[]; nextCursor: string | null }>('GET', query, {
        token,
      });
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...written].reverse());

    const onlyPackages = await call<{ items: { type: string }[] }>(
      'GET',
      '/notifications?types=NEW_PACKAGE&limit=10',
      { token },
    );
    expect(onlyPackages.body.items).toHaveLength(3);
    expect(onlyPackages.body.items.every((item) => item.type === 'NEW_PACKAGE')).toBe(true);
    expect((await call('GET', '/notifications?types=NOPE', { token })).status).toBe(400);
  });
});

describe('tenant settings', () => {
  it('shows a new theme on the public calls at once, and refuses a stale version', async () => {
    const own = await createTestTenant('settings');
    const token = await adminTokenOf(own, call);
    const read = await call<{ version: number }>('GET', '/tenant/settings', { token });
    const body = {
      name: 'Renamed Tenant',
      email: 'help@renamed.example',
      primaryColor: '#0A7F3F',
      secondaryColor: '#444444',
      faqs: [{ language: 'EN', question: 'New?', answer: 'Yes.' }],
      version: read.body.version,
    };
    expect((await call('PUT', '/tenant/settings', { token, body })).status).toBe(200);
    expect((await call('GET', `/theme?url=${own.url}`)).body).toEqual({
      primaryColor: '#0a7f3f',
      secondaryColor: '#444444',
    });
    const publicClient = await call<{ name: string; faqs: { question: string }[] }>(
      'GET',
      `/auth/clientByUrl?url=${own.url}`,
    );
    expect(publicClient.body.name).toBe('Renamed Tenant');
    expect(publicClient.body.faqs.map((faq) => faq.question)).toEqual(['New?']);
    const stale = await call('PUT', '/tenant/settings', { token, body: { ...body, name: 'Lost update' } });
    expect(stale.status).toBe(409);
    expect(
      (
        await call('PUT', '/tenant/settings', {
          token,
          malformed: true,
          body: { ...body, primaryColor: 'green' },
        })
      ).status,
    ).toBe(400);
  });

  it('replaces the logo with a PNG and refuses SVG and oversize files', async () => {
    const own = await createTestTenant('logo');
    const token = await adminTokenOf(own, call);
    const png = pngBytes(8);
    expect(
      (await call('POST', '/tenant/logo', { token, form: fileForm(png, 'logo.png', 'image/png') })).status,
    ).toBe(200);
    expect(samePixels((await call('GET', `/theme/logo?url=${own.url}`)).bytes, png)).toBe(true);
    const svg = fileForm(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect((await call('POST', '/tenant/logo', { token, form: svg })).status).toBe(415);
    const big = fileForm(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'big.png', 'image/png');
    expect((await call('POST', '/tenant/logo', { token, form: big })).status).toBe(413);
    expect(samePixels((await call('GET', `/theme/logo?url=${own.url}`)).bytes, png)).toBe(true);
  });

  it('restricts the users of a blocked domain at once, and only admins may block', async () => {
    const own = await createTestTenant('blocking');
    const token = await adminTokenOf(own, call);
    const member = await companyMember(own);
    expect((await call('GET', '/me', { token: member.token })).status).toBe(200);
    expect(
      (await call('POST', '/tenant/blacklist', { token, body: { emailDomain: 'Members.Example' } })).status,
    ).toBe(200);
    expect((await call('GET', '/me', { token: member.token })).status).toBe(401);
    const login = await call<{ code: string }>('POST', '/auth/login', {
      body: { email: member.email, password: MEMBER_PASSWORD },
      headers: { origin: own.url },
    });
    expect(login.body.code).toBe('ACCESS_RESTRICTED');
    await call('DELETE', '/tenant/blacklist/members.example', { token });
    expect((await call('GET', '/me', { token: member.token })).status).toBe(200);
    expect((await call('GET', '/tenant/settings', { token: member.token })).status).toBe(403);
    expect(
      (
        await call('POST', '/tenant/blacklist', {
          token,
          malformed: true,
          body: { emailDomain: 'not a domain' },
        })
      ).status,
    ).toBe(400);
  });
});
