import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { lookupKinds, type Language, type LookupKind } from '@recyclens/shared';
import { documentClient } from '../clients/aws';
import { env } from '../config/env';
import { tenantKeys } from '../data/keys';
import { newNotificationItem } from '../data/repositories/notifications';
import { packageItem, type PackageItem } from '../data/repositories/packages';
import { projectItem, projectSortIndexes, type ProjectItem } from '../data/repositories/projects';
import { nowIso, putItem, queryAll, type StoredItem } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import type { UploadedFile } from '../http/types';
import type { Logger } from '../logging/logger';
import { readImportFile } from '../import/read-file';
import { buildTemplateWorkbook } from '../import/template-workbook';
import { validateRows, type LookupIndex } from '../import/validate-rows';
import { stampComponents } from './component-stamps';
import { lookupsFor } from './lookups';
import { companyOf } from './packages';

export const importTemplate = async (language: Language) => buildTemplateWorkbook(await lookupsFor(language));

const lookupIndex = async (): Promise<LookupIndex> => {
  const lookups = await lookupsFor('EN');
  return Object.fromEntries(
    lookupKinds.map((kind: LookupKind) => {
      const map = new Map<string, string>();
      for (const entry of lookups[kind]) {
        for (const name of [entry.id, entry.names.en, entry.names.de, entry.names.fr])
          map.set(name.toLocaleLowerCase('en'), entry.id);
      }
      return [kind, map];
    }),
  ) as LookupIndex;
};

/** Writes items 25 at a time, retrying what DynamoDB hands back unprocessed. */
const batchWrite = async (requests: Record<string, unknown>[]) => {
  const TableName = env().TABLE_NAME;
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 8) throw new AppError('SERVICE_UNAVAILABLE');
      const answer = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [TableName]: pending } }),
      );
      pending = (answer.UnprocessedItems?.[TableName] ?? []) as Record<string, unknown>[];
      if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
};

/**
 * Imports a file: every row is checked first and every problem answered (sheet, row, column),
 * with nothing written. A valid file is written in batches; should a write fail, what was
 * written is deleted again, so the company ends with all of the file or none of it.
 */
export const importPackages = async (caller: Caller, file: UploadedFile | undefined, logger: Logger) => {
  if (!file) throw new AppError('FILE_MISSING');
  const companyId = companyOf(caller);
  const rows = await readImportFile(file.bytes);
  const { packaging, rowErrors } = validateRows(rows, await lookupIndex());
  if (rowErrors.length > 0) throw new AppError('IMPORT_INVALID', { rowErrors });

  const existing = await queryAll<ProjectItem>(
    { index: projectSortIndexes.name, partition: tenantKeys.projectsPartition(caller.clientId, companyId) },
    10_000,
  );
  const projects = new Map(existing.map((project) => [project.name.toLocaleLowerCase('en'), project]));
  const now = nowIso();
  const newProjects: ProjectItem[] = [];
  for (const name of new Set(packaging.flatMap((p) => (p.projectName ? [p.projectName] : [])))) {
    if (projects.has(name.toLocaleLowerCase('en'))) continue;
    const project = projectItem({
      id: randomUUID(),
      clientId: caller.clientId,
      companyId,
      name,
      description: '',
      packageCount: 0,
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
    projects.set(name.toLocaleLowerCase('en'), project);
    newProjects.push(project);
  }

  const items: PackageItem[] = packaging.map((input) => {
    const project = input.projectName ? projects.get(input.projectName.toLocaleLowerCase('en')) : undefined;
    return packageItem({
      id: randomUUID(),
      clientId: caller.clientId,
      companyId,
      name: input.name,
      description: input.description,
      categoryId: input.categoryId,
      projectId: project?.id ?? null,
      projectName: project?.name ?? null,
      assessmentCountryId: input.assessmentCountryId,
      draft: input.draft,
      components: stampComponents(input.components),
      createdAt: now,
      updatedAt: now,
      contentUpdatedAt: now,
      lastAssessedAt: null,
      version: 1,
    });
  });

  const written: StoredItem[] = [...newProjects, ...items];
  try {
    await batchWrite(written.map((item) => ({ PutRequest: { Item: item } })));
    const counts = new Map<string, number>();
    for (const item of items)
      if (item.projectId) counts.set(item.projectId, (counts.get(item.projectId) ?? 0) + 1);
    for (const [projectId, count] of counts) {
      await documentClient.send(
        new UpdateCommand({
          TableName: env().TABLE_NAME,
          Key: tenantKeys.project(caller.clientId, companyId, projectId),
          UpdateExpression: 'ADD packageCount :count',
          ExpressionAttributeValues: { ':count': count },
        }),
      );
    }
  } catch (error) {
    logger.error('import failed, removing what was written', { count: written.length, error });
    await batchWrite(written.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }))).catch(
      (cleanup: unknown) => logger.error('import clean-up failed', { error: cleanup }),
    );
    throw error;
  }
  await putItem(
    newNotificationItem({
      clientId: caller.clientId,
      companyId,
      type: 'NEW_PACKAGE',
      meta: { imported: items.length, by: `${caller.user.firstName} ${caller.user.lastName}` },
    }),
  );
  return {
    imported: items.length,
    components: items.reduce((sum, item) => sum + item.components.length, 0),
    projectsCreated: newProjects.length,
  };
};
