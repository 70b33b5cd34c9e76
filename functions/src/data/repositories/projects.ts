import { tenantKeys } from '../keys';
import { nameSortKey } from '../name-sort-key';
import { env } from '../../config/env';
import {
  createWithMarkers,
  getItem,
  queryAll,
  queryPage,
  type StoredItem,
  type TransactItem,
} from '../table';

export type ProjectFields = {
  id: string;
  clientId: string;
  companyId: string;
  name: string;
  description: string;
  packageCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  deletedAt?: string;
};
export type ProjectItem = StoredItem & ProjectFields;

export const projectSortIndexes = { name: 'gsi1', createdAt: 'gsi2', updatedAt: 'gsi3' } as const;

export const projectItem = (fields: ProjectFields): ProjectItem => {
  const partition = tenantKeys.projectsPartition(fields.clientId, fields.companyId);
  return {
    ...tenantKeys.project(fields.clientId, fields.companyId, fields.id),
    entity: 'Project',
    ...fields,
    gsi1pk: partition,
    // Natural, case- and accent-blind order: "Project 2" before "Project 10", "Ä" with "A".
    gsi1sk: `NAME#${nameSortKey(fields.name)}#${fields.id}`,
    gsi2pk: partition,
    gsi2sk: `CREATED#${fields.createdAt}#${fields.id}`,
    gsi3pk: partition,
    gsi3sk: `UPDATED#${fields.updatedAt}#${fields.id}`,
  };
};

export const getProject = async (clientId: string, companyId: string, projectId: string) => {
  const item = await getItem<ProjectItem>(tenantKeys.project(clientId, companyId, projectId));
  return item && !item.deletedAt ? item : undefined;
};

/** The project as stored, a soft-deleted one too (its delete may have to be finished). */
export const getProjectEvenDeleted = (clientId: string, companyId: string, projectId: string) =>
  getItem<ProjectItem>(tenantKeys.project(clientId, companyId, projectId));

/** A page of a company's projects in one of the list's orders. */
export const projectsPage = (
  clientId: string,
  companyId: string,
  query: {
    sortBy: keyof typeof projectSortIndexes;
    order: 'asc' | 'desc';
    limit: number;
    cursor?: string | undefined;
  },
) =>
  queryPage<ProjectItem>({
    index: projectSortIndexes[query.sortBy],
    partition: tenantKeys.projectsPartition(clientId, companyId),
    limit: query.limit,
    newestFirst: query.order === 'desc',
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });

/** A new project, only if its id is free. */
export const projectCreation = (item: ProjectItem): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** A changed project, only if it is still at the version the change was made from. */
export const projectReplacement = (item: ProjectItem, expectedVersion: number): TransactItem => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: item,
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected',
    ExpressionAttributeValues: { ':expected': expectedVersion },
  },
});

/** Soft-deletes a project at `now`: it leaves the lists (its index keys go). */
export const projectDeletion = (
  project: ProjectItem,
  expectedVersion: number,
  now: string,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.project(project.clientId, project.companyId, project.id),
    UpdateExpression:
      'SET deletedAt = :now, updatedAt = :now, version = version + :one REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected',
    ExpressionAttributeValues: { ':now': now, ':one': 1, ':expected': expectedVersion },
  },
});

/**
 * Adds to a project's package count in the same transaction as the move, so counts never drift;
 * a package is only counted into a project that exists.
 */
export const projectCountChange = (
  clientId: string,
  companyId: string,
  projectId: string,
  delta: 1 | -1,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.project(clientId, companyId, projectId),
    UpdateExpression: 'ADD packageCount :delta',
    ...(delta > 0 ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)' } : {}),
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** Writes a new project unless one has its key already (VERSION_CONFLICT then). */
export const createProjectIfAbsent = (project: ProjectItem) => createWithMarkers(project, []);

/** Every live project of a company, by name (an import matches its rows' projects against them). */
export const allCompanyProjects = (clientId: string, companyId: string) =>
  queryAll<ProjectItem>(
    { index: projectSortIndexes.name, partition: tenantKeys.projectsPartition(clientId, companyId) },
    Number.POSITIVE_INFINITY,
  );

/** Raises a project's package count by `count` (an import's packages), without a condition. */
export const projectCountRaise = (
  clientId: string,
  companyId: string,
  projectId: string,
  count: number,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.project(clientId, companyId, projectId),
    UpdateExpression: 'ADD packageCount :count',
    ExpressionAttributeValues: { ':count': count },
  },
});
