import { randomUUID } from 'node:crypto';
import {
  EVIDENCE_EXPIRY_WINDOW_DAYS,
  type EvidenceRef,
  type RouteAnswerJson,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import { nowIso } from '../../data/clock';
import { auditPut } from '../../data/repositories/audit-entries';
import {
  evidenceDocument,
  evidenceDocumentsOf,
  evidenceDocumentWrites,
  evidenceExpiringBetween,
  evidenceRemovalWrites,
  type EvidenceDocumentItem,
  type EvidenceOwner,
} from '../../data/repositories/evidence-documents';
import { getPackage, type PackageItem } from '../../data/repositories/packages';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import type { UploadedFile } from '../../http/types';
import { deleteObject, getObject, putObject } from '../../storage/objects';
import { actorNameOf, auditEntryBy } from '../tenants/audit-log';
import { evidenceFileTypeOf } from './evidence-file-type';
import { companyOf, requirePackage } from './package-access';
import { writeEvidenceChange } from './derived-writes';

/** How many of the expiring documents the dashboard names; the rest are counted. */
const EXPIRING_LISTED = 5;
const DAY_MS = 86_400_000;

const ownerOf = (pkg: PackageItem): EvidenceOwner => ({
  clientId: pkg.clientId,
  companyId: pkg.companyId,
  packageId: pkg.id,
});

/** A document as the wire carries it (dates as text). */
type EvidenceDocumentJson = RouteAnswerJson<Routes['uploadEvidenceDocument']>;

const documentView = (item: EvidenceDocumentItem): EvidenceDocumentJson => ({
  id: item.id,
  packageId: item.packageId,
  componentId: item.componentId,
  kind: item.kind,
  title: item.title,
  issuer: item.issuer,
  issuedOn: item.issuedOn,
  expiresOn: item.expiresOn,
  fileName: item.fileName,
  contentType: item.contentType,
  size: item.size,
  uploadedBy: item.uploadedBy,
  createdAt: item.createdAt,
});

/** A document as the PPWR rules read it: its kind, what it covers, its expiry. */
const refOf = (document: Pick<EvidenceDocumentItem, 'kind' | 'componentId' | 'expiresOn'>): EvidenceRef => ({
  kind: document.kind,
  componentId: document.componentId,
  expiresOn: document.expiresOn,
});

/** The documents less one like `document` (the rules cannot tell two alike apart). */
const withoutOneLike = (stored: EvidenceRef[], document: EvidenceDocumentItem) => {
  const like = JSON.stringify(refOf(document));
  const index = stored.findIndex((one) => JSON.stringify(refOf(one)) === like);
  return index < 0 ? stored : stored.filter((_, i) => i !== index);
};

/** GET /packages/{packageId}/evidence */
export const evidenceDocumentsOfPackage = async (caller: Caller, packageId: string) => {
  const pkg = await requirePackage(caller, packageId);
  // Keyed by a random id: put in the order they were uploaded (a packaging holds few).
  const items = (await evidenceDocumentsOf(ownerOf(pkg))).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  return { items: items.map(documentView) };
};

/**
 * POST /packages/{packageId}/evidence: the file is typed by its bytes and stored first, then the
 * document, its expiry entry and the audit entry in one transaction; should that fail, the file
 * goes again, so a refusal leaves nothing behind.
 */
export const uploadEvidenceDocument = async (
  caller: Caller,
  packageId: string,
  query: RouteQuery<Routes['uploadEvidenceDocument']>,
  file: UploadedFile | undefined,
): Promise<EvidenceDocumentJson> => {
  if (!file) throw new AppError('FILE_MISSING');
  const pkg = await requirePackage(caller, packageId);
  const contentType = evidenceFileTypeOf(file.bytes);
  if (!contentType) throw new AppError('EVIDENCE_FILE_TYPE_NOT_ALLOWED');
  const componentId = query.componentId ?? null;
  if (componentId !== null && !pkg.components.some((component) => component.id === componentId))
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { componentId: { code: 'INVALID_VALUE' } } });

  const owner = ownerOf(pkg);
  const id = randomUUID();
  // The key starts with tenant and company (decision 049), so a key can never cross them.
  const objectKey = `evidence/${owner.clientId}/${owner.companyId}/${owner.packageId}/${id}`;
  const document = {
    id,
    componentId,
    kind: query.kind,
    title: query.title,
    issuer: query.issuer,
    issuedOn: query.issuedOn,
    expiresOn: query.expiresOn ?? null,
    fileName: file.fileName,
    contentType,
    size: file.bytes.length,
    objectKey,
    uploadedBy: { id: caller.userId, name: actorNameOf(caller.user) },
  };
  await putObject('uploads', objectKey, { bytes: file.bytes, contentType });
  try {
    // What the PPWR check answers for the packaging moves with its documents, in the same write.
    await writeEvidenceChange(pkg, {
      items: [
        ...evidenceDocumentWrites(owner, document),
        auditPut(
          auditEntryBy(
            caller,
            'EVIDENCE_UPLOADED',
            { kind: 'evidence', id, label: document.title },
            { packageId: pkg.id, packageName: pkg.name, kind: document.kind, fileName: document.fileName },
          ),
        ),
      ],
      evidence: (stored) => [...stored, refOf(document)],
    });
  } catch (error) {
    await deleteObject('uploads', objectKey).catch(() => undefined);
    throw error;
  }
  const stored = await evidenceDocument(owner, id);
  if (!stored) throw new AppError('INTERNAL');
  return documentView(stored);
};

