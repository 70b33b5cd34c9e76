import { COMPONENTS_MAX, routes } from '@recyclens/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { infrastructureTable } from '../src/assessment';
import { tenantKeys } from '../src/data/keys';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient } from '../src/data/aws/clients';
import { env } from '../src/config/env';
import { queryPage, getItem, type StoredItem } from '../src/data/table';
import { useApi } from './support/api';
import { asComponentInput } from './support/components';
import { readPdf } from './support/pdf-read';
import { memberAndOutsider } from './support/company-members';

const call = useApi();
const { tenant, member: engineer, outsider } = await memberAndOutsider('evidence');

type Component = Record<string, unknown> & { id: string; name: string };
type Pack = { id: string; name: string; version: number; packageComponents: Component[] };
type Result = { id: string; grade: string; packageVersion: number | null };
type Evidence = {
  packageVersion: number | null;
  methodVersion: string;
  currentVersion: number;
  inputs: { name: string; components: Component[] } | null;
  tables: { id: string; rows: number; fingerprint: string }[];
  rowsUsed: {
    infrastructure: { countryId: string; stream: string; source: { name: string } }[];
    rules: { ruleId: string; source: { name: string } }[];
  };
  changesSince: { fields: { field: string; before: unknown; after: unknown }[] } | null;
};

const bottle = async () =>
  (
    await call<Pack>('POST', '/packages', {
      token: engineer.token,
      body: { name: 'Water bottle', templateId: 'pet-bottle', draft: false },
    })
  ).body;
const assess = async (packageId: string) =>
  (
    await call<Result[]>('POST', `/packages/${packageId}/assessments`, {
      token: engineer.token,
      body: { countryIds: ['DE'] },
    })
  ).body[0] as Result;
const evidenceOf = async (packageId: string, resultId: string, token = engineer.token) =>
  call<Evidence & { code?: string }>('GET', `/packages/${packageId}/results/${resultId}/evidence`, { token });

const original = infrastructureTable.map((row) => ({ ...row }));
afterAll(() => {
  infrastructureTable.splice(0, infrastructureTable.length, ...original);
});

