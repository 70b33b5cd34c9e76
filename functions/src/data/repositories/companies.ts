import { randomUUID } from 'node:crypto';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import {
  batchGetItems,
  createWithMarkers,
  nowIso,
  queryAll,
  type StoredItem,
  type TransactItem,
  type UniqueMarker,
} from '../table';

export interface CompanyItem extends StoredItem {
  entity: 'Company';
  id: string;
  clientId: string;
  name: string;
  /** Lines of the company's postal address (docs/ppwr.md#declaration-and-technical-file); absent: not recorded. */
  postalAddress?: string;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
  version: number;
}

export const companyKey = (clientId: string, companyId: string) => tenantKeys.company(clientId, companyId);

/** A new company and the marker that keeps its name unique in the tenant. */
export const newCompanyItems = (
  clientId: string,
  name: string,
  id: string = randomUUID(),
): { company: CompanyItem; marker: UniqueMarker } => {
  const now = nowIso();
  return {
    company: {
      ...companyKey(clientId, id),
      entity: 'Company',
      id,
      clientId,
      name: name.trim().replace(/\s+/g, ' '),
      createdAt: now,
      updatedAt: now,
      version: 1,
    },
    marker: {
      key: tenantKeys.companyNameMarker(clientId, name),
      code: 'COMPANY_NAME_EXISTS',
      attributes: { companyId: id },
    },
  };
};

/** Creates a company; a name already used in the tenant (ignoring case and spaces) is refused. */
export const createCompany = async (clientId: string, name: string, id?: string): Promise<CompanyItem> => {
  const { company, marker } = newCompanyItems(clientId, name, id);
  await createWithMarkers(company, [marker]);
  return company;
};

export const listCompanies = (clientId: string) =>
  queryAll<CompanyItem>({
    partition: tenantKeys.client(clientId).pk,
    sortKeyBeginsWith: tenantKeys.companyPrefix,
  });

export const getCompanies = async (clientId: string, companyIds: string[]): Promise<CompanyItem[]> => {
  const found = await batchGetItems<CompanyItem>(companyIds.map((id) => companyKey(clientId, id)));
  const byId = new Map(found.filter((company) => !company.deletedAt).map((company) => [company.id, company]));
  // Keep the user's own order: the first company is the default current company (docs/product.md#current-company).
  return companyIds.flatMap((id) => byId.get(id) ?? []);
};

/**
 * Sets (or, with null, removes) a company's postal address, for one transaction with its audit
 * entry; a removed company or another tenant's key fails its condition.
 */
export const companyAddressUpdate = (
  clientId: string,
  companyId: string,
  postalAddress: string | null,
  now: string,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: companyKey(clientId, companyId),
    UpdateExpression:
      postalAddress === null
        ? 'SET updatedAt = :now, version = version + :one REMOVE postalAddress'
        : 'SET postalAddress = :address, updatedAt = :now, version = version + :one',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: {
      ':now': now,
      ':one': 1,
      ...(postalAddress === null ? {} : { ':address': postalAddress }),
    },
  },
});
