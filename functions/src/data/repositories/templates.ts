import { randomUUID } from 'node:crypto';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import { getItem, nowIso, queryAll, type StoredItem, type TransactItem } from '../table';
import type { StoredComponent } from './packages';

/** A tenant's own packaging template, beside the others in the tenant's templates partition. */
export type TemplateItem = StoredItem & {
  id: string;
  name: string;
  categoryId: string | null;
  components: StoredComponent[];
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** A tenant keeps few templates; past this many, the rest are not read. */
const TEMPLATES_READ_MAX = 500;

export const listTenantTemplates = (clientId: string) =>
  queryAll<TemplateItem>({ partition: tenantKeys.templatesPartition(clientId) }, TEMPLATES_READ_MAX);

/** The template as stored; a soft-deleted one too (the caller tells). */
export const getTenantTemplate = (clientId: string, templateId: string) =>
  getItem<TemplateItem>(tenantKeys.template(clientId, templateId));

/** A new template item with a fresh id, stamped now. */
export const newTemplateItem = (
  clientId: string,
  fields: Pick<TemplateItem, 'name' | 'categoryId' | 'components'>,
): TemplateItem => {
  const now = nowIso();
  const id = randomUUID();
  return {
    ...tenantKeys.template(clientId, id),
    entity: 'Template',
    id,
    ...fields,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
};

/** A new template, only if its id is free. */
export const templateCreation = (item: TemplateItem): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});