/** A document of a packaging of the caller's company; removed or another packaging's is not found. */
const requireDocument = async (caller: Caller, packageId: string, documentId: string) => {
  const pkg = await requirePackage(caller, packageId);
  const document = await evidenceDocument(ownerOf(pkg), documentId);
  if (!document) throw new AppError('EVIDENCE_NOT_FOUND');
  return { pkg, document };
};

/** GET /packages/{packageId}/evidence/{documentId}/file: the bytes as uploaded. */
export const evidenceFileOf = async (caller: Caller, packageId: string, documentId: string) => {
  const { document } = await requireDocument(caller, packageId, documentId);
  const stored = await getObject('uploads', document.objectKey);
  if (!stored) throw new AppError('EVIDENCE_NOT_FOUND');
  return { bytes: stored.bytes, contentType: document.contentType, fileName: document.fileName };
};

/** DELETE /packages/{packageId}/evidence/{documentId}: hidden, kept (docs/retention.md#evidence-documents). */
export const removeEvidenceDocument = async (caller: Caller, packageId: string, documentId: string) => {
  const { pkg, document } = await requireDocument(caller, packageId, documentId);
  await writeEvidenceChange(pkg, {
    items: [
      ...evidenceRemovalWrites(ownerOf(pkg), document, {
        id: caller.userId,
        name: actorNameOf(caller.user),
      }),
      auditPut(
        auditEntryBy(
          caller,
          'EVIDENCE_REMOVED',
          { kind: 'evidence', id: document.id, label: document.title },
          { packageId: pkg.id, packageName: pkg.name, kind: document.kind, fileName: document.fileName },
        ),
      ),
    ],
    // The documents as stored still hold this one until the write: it goes from what is read.
    evidence: (stored) => withoutOneLike(stored, document),
    // Only the document's own write has a condition: it was removed meanwhile.
    codeForFailedItem: () => 'EVIDENCE_NOT_FOUND',
  });
  return { success: true as const };
};

/**
 * GET /evidence/expiring: the company's documents expiring from today to 90 days ahead, from its
 * expiry range (one partition, sorted by day). Only the first few are named, with their packaging;
 * a deleted packaging's documents are kept (docs/retention.md) but not named here.
 */
export const expiringEvidence = async (
  caller: Caller,
): Promise<RouteAnswerJson<Routes['expiringEvidence']>> => {
  const companyId = companyOf(caller);
  const now = Date.parse(nowIso());
  const from = new Date(now).toISOString().slice(0, 10);
  const to = new Date(now + EVIDENCE_EXPIRY_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  const entries = await evidenceExpiringBetween(caller.clientId, companyId, from, to);
  const names = new Map<string, string | undefined>();
  const items: RouteAnswerJson<Routes['expiringEvidence']>['items'] = [];
  for (const entry of entries) {
    if (items.length === EXPIRING_LISTED) break;
    if (!names.has(entry.packageId))
      names.set(entry.packageId, (await getPackage(caller.clientId, companyId, entry.packageId))?.name);
    const packageName = names.get(entry.packageId);
    if (packageName)
      items.push({
        documentId: entry.documentId,
        packageId: entry.packageId,
        packageName,
        kind: entry.kind,
        title: entry.title,
        expiresOn: entry.expiresOn,
      });
  }
  return { from, to, count: entries.length, items };
};
