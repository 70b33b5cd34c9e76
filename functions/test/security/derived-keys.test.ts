import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NAME_SORT_KEY_BYTES, nameSortKey } from '../../src/data/name-sort-key';
import { useApi } from '../support/api';
import { companyMember } from '../support/company-members';
import { fileForm } from '../support/images';
import { importWorkbook } from '../support/import-workbook';
import { signUpBody } from '../support/sign-up';
import { createTestTenant } from '../support/tenants';

/**
 * Issue 37 §1: a name within its limit used to make its folded sort key larger than DynamoDB
 * takes (each digit run padded to 12, compatibility normalisation expanding a character up to 18),
 * and the write answered 500. Every text field that feeds a key, at its maximum with the input
 * that expands most, must be stored — and the lists must still sort by it.
 */
const call = useApi();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `max` characters that fold to the longest key: 1 digit and 1 space, each digit padded to 12. */
const digitRuns = (max: number) => '1 '.repeat(max / 2).trim() + '1'.repeat(max % 2);
/** U+FDFA expands to 18 characters (33 UTF-8 bytes) under NFKD, and is a letter. */
const ligatures = (max: number) => '\uFDFA'.repeat(max);

describe('a name’s sort key', () => {
  it('fits its byte budget however the name expands, and keeps the natural order', () => {
    for (const name of [digitRuns(200), ligatures(200)])
      expect(Buffer.byteLength(nameSortKey(name))).toBeLessThanOrEqual(NAME_SORT_KEY_BYTES);
    const names = ['Project 10', 'project 2', 'Äpfel', 'Birnen', `${digitRuns(30)} b`, `${digitRuns(30)} a`];
    expect([...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))).toEqual([
      `${digitRuns(30)} a`,
      `${digitRuns(30)} b`,
      'Äpfel',
      'Birnen',
      'project 2',
      'Project 10',
    ]);
  });
});

const tenant = await createTestTenant('derived-keys');
const user = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
const as = { token: user.token };

describe.each([
  ['digit runs', digitRuns],
  ['NFKD-expanding ligatures', ligatures],
])('text at its maximum with %s', (_label, worst) => {
  it('creates and renames a project and a packaging, which then sort among the others', async () => {
    const project = await call<{ id: string; version: number }>('POST', '/projects', {
      ...as,
      body: { name: worst(200) },
    });
    expect(project.status).toBe(200);
    const pack = await call<{ id: string; version: number }>('POST', '/packages', {
      ...as,
      body: { name: worst(200), projectId: project.body.id },
    });
    expect(pack.status).toBe(200);
    const renamed = await call('PUT', `/projects/${project.body.id}`, {
      ...as,
      body: { name: `${worst(199)}2`, version: project.body.version },
    });
    expect(renamed.status).toBe(200);
    const current = await call<{ version: number; components: unknown[] }>(
      'GET',
      `/packages/${pack.body.id}`,
      as,
    );
    const updated = await call('PUT', `/packages/${pack.body.id}`, {
      ...as,
      body: { name: `${worst(199)}2`, version: current.body.version, components: current.body.components },
    });
    expect(updated.status).toBe(200);
    const byName = await call<{ items: { id: string }[] }>('GET', '/packages?sortBy=name&limit=100', as);
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((item) => item.id)).toContain(pack.body.id);
  });

  it('imports a packaging and its project named so', async () => {
    const name = worst(200);
    const file = await importWorkbook(
      [['K', name, '', 'Bottle', name, 'DE', 'no']],
      [['K', 'Body', 'Body', 'Rigid plastic', 'PP', 'None', 'None', 'White', 0.9, 0.91, 0, 20]],
    );
    const imported = await call('POST', '/packages/import', {
      ...as,
      form: fileForm(file, 'packaging.xlsx', XLSX),
    });
    expect(imported.status).toBe(200);
  });
});

describe('names of people at their maximum with NFKD-expanding letters', () => {
  const name = ligatures(100);

  it('are kept by the profile', async () => {
    const answer = await call('PUT', `/profile/${user.id}`, {
      ...as,
      body: { firstName: name, lastName: name },
    });
    expect(answer.status).toBe(200);
    const listed = await call<{ items: { id: string }[] }>('GET', '/users?sortBy=name&limit=100', as);
    expect(listed.body.items.map((item) => item.id)).toContain(user.id);
  });

  it('sign up without a session, with the company name at its maximum too', async () => {
    const answer = await call('POST', '/auth/signUp', {
      body: signUpBody(tenant.url, `keys-${randomUUID().slice(0, 8)}@example.com`, {
        firstName: name,
        lastName: name,
        company: ligatures(200),
      }),
    });
    expect(answer.status).toBe(200);
  });
});
