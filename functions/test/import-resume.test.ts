import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../src/data/aws/clients';
import { tenantKeys } from '../src/data/keys';
import { readImportMarker } from '../src/data/repositories/import-markers';
import type { NotificationItem } from '../src/data/repositories/notifications';
import { packageSortIndexes, type PackageItem } from '../src/data/repositories/packages';
import { projectSortIndexes, type ProjectItem } from '../src/data/repositories/projects';
import type { PostingItem } from '../src/data/repositories/search-postings';
import { batchWrite, queryAll } from '../src/data/table';
import { withoutStamps } from '../src/services/packaging/component-stamps';
import { csvHeaders } from '../src/import/columns';
import { useOutage } from './failure/support/outage';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * The import is written in steps under a marker for its file (import-packages.ts): a failure
 * that passes is undone, a file sent again after an outage completes the import, and the same
 * file imported twice on purpose makes two copies.
 */
const call = useApi();
const outage = await useOutage(documentClient, 'importOutage');

type ImportAnswer = { imported: number; components: number; projectsCreated: number; code?: string };
type Company = { clientId: string; companyId: string; token: string };

const freshCompany = async (): Promise<Company> => {
  const tenant = await createTestTenant('resume');
  const member = await companyMember(tenant);
  return { clientId: tenant.clientId, companyId: tenant.companyId, token: member.token };
};

/** A CSV of one-component packages, each in the project named (or none). */
const csvOf = (projects: string[]) =>
  Buffer.from(
    [
      csvHeaders.join(','),
      ...projects.map(
        (project, i) =>
          `K${i},Pack ${i},,,${project},,no,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20`,
      ),
    ].join('\n'),
  );

const upload = (company: Company, file: Buffer) =>
  call<ImportAnswer>('POST', '/packages/import', {
    token: company.token,
    form: fileForm(file, 'packaging.csv', 'text/csv'),
  });

const stored = async ({ clientId, companyId }: Company) => {
  const packages = await queryAll<PackageItem>(
    { index: packageSortIndexes.company.name, partition: tenantKeys.packagesPartition(clientId, companyId) },
    10_000,
  );
  const projects = await queryAll<ProjectItem>({
    index: projectSortIndexes.name,
    partition: tenantKeys.projectsPartition(clientId, companyId),
  });
  const notifications = await queryAll<NotificationItem>({
    partition: tenantKeys.notificationsPartition(clientId, companyId),
  });
  // Every package of these files is named "Pack …": its search postings are under "pac".
  const postings = await queryAll<PostingItem>({
    partition: tenantKeys.searchPostingsPartition(clientId, companyId, 'pac'),
  });
  return {
    packages,
    projects,
    /** The packages the search index finds by "pack", sorted: the same as those stored. */
    indexed: postings.map((posting) => posting.packageId).sort(),
    imports: notifications.filter((notification) => notification.type === 'NEW_PACKAGE').length,
    /** Project name → [its packageCount, the packages that name it]: both numbers must agree. */
    counts: Object.fromEntries(
      projects.map((project) => [
        project.name,
        [project.packageCount, packages.filter((item) => item.projectId === project.id).length],
      ]),
    ),
  };
};

const markerOf = ({ clientId, companyId }: Company, file: Buffer) =>
  readImportMarker(
    tenantKeys.importMarker(clientId, companyId, createHash('sha256').update(file).digest('hex')),
  );

const small = csvOf(['Line A', 'Line A', 'Line B', '']);

/** How many DynamoDB calls importing `small` makes when nothing fails, on a company of its own. */
const callsOfSmallImport = async () => {
  const uninterrupted = await freshCompany();
  outage.failAfter(Number.POSITIVE_INFINITY);
  await upload(uninterrupted, small);
  // The import's own steps end with its counts; the PPWR summaries it keeps afterwards are not cut here.
  return outage.callsThrough('SET countedChunks');
};

describe('importing the same file again', () => {
  it('on purpose, after it completed, makes a second copy and raises the counts again', async () => {
    const company = await freshCompany();
    expect((await upload(company, small)).body).toEqual({ imported: 4, components: 4, projectsCreated: 2 });
    expect((await upload(company, small)).body).toEqual({ imported: 4, components: 4, projectsCreated: 0 });
    const after = await stored(company);
    expect(new Set(after.packages.map((item) => item.id)).size).toBe(8);
    expect(after.counts).toEqual({ 'Line A': [4, 4], 'Line B': [2, 2] });
    expect(after.imports).toBe(2);
  });

  // Both requests may find no marker and race to write one: the loser resumes the winner's
  // import. Or one finishes before the other begins: then the second is a copy, as above.
  it('twice at once, makes one import or two copies, and never counts a package twice', async () => {
    const company = await freshCompany();
    const answers = (await Promise.all([upload(company, small), upload(company, small)])).map(
      (answer) => answer.body,
    );
    const after = await stored(company);
    const copies = after.packages.length / 4;
    expect([1, 2]).toContain(copies);
    expect(answers).toEqual(
      copies === 1
        ? [
            { imported: 4, components: 4, projectsCreated: 2 },
            { imported: 4, components: 4, projectsCreated: 2 },
          ]
        : expect.arrayContaining([
            { imported: 4, components: 4, projectsCreated: 2 },
            { imported: 4, components: 4, projectsCreated: 0 },
          ]),
    );
    expect(after.counts).toEqual({ 'Line A': [2 * copies, 2 * copies], 'Line B': [copies, copies] });
    expect(after.imports).toBe(copies);
  });
});

