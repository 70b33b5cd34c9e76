import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS, routes, type AuditAction } from '@recyclens/shared';
import { tenantKeys } from '../src/data/keys';
import { createCompany, getCompanies } from '../src/data/repositories/companies';
import { getUser } from '../src/data/repositories/users';
import { getItem, type StoredItem } from '../src/data/table';
import { csvLine } from '../src/reports/csv';
import { auditLogCsv } from '../src/services/tenants/audit-log';
import { useApi } from './support/api';
import { fileForm, pngBytes } from './support/images';
import { routeSamples, type SampleContext } from './support/route-samples';
import { companyMember } from './support/company-members';
import { ADMIN_PASSWORD, createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('audit');
const other = await createTestTenant('audit-other');

type Entry = {
  id: string;
  at: string;
  action: AuditAction;
  actor: { id: string | null; name: string };
  target: { kind: string; id: string; label: string } | null;
  details: Record<string, string>;
  sourceAddress: string;
};
type EntryPage = { items: Entry[]; nextCursor: string | null; code?: string };

const signIn = (email: string, password: string, address: string, origin = tenant.url) =>
  call<{ token: string; code?: string; message?: string }>('POST', '/auth/login', {
    body: { email, password },
    headers: { origin, 'x-forwarded-for': address },
  });

const ADMIN_ADDRESS = '203.0.113.7';
const adminToken = (await signIn(tenant.adminEmail, ADMIN_PASSWORD, ADMIN_ADDRESS)).body.token;
const otherAdminToken = (await signIn(other.adminEmail, ADMIN_PASSWORD, '198.51.100.20', other.url)).body
  .token;
const asAdmin = { token: adminToken, headers: { 'x-forwarded-for': ADMIN_ADDRESS } };

const auditLog = (query: string, token = adminToken) => call<EntryPage>('GET', `/audit?${query}`, { token });
/** The newest entry of an action, optionally about one target. */
const latest = async (action: AuditAction, targetId?: string) => {
  const page = await auditLog(`action=${action}&limit=100`);
  return page.body.items.find((entry) => !targetId || entry.target?.id === targetId);
};

describe('each kind of change leaves its entry: who, what, from where', () => {
  it('records a sign-in with the user and the address it came from', async () => {
    const entry = await latest('SIGN_IN');
    expect(entry).toMatchObject({
      actor: { id: tenant.adminId, name: 'Ada Admin' },
      sourceAddress: ADMIN_ADDRESS,
      details: { email: tenant.adminEmail },
    });
  });

  it('records failed sign-ins of a known and of an unknown address alike to the caller', async () => {
    const unknown = `nobody-${randomUUID().slice(0, 6)}@audit.example`;
    const wrongPassword = await signIn(tenant.adminEmail, 'not the password', '203.0.113.8');
    const noAccount = await signIn(unknown, 'not the password', '203.0.113.9');
    // The caller learns nothing from the record: both answers are the same.
    expect(wrongPassword.status).toBe(401);
    expect(noAccount.body).toEqual(wrongPassword.body);

    const failures = (await auditLog('action=SIGN_IN_FAILED&limit=100')).body.items;
    expect(failures.find((entry) => entry.sourceAddress === '203.0.113.8')).toMatchObject({
      actor: { id: tenant.adminId },
      details: { email: tenant.adminEmail, reason: 'INVALID_CREDENTIALS' },
    });
    expect(failures.find((entry) => entry.sourceAddress === '203.0.113.9')).toMatchObject({
      actor: { id: null },
      details: { email: unknown },
    });
  });

  it('records a role change and an approval with old and new values, in the write itself', async () => {
    const member = await companyMember(tenant, { status: 'PENDING', label: 'pending' });
    const edited = await call('PUT', `/user/${member.id}`, {
      ...asAdmin,
      body: { role: 'MANAGER_USER', status: 'APPROVED', companyIds: [tenant.companyId] },
    });
    expect(edited.status).toBe(200);
    expect(await latest('USER_UPDATED', member.id)).toMatchObject({
      actor: { id: tenant.adminId, name: 'Ada Admin' },
      target: { kind: 'user', id: member.id, label: 'pending DEFAULT_USER' },
      details: { role: 'DEFAULT_USER → MANAGER_USER', status: 'PENDING → APPROVED' },
      sourceAddress: ADMIN_ADDRESS,
    });
    const second = await createCompany(tenant.clientId, `Second ${randomUUID().slice(0, 4)}`);
    await call('PUT', `/user/${member.id}`, {
      ...asAdmin,
      body: { role: 'MANAGER_USER', status: 'APPROVED', companyIds: [second.id] },
    });
    const moved = await latest('USER_UPDATED', member.id);
    expect(moved?.details).toEqual({ companies: `audit Company → ${second.name}` });
  });

  it('writes no entry when the change itself is refused', async () => {
    const member = await companyMember(tenant);
    const stale = await call('PUT', `/user/${member.id}`, {
      ...asAdmin,
      body: { role: 'MANAGER_USER', status: 'APPROVED', companyIds: [tenant.companyId], version: 99 },
    });
    expect(stale.status).toBe(409);
    expect(await latest('USER_UPDATED', member.id)).toBeUndefined();
  });

  it('records tenant settings and the blacklist', async () => {
    const settings = await call<Record<string, unknown> & { version: number }>(
      'GET',
      '/tenant/settings',
      asAdmin,
    );
    const saved = await call('PUT', '/tenant/settings', {
      ...asAdmin,
      body: {
        name: 'Audited tenant',
        email: 'contact@audited.example',
        primaryColor: '#123456',
        secondaryColor: '#654321',
        faqs: [],
        version: settings.body.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(await latest('TENANT_SETTINGS_UPDATED')).toMatchObject({
      target: { kind: 'tenant', label: 'Audited tenant' },
      details: { name: 'Tenant audit → Audited tenant' },
    });
    const domain = `blocked-${randomUUID().slice(0, 6)}.example`;
    await call('POST', '/tenant/blacklist', { ...asAdmin, body: { emailDomain: domain } });
    await call('DELETE', `/tenant/blacklist/${domain}`, asAdmin);
    expect(await latest('BLACKLIST_ADDED', domain)).toMatchObject({ actor: { id: tenant.adminId } });
    expect(await latest('BLACKLIST_REMOVED', domain)).toMatchObject({ actor: { id: tenant.adminId } });
    const logo = await call('POST', '/tenant/logo', {
      ...asAdmin,
      form: fileForm(pngBytes(), 'logo.png', 'image/png'),
    });
    expect(logo.status).toBe(200);
    expect(await latest('TENANT_LOGO_REPLACED')).toMatchObject({
      actor: { id: tenant.adminId },
      target: { kind: 'tenant' },
      sourceAddress: ADMIN_ADDRESS,
    });
  });

  it('records exports and imports started, and deletions of packaging and projects', async () => {
    const context: SampleContext = {
      selfId: tenant.adminId,
      companyId: tenant.companyId,
      targetUserId: tenant.adminId,
      packageId: '',
      projectId: '',
    };
    const project = await call<{ id: string; version: number }>('POST', '/projects', {
      ...asAdmin,
      body: { name: `Audited project ${randomUUID().slice(0, 4)}` },
    });
    const pack = await call<{ id: string; version: number }>('POST', '/packages', {
      ...asAdmin,
      ...routeSamples.createPackage?.(context).options,
    });
    const exported = await call('POST', '/exports', { ...asAdmin, body: { format: 'xlsx' } });
    expect(exported.status).toBeLessThan(300);
    const imported = await call('POST', '/packages/import', {
      ...asAdmin,
      ...routeSamples.importPackages?.(context).options,
    });
    expect(imported.status).toBe(200);
    await call('DELETE', `/packages/${pack.body.id}?version=${pack.body.version}`, asAdmin);
    await call('DELETE', `/projects/${project.body.id}?version=${project.body.version}`, asAdmin);

    // The company by its name, not its id (issue 36 §5); the CSV keeps the id (decision 044).
    const [company] = await getCompanies(tenant.clientId, [tenant.companyId]);
    expect(await latest('EXPORT_STARTED')).toMatchObject({
      target: { kind: 'export', label: 'xlsx' },
      details: { company: company?.name, scope: 'all' },
    });
    expect(await latest('IMPORT_STARTED')).toMatchObject({
      target: { kind: 'import', label: 'sample.csv' },
      details: { rows: '1' },
    });
    expect(await latest('PACKAGE_DELETED', pack.body.id)).toMatchObject({ target: { label: 'Sample pack' } });
    expect(await latest('PROJECT_DELETED', project.body.id)).toMatchObject({
      actor: { id: tenant.adminId },
      sourceAddress: ADMIN_ADDRESS,
    });
  });

  it('stores each entry to expire one year after it was written', async () => {
    const entry = await latest('SIGN_IN');
    if (!entry) throw new Error('no sign-in recorded');
    const stored = await getItem<StoredItem>(tenantKeys.auditEntry(tenant.clientId, entry.at, entry.id));
    const yearAhead = Date.parse(entry.at) / 1000 + AUDIT_RETENTION_DAYS * 24 * 3600;
    expect(Math.abs(Number(stored?.ttl) - yearAhead)).toBeLessThan(5);
  });
});

describe('the listing', () => {
  it('filters by the user who acted, newest first', async () => {
    const member = await companyMember(tenant);
    await call('POST', '/projects', {
      token: member.token,
      body: { name: `Mine ${randomUUID().slice(0, 4)}` },
    });
    const page = await auditLog(`userId=${tenant.adminId}&limit=100`);
    expect(page.body.items.length).toBeGreaterThan(3);
    expect(page.body.items.every((entry) => entry.actor.id === tenant.adminId)).toBe(true);
    const times = page.body.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by action and by time range', async () => {
    const all = (await auditLog('limit=100')).body.items;
    const middle = all[Math.floor(all.length / 2)];
    if (!middle) throw new Error('no entries');
    const until = (await auditLog(`to=${encodeURIComponent(middle.at)}&limit=100`)).body.items;
    expect(until.length).toBeGreaterThan(0);
    expect(until.every((entry) => entry.at <= middle.at)).toBe(true);
    const since = (await auditLog(`from=${encodeURIComponent(middle.at)}&limit=100`)).body.items;
    expect(since.every((entry) => entry.at >= middle.at)).toBe(true);
    expect(since.length + until.length).toBeGreaterThanOrEqual(all.length);
    const future = await auditLog(
      `from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
    );
    expect(future.body.items).toEqual([]);
    const blacklist = (await auditLog('action=BLACKLIST_ADDED')).body.items;
    expect(blacklist.length).toBeGreaterThan(0);
    expect(blacklist.every((entry) => entry.action === 'BLACKLIST_ADDED')).toBe(true);
    const byBoth = (await auditLog(`userId=${tenant.adminId}&action=SIGN_IN_FAILED`)).body.items;
    expect(byBoth.length).toBeGreaterThan(0);
    expect(
      byBoth.every((entry) => entry.action === 'SIGN_IN_FAILED' && entry.actor.id === tenant.adminId),
    ).toBe(true);
    // One action's entries page like the whole log.
    const first = await auditLog('action=SIGN_IN_FAILED&limit=1');
    const next = await auditLog(
      `action=SIGN_IN_FAILED&limit=1&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
    );
    expect(next.body.items).toHaveLength(1);
    expect(next.body.items[0]?.action).toBe('SIGN_IN_FAILED');
    expect(next.body.items[0]?.id).not.toBe(first.body.items[0]?.id);
  });

  it('pages with sealed cursors that do not repeat entries', async () => {
    const first = await auditLog('limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await auditLog(`limit=2&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`);
    const ids = [...first.body.items, ...second.body.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(4);
    const forged = await auditLog('limit=2&cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_CURSOR');
  });

  it('refuses a range whose end lies before its start, and an unknown action', async () => {
    const backwards = await auditLog('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const unknown = await auditLog('action=EDITED_BY_MAGIC');
    expect(unknown.status).toBe(400);
  });

  it('is for tenant admins only', async () => {
    for (const role of ['MANAGER_USER', 'DEFAULT_USER'] as const) {
      const member = await companyMember(tenant, { role });
      const page = await auditLog('limit=5', member.token);
      expect(page.status).toBe(403);
      const csv = await call<{ code: string }>('GET', '/audit/csv', { token: member.token });
      expect(csv.status).toBe(403);
    }
  });

  it("never shows one tenant another tenant's entries", async () => {
    const mine = (await auditLog('limit=100', otherAdminToken)).body.items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.id !== tenant.adminId)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain(tenant.slug);
    const aimed = await auditLog(`userId=${tenant.adminId}`, otherAdminToken);
    expect(aimed.body.items).toEqual([]);
  });

  it('offers no way to change or delete an entry', () => {
    const writes = Object.values(routes).filter(
      (route) => route.path.startsWith('/audit') && route.method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});

describe('the CSV download', () => {
  it('holds a header and one row per entry of the filter', async () => {
    const listed = (await auditLog('action=SIGN_IN_FAILED&limit=100')).body.items;
    const answer = await call('GET', '/audit/csv?action=SIGN_IN_FAILED', { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('audit-log.csv');
    const lines = answer.bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"time","action","actor","actor id","target kind","target id","target","details","address"',
    );
    expect(lines).toHaveLength(listed.length + 1);
    expect(lines.slice(1).every((line) => line.includes('"SIGN_IN_FAILED"'))).toBe(true);
    expect(lines.some((line) => line.includes('"203.0.113.9"'))).toBe(true);
  });
});

describe('the CSV bound and its cells', () => {
  it('stops at the row limit and says the log went on', async () => {
    const user = await getUser(tenant.clientId, tenant.adminId);
    if (!user) throw new Error('no admin');
    const caller = {
      clientId: tenant.clientId,
      userId: user.id,
      sessionId: 'csv-test',
      role: user.role,
      companyIds: user.companyIds,
      user,
      currentCompanyId: undefined,
      address: ADMIN_ADDRESS,
    };
    const total = (await auditLog('limit=100')).body.items.length;
    expect(total).toBeGreaterThan(3);
    const cut = await auditLogCsv(caller, {}, 3);
    expect(cut.truncated).toBe(true);
    expect(cut.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(4);
    const whole = await auditLogCsv(caller, {}, 1000);
    expect(whole.truncated).toBe(false);
    expect(whole.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(total + 1);
  });

  it('quotes every cell and keeps a spreadsheet from running one as a formula', () => {
    expect(csvLine(['=HYPERLINK("http://evil")', 'plain', '-1+1', 'say "hi"'])).toBe(
      `"'=HYPERLINK(""http://evil"")","plain","'-1+1","say ""hi"""\r\n`,
    );
  });
});
