import { naturalSortKey } from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { getItem, type StoredItem } from '../table';

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
    gsi1sk: `NAME#${naturalSortKey(fields.name)}#${fields.id}`,
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
