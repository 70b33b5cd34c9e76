import { randomUUID } from 'node:crypto';
import { INVITATIONS_PER_USER_PER_DAY } from '@recyclens/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKey, type UserItem } from '../../src/data/repositories/users';
import { getItem, updateFields } from '../../src/data/table';
import { useApi } from '../support/api';
import { waitForMail } from '../support/mails';
import { companyMember } from '../support/company-members';
import { adminTokenOf, createTestTenant } from '../support/tenants';

const call = useApi();
const tenant = await createTestTenant('hygiene');
const admin = await adminTokenOf(tenant, call);
const newAddress = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;
type ErrorAnswer = { code: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> };

const invite = (token: string, email = newAddress()) =>
  call<ErrorAnswer>('POST', '/profile/invite', { token, body: { email, companyId: tenant.companyId } });

describe('text the server accepts', () => {
  it('stores names in NFC, so the same name typed two ways is one name', async () => {
    const me = await companyMember(tenant);
    const saved = await call<{ firstName: string }>('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: { firstName: 'Rene\u0301e', lastName: 'Dupont' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.firstName).toBe('Renée');
    const stored = await getItem<UserItem>(userKey(tenant.clientId, me.id));
    expect(stored?.firstName).toBe('Ren\u00e9e');
  });

  it('refuses a lone surrogate or a control in a name, naming the field in the caller’s language, and keeps the name', async () => {
    const me = await companyMember(tenant, { language: 'DE' });
    for (const lastName of ['Smith\uD800', 'Smi\u0000th', 'Smi\u0007th']) {
      const refused = await call<ErrorAnswer>('PUT', `/profile/${me.id}`, {
        token: me.token,
        malformed: true,
        body: { firstName: 'Ann', lastName },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.fields).toEqual({
        lastName: 'Dieser Text enthält Zeichen, die nicht erlaubt sind',
      });
      expect(refused.body.fieldCodes).toEqual({ lastName: 'TEXT_INVALID_CHARACTERS' });
    }
    const stored = await getItem<UserItem>(userKey(tenant.clientId, me.id));
    expect(stored?.lastName).toBe('DEFAULT_USER');
  });

  it('keeps line breaks in a description but refuses them in a name', async () => {
    const kept = await call<{ id: string; description: string }>('POST', '/projects', {
      token: admin,
      companyId: tenant.companyId,
      body: { name: 'Two lines', description: 'First line\nSecond\tline' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.description).toBe('First line\nSecond\tline');
    const refused = await call<ErrorAnswer>('POST', '/projects', {
      token: admin,
      companyId: tenant.companyId,
      malformed: true,
      body: { name: 'Two\nlines', description: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ name: 'LINE_BREAKS_NOT_ALLOWED' });
  });

  it('refuses markup and links in the names of people and companies', async () => {
    const me = await companyMember(tenant);
    const link = '<a href="https://evil.example/login">Click to verify</a>';
    for (const lastName of [link, 'Visit https://evil.example', 'Agent 007']) {
      const refused = await call<ErrorAnswer>('PUT', `/profile/${me.id}`, {
        token: me.token,
        malformed: true,
        body: { firstName: 'Ann', lastName },
      });
      expect(refused.status, lastName).toBe(400);
      expect(refused.body.fieldCodes?.lastName).toBe('PERSON_NAME_INVALID');
    }
    const kept = await call<{ lastName: string }>('PUT', `/profile/${me.id}`, {
      token: me.token,
      body: { firstName: 'Jean-Luc', lastName: "O’Neill-d'Arc Jr." },
    });
    expect(kept.status).toBe(200);
    for (const companyName of [link, 'www.evil.example', 'Go to https://evil.example now']) {
      const refused = await call<ErrorAnswer>('POST', '/company/create', {
        token: admin,
        body: { companyName },
      });
      expect(refused.status, companyName).toBe(400);
      expect(refused.body.fieldCodes?.companyName).toBe('NAME_WITHOUT_LINKS');
    }
    const plain = await call('POST', '/company/create', {
      token: admin,
      body: { companyName: `Smith & Sons 2, Ltd. ${randomUUID().slice(0, 4)}` },
    });
    expect(plain.status).toBe(200);
  });
});

describe('invitation mails', () => {
  it('still go out, repaired, from a user whose stored name is ill-formed', async () => {
    const inviter = await companyMember(tenant, { role: 'MANAGER_USER' });
    await updateFields(userKey(tenant.clientId, inviter.id), { lastName: 'Bad\uD800\u0000Name' });
    const first = newAddress();
    expect((await invite(inviter.token, first)).status).toBe(200);
    const mail = await waitForMail(first);
    expect(mail.body.text).toContain('Bad\uFFFDName');
    expect(mail.body.html).toContain('Bad\uFFFDName');
    // The next mail of the same warm function is not spoiled by the first one either.
    await updateFields(userKey(tenant.clientId, inviter.id), { lastName: 'Fixed' });
    const second = newAddress();
    expect((await invite(inviter.token, second)).status).toBe(200);
    expect((await waitForMail(second)).body.text).toContain('Fixed');
  });

  it('name the tenant in the subject, not the inviter, and escape the name in HTML', async () => {
    const inviter = await companyMember(tenant, { role: 'MANAGER_USER' });
    const link = '<a href="https://evil.example/login">Click</a>';
    await updateFields(userKey(tenant.clientId, inviter.id), { lastName: link });
    const address = newAddress();
    expect((await invite(inviter.token, address)).status).toBe(200);
    const mail = await waitForMail(address);
    expect(mail.subject).not.toContain('evil.example');
    expect(mail.subject).toContain('Tenant hygiene');
    expect(mail.body.html).not.toContain('<a href="https://evil.example');
    expect(mail.body.text).toContain(link);
  });
});

describe('invitations per day', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`answers the invitation past ${INVITATIONS_PER_USER_PER_DAY} a day with 429 until midnight UTC`, async () => {
    // A frozen clock on both sides of a UTC midnight (the day after tomorrow's, so no counter is
    // past its expiry); the inviters sign in under it, so their sessions hold at those times.
    const midnight = (Math.floor(Date.now() / 86_400_000) + 2) * 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'], now: midnight - 10 * 60_000 });
    const inviter = await companyMember(tenant, { role: 'MANAGER_USER' });
    for (let i = 0; i < INVITATIONS_PER_USER_PER_DAY; i++) {
      expect((await invite(inviter.token)).status).toBe(200);
    }
    const refused = await invite(inviter.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers.get('retry-after')).toBe('600');
    // Another user's allowance is their own.
    const colleague = await companyMember(tenant, { role: 'MANAGER_USER' });
    expect((await invite(colleague.token)).status).toBe(200);

    vi.setSystemTime(midnight - 1);
    const lastMoment = await invite(inviter.token);
    expect(lastMoment.status).toBe(429);
    expect(lastMoment.headers.get('retry-after')).toBe('1');
    vi.setSystemTime(midnight);
    expect((await invite(inviter.token)).status).toBe(200);
  });

  it('lets parallel invitations through only up to the limit', async () => {
    const inviter = await companyMember(tenant, { role: 'MANAGER_USER' });
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_USER_PER_DAY + 10 }, () => invite(inviter.token)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(INVITATIONS_PER_USER_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