describe('an import that fails part-way', () => {
  it('is undone when the table is back for the clean-up, and imports fully when sent again', async () => {
    const company = await freshCompany();
    let armed = true;
    // One dropped connection, on the transaction raising the counts (the marker's own writes
    // are single-item transactions).
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        const items = (args.input as { TransactItems?: unknown[] }).TransactItems;
        if (armed && items && items.length > 1) {
          armed = false;
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize', name: 'dropOneCount' },
    );
    const failed = await upload(company, small).finally(() =>
      documentClient.middlewareStack.remove('dropOneCount'),
    );
    expect([failed.status, failed.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    const left = await stored(company);
    expect([left.packages.length, left.projects.length, left.imports, left.indexed.length]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(await markerOf(company, small)).toBeUndefined();

    expect((await upload(company, small)).body).toEqual({ imported: 4, components: 4, projectsCreated: 2 });
    expect((await stored(company)).counts).toEqual({ 'Line A': [2, 2], 'Line B': [1, 1] });
  });

  it('sent again after an outage, keeps the packages edited or deleted in between', async () => {
    await upload(await freshCompany(), small);
    const calls = await callsOfSmallImport();

    const company = await freshCompany();
    // The last call raises the counts; with the table gone, the undo fails too and the packages stay.
    outage.failAfter(calls - 1);
    const cutOff = await upload(company, small).finally(outage.restore);
    expect(cutOff.status).toBe(503);
    const partial = (await stored(company)).packages;
    expect(partial.map((item) => item.name)).toEqual(['Pack 0', 'Pack 1', 'Pack 2', 'Pack 3']);
    const [edited, deleted] = partial as [PackageItem, PackageItem];
    const edit = await call('PUT', `/packages/${edited.id}`, {
      token: company.token,
      body: {
        name: 'Pack 0, checked',
        description: edited.description,
        categoryId: edited.categoryId,
        projectId: edited.projectId,
        assessmentCountryId: edited.assessmentCountryId,
        draft: edited.draft,
        components: edited.components.map(withoutStamps),
        version: edited.version,
      },
    });
    expect(edit.status).toBe(200);
    const removal = await call('DELETE', `/packages/${deleted.id}?version=${deleted.version}`, {
      token: company.token,
    });
    expect(removal.status).toBe(200);

    expect((await upload(company, small)).body).toEqual({ imported: 4, components: 4, projectsCreated: 2 });
    const after = await stored(company);
    expect(after.packages.map((item) => item.name)).toEqual(['Pack 0, checked', 'Pack 2', 'Pack 3']);
    expect(after.counts).toEqual({ 'Line A': [1, 1], 'Line B': [1, 1] });
    expect(after.imports).toBe(1);
    expect(after.indexed).toEqual(after.packages.map((item) => item.id).sort());
  });

  it('after an outage, files every package in the search index, its lost postings included', async () => {
    const calls = await callsOfSmallImport();
    const company = await freshCompany();
    // Cut before the counts: every package is written, then their postings are lost, as when a
    // function stops between a batch's packages and the postings DynamoDB handed back unprocessed.
    outage.failAfter(calls - 1);
    expect((await upload(company, small).finally(outage.restore)).status).toBe(503);
    const partial = await stored(company);
    expect(partial.packages).toHaveLength(4);
    await batchWrite(
      partial.packages.map((item) => ({
        DeleteRequest: { Key: tenantKeys.searchPosting(company.clientId, company.companyId, 'pac', item.id) },
      })),
    );
    expect((await stored(company)).indexed).toEqual([]);

    expect((await upload(company, small)).body).toEqual({ imported: 4, components: 4, projectsCreated: 2 });
    const after = await stored(company);
    expect(after.indexed).toEqual(after.packages.map((item) => item.id).sort());
  });

  // 100 projects of two packages each: their counts are raised in two chunks (98 and 2).
  const large = csvOf(Array.from({ length: 200 }, (_, i) => `Line ${i % 100}`));

  it('after an outage, is completed by the same file sent again: each package once, each count once', async () => {
    // The first import reads the lookups, which are then kept: later imports make equal calls.
    await upload(await freshCompany(), large);
    const uninterrupted = await freshCompany();
    outage.failAfter(Number.POSITIVE_INFINITY);
    const complete = await upload(uninterrupted, large);
    const calls = outage.callsThrough('SET countedChunks');
    expect(complete.body).toEqual({ imported: 200, components: 200, projectsCreated: 100 });

    // Cut among the project creations, before the counts, and between the two chunks of counts.
    for (const [cut, countedChunks] of [
      [Math.floor(calls / 3), 0],
      [calls - 2, 0],
      [calls - 1, 1],
    ] as const) {
      const company = await freshCompany();
      outage.failAfter(cut);
      const cutOff = await upload(company, large).finally(outage.restore);
      expect([cut, cutOff.status]).toEqual([cut, 503]);
      expect((await markerOf(company, large))?.countedChunks).toBe(countedChunks);
      const partial = await stored(company);
      expect(partial.imports).toBe(0);

      const again = await upload(company, large);
      expect(again.body).toEqual(complete.body);
      const after = await stored(company);
      expect(after.packages).toHaveLength(200);
      expect(after.indexed).toEqual(after.packages.map((item) => item.id).sort());
      expect(Object.values(after.counts)).toEqual(Array.from({ length: 100 }, () => [2, 2]));
      expect(after.imports).toBe(1);
      expect((await markerOf(company, large))?.status).toBe('done');
    }
  }, 120_000);
});