describe('results that can be reproduced', () => {
  it('records the packaging version, its inputs, the method and every data table, with the rows used', async () => {
    const pkg = await bottle();
    const result = await assess(pkg.id);
    expect(result.packageVersion).toBe(1);
    const evidence = (await evidenceOf(pkg.id, result.id)).body;
    expect(evidence.packageVersion).toBe(1);
    expect(evidence.methodVersion).toMatch(/^\d{4}\.\d+\.\d+$/);
    expect(evidence.inputs?.name).toBe('Water bottle');
    expect(evidence.inputs?.components.map((c) => c.name)).toEqual(pkg.packageComponents.map((c) => c.name));
    expect(evidence.tables.map((t) => t.id)).toEqual(
      expect.arrayContaining(['infrastructure', 'rules', 'density-rules', 'streams', 'sources']),
    );
    for (const table of evidence.tables) expect(table.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(evidence.rowsUsed.infrastructure).toEqual([
      expect.objectContaining({
        countryId: 'DE',
        stream: 'pet',
        source: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    expect(evidence.rowsUsed.rules.length).toBeGreaterThan(0);
    expect(evidence.changesSince).toEqual({
      fields: [],
      components: { added: [], removed: [], changed: [], reordered: false },
    });
  });

  it('regenerates the same PDF after the packaging and an engine table changed, and says what changed since', async () => {
    const pkg = await bottle();
    const result = await assess(pkg.id);
    const before = await evidenceOf(pkg.id, result.id);
    const first = await call('GET', `/packages/${pkg.id}/results/${result.id}/report`, {
      token: engineer.token,
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/pdf');
    const firstText = (await readPdf(first.bytes)).text;
    expect(firstText).toContain('Packaging version 1');
    expect(firstText).toContain('Water bottle');

    await call('PUT', `/packages/${pkg.id}`, {
      token: engineer.token,
      body: {
        name: 'Water bottle, lighter',
        draft: false,
        components: pkg.packageComponents.map((c, i) =>
          i === 0 ? { ...asComponentInput(c), weight: 21 } : asComponentInput(c),
        ),
        version: pkg.version,
      },
    });
    // The engine's table changes under the running API: Germany no longer recycles PET.
    const row = infrastructureTable.find((r) => r.countryId === 'DE' && r.stream === 'pet');
    if (!row) throw new Error('the table has no DE PET row');
    row.recycled = false;

    const again = await call('GET', `/packages/${pkg.id}/results/${result.id}/report`, {
      token: engineer.token,
    });
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const after = (await evidenceOf(pkg.id, result.id)).body;
    expect(after.tables).toEqual(before.body.tables);
    expect(after.currentVersion).toBe(2);
    expect(after.changesSince?.fields).toEqual([
      { field: 'name', before: 'Water bottle', after: 'Water bottle, lighter' },
    ]);
    const newer = await assess(pkg.id);
    expect(newer.grade).toBe('no-infrastructure');
    const newerEvidence = (await evidenceOf(pkg.id, newer.id)).body;
    const fingerprint = (e: Evidence) => e.tables.find((t) => t.id === 'infrastructure')?.fingerprint;
    expect(fingerprint(newerEvidence)).not.toBe(fingerprint(after));
  });

  it("answers another company's result as not found", async () => {
    const pkg = await bottle();
    const result = await assess(pkg.id);
    const foreign = await evidenceOf(pkg.id, result.id, outsider.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const unknown = await evidenceOf(pkg.id, 'no-such-result');
    expect(unknown.status).toBe(404);
  });

  it('reads a result named by id by its key, and still finds one whose id is from before (a UUID)', async () => {
    const pkg = await bottle();
    const first = await assess(pkg.id);
    // Nine more results, so a search among them would read ten items.
    for (let round = 0; round < 9; round += 1) await assess(pkg.id);
    const commands: string[] = [];
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    try {
      expect((await evidenceOf(pkg.id, first.id)).status).toBe(200);
    } finally {
      documentClient.middlewareStack.remove('recordCommands');
    }
    expect(commands.filter((name) => name === 'QueryCommand')).toEqual([]);
    expect(commands).toContain('GetItemCommand');

    // A result stored before ids named their key keeps its UUID: found by search.
    const stored = (
      await queryPage<StoredItem & { id: string }>({
        partition: tenantKeys.package(tenant.clientId, tenant.companyId, pkg.id).pk,
        sortKeyBeginsWith: 'RESULT#',
        limit: 1,
      })
    ).items[0];
    const legacyId = randomUUID();
    await documentClient.send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: { pk: stored?.pk, sk: stored?.sk },
        UpdateExpression: 'SET id = :id',
        ExpressionAttributeValues: { ':id': legacyId },
      }),
    );
    const legacy = await evidenceOf(pkg.id, legacyId);
    expect(legacy.status).toBe(200);
    // An id shaped like a key but naming no result, or another result's key with a wrong suffix.
    expect((await evidenceOf(pkg.id, '20260101000000000-DE-0123abcd')).status).toBe(404);
    expect((await evidenceOf(pkg.id, `${first.id.slice(0, -8)}ffffffff`)).status).toBe(404);
  });

  it('offers no route that alters or deletes a result', () => {
    const onResults = Object.values(routes).filter((route) => route.path.includes('/results'));
    // Adopting a comparison run adds a copy and leaves the run as stored (decision 046,
    // adopt-result.test.ts reads the run back unchanged); no other route writes under /results.
    expect(onResults.filter((route) => route.method !== 'GET').map((route) => route.path)).toEqual([
      '/packages/{packageId}/results/{resultId}/adopt',
    ]);
  });

  it('keeps the largest packaging version and its result below the 400 KB item limit', async () => {
    // Every field at its limit, in 3-byte characters where text is free.
    const text = (length: number) => '€'.repeat(length);
    const component = (index: number) => ({
      name: `${text(118)}${String.fromCharCode(65 + (index % 26))}`,
      typeId: 'body',
      familyId: 'rigid-plastic',
      materialId: 'pet',
      fillerId: 'none',
      adhesiveId: 'none',
      colorId: 'clear',
      densityFrom: 1.33,
      densityTo: 1.4,
      weight: 999_999.5,
      ncLinksUsed: 1000,
    });
    const large = (
      await call<Pack>('POST', '/packages', {
        token: engineer.token,
        body: {
          name: text(200),
          description: text(2000),
          draft: false,
          components: Array.from({ length: COMPONENTS_MAX }, (_, i) => component(i)),
        },
      })
    ).body;
    const version = await getItem(tenantKeys.packageVersion(tenant.clientId, tenant.companyId, large.id, 1));
    await assess(large.id);
    const [result] = (
      await queryPage({
        partition: tenantKeys.package(tenant.clientId, tenant.companyId, large.id).pk,
        sortKeyBeginsWith: 'RESULT#',
        limit: 1,
      })
    ).items;
    const bytes = (item: unknown) => Buffer.byteLength(JSON.stringify(item));
    const inputs = bytes((result as { inputs?: unknown } | undefined)?.inputs);
    console.info(
      `largest version item: ${bytes(version)} bytes; its result: ${bytes(result)} bytes, of which its inputs ${inputs}`,
    );
    expect(bytes(version)).toBeLessThan(100_000);
    // The findings of 50 components at their longest (~170 KB) were there before the evidence.
    expect(bytes(result)).toBeLessThan(300_000);
  });
});
