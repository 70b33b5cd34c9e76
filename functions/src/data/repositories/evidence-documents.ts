import type { EvidenceContentType, EvidenceDocumentInput, EvidenceRef } from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { env } from '../../config/env';
import {
  batchWrite,
  getItem,
  nowIso,
  queryAll,
  transactWrite,
  type StoredItem,
  type TransactItem,
} from '../table';

const tableName = () => env().TABLE_NAME;

/** Which company's packaging a document belongs to: every key starts from it. */
export interface EvidenceOwner {
  clientId: string;
  companyId: string;
  packageId: string;
}

/** What the service gives for a new document; the repository adds the keys and the date. */
export type NewEvidenceDocument = EvidenceDocumentInput & {
  id: string;
  fileName: string;
  contentType: EvidenceContentType;
  size: number;
  /** Where its file is in S3 (the key carries tenant and company). */
  objectKey: string;
  uploadedBy: { id: string; name: string };
};

/** A stored evidence document (docs/decisions/049-evidence-documents.md). */
export type EvidenceDocumentItem = StoredItem &
  NewEvidenceDocument & {
    packageId: string;
    companyId: string;
    createdAt: string;
    deletedAt?: string;
    deletedBy?: { id: string; name: string };
  };

/** What the expiry entry repeats of its document, so the dashboard needs no second read. */
export type EvidenceExpiryItem = StoredItem & {
  documentId: string;
  packageId: string;
  kind: EvidenceDocumentItem['kind'];
  title: string;
  expiresOn: string;
};

/** A packaging holds few documents; past this many, the rest are not read. */
const DOCUMENTS_READ_MAX = 500;

/**
 * The writes of a new document and, when it expires, of its entry in the company's expiry range:
 * one transaction with the caller's own (the audit entry), so all or none are stored.
 */
export const evidenceDocumentWrites = (
  owner: EvidenceOwner,
  document: NewEvidenceDocument,
): TransactItem[] => {
  const item: EvidenceDocumentItem = {
    ...tenantKeys.evidenceDocument(owner.clientId, owner.companyId, owner.packageId, document.id),
    entity: 'EvidenceDocument',
    ...document,
    packageId: owner.packageId,
    companyId: owner.companyId,
    createdAt: nowIso(),
  };
  return [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(document.expiresOn === null
      ? []
      : [{ Put: { TableName: tableName(), Item: expiryEntry(owner, item) } }]),
  ];
};

/** The document and, when it expires, its entry in the company's expiry range: both or neither. */
export const putEvidenceDocument = (owner: EvidenceOwner, document: NewEvidenceDocument) =>
  transactWrite(evidenceDocumentWrites(owner, document));

const expiryEntry = (owner: EvidenceOwner, item: EvidenceDocumentItem): EvidenceExpiryItem => ({
  ...tenantKeys.evidenceExpiry(owner.clientId, owner.companyId, item.expiresOn ?? '', item.id),
  entity: 'EvidenceExpiry',
  documentId: item.id,
  packageId: owner.packageId,
  kind: item.kind,
  title: item.title,
  expiresOn: item.expiresOn ?? '',
});

/** The packaging's documents that were not removed, oldest first. */
export const evidenceDocumentsOf = (owner: EvidenceOwner) =>
  queryAll<EvidenceDocumentItem>(
    {
      partition: tenantKeys.evidenceDocument(owner.clientId, owner.companyId, owner.packageId, '').pk,
      sortKeyBeginsWith: tenantKeys.evidenceDocumentPrefix,
    },
    DOCUMENTS_READ_MAX,
  );

/** The packaging's documents as the PPWR rules read them (kind, what it covers, expiry). */
export const documentsOfPackage = async (owner: EvidenceOwner): Promise<EvidenceRef[]> =>
  (await evidenceDocumentsOf(owner)).map(({ kind, componentId, expiresOn }) => ({
    kind,
    componentId,
    expiresOn,
  }));

/** One document that was not removed, or null. */
export const evidenceDocument = async (owner: EvidenceOwner, documentId: string) => {
  const item = await getItem<EvidenceDocumentItem>(
    tenantKeys.evidenceDocument(owner.clientId, owner.companyId, owner.packageId, documentId),
  );
  return item && !item.deletedAt ? item : null;
};

/**
 * A user's removal hides the document and drops its expiry entry; the item and its file stay
 * for the retention period (docs/retention.md). The first write fails when it was removed meanwhile.
 */
export const evidenceRemovalWrites = (
  owner: EvidenceOwner,
  document: EvidenceDocumentItem,
  by: { id: string; name: string },
): TransactItem[] => [
  {
    Update: {
      TableName: tableName(),
      Key: tenantKeys.evidenceDocument(owner.clientId, owner.companyId, owner.packageId, document.id),
      UpdateExpression: 'SET deletedAt = :at, deletedBy = :by',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':at': nowIso(), ':by': by },
    },
  },
  ...(document.expiresOn === null
    ? []
    : [
        {
          Delete: {
            TableName: tableName(),
            Key: tenantKeys.evidenceExpiry(owner.clientId, owner.companyId, document.expiresOn, document.id),
          },
        },
      ]),
];

/** The removal above on its own; fails with NOT_FOUND when removed meanwhile. */
export const removeEvidenceDocument = (
  owner: EvidenceOwner,
  document: EvidenceDocumentItem,
  by: { id: string; name: string },
) => transactWrite(evidenceRemovalWrites(owner, document, by), () => 'NOT_FOUND');

/** The company's documents expiring from `from` to `to` (both YYYY-MM-DD, both included), soonest first. */
export const evidenceExpiringBetween = (clientId: string, companyId: string, from: string, to: string) =>
  queryAll<EvidenceExpiryItem>({
    partition: tenantKeys.evidenceExpiryPartition(clientId, companyId),
    // '~' sorts after '#', so every document of the last day is in the range.
    sortKeyBetween: { from, to: `${to}~` },
  });

/**
 * A deleted packaging's documents leave the company's expiry range: they are kept with it
 * (docs/retention.md#evidence-documents), but a packaging no one can open any more has nothing to
 * renew. Deleting an entry twice is harmless, so the call may be repeated.
 */
export const dropExpiryEntriesOf = async (owner: EvidenceOwner): Promise<void> => {
  const expiring = (await evidenceDocumentsOf(owner)).filter((document) => document.expiresOn !== null);
  await batchWrite(
    expiring.map((document) => ({
      DeleteRequest: {
        Key: tenantKeys.evidenceExpiry(
          owner.clientId,
          owner.companyId,
          document.expiresOn ?? '',
          document.id,
        ),
      },
    })),
  );
};
