import type { Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import {
  evidenceDocumentsOfPackage,
  evidenceFileOf,
  expiringEvidence as expiringEvidenceOf,
  removeEvidenceDocument as removeDocument,
  uploadEvidenceDocument as uploadDocument,
} from '../../services/packaging/evidence-documents';

export const evidenceDocuments: Operation<Routes['evidenceDocuments']> = async ({ caller, params }) =>
  json(await evidenceDocumentsOfPackage(caller, params.packageId));

export const uploadEvidenceDocument: Operation<Routes['uploadEvidenceDocument']> = async ({
  caller,
  params,
  query,
  file: upload,
}) => json(await uploadDocument(caller, params.packageId, query, upload));

export const evidenceFile: Operation<Routes['evidenceFile']> = async ({ caller, params }) => {
  const stored = await evidenceFileOf(caller, params.packageId, params.documentId);
  return file(stored.bytes, stored.contentType, {
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(stored.fileName)}`,
  });
};

export const removeEvidenceDocument: Operation<Routes['removeEvidenceDocument']> = async ({
  caller,
  params,
}) => json(await removeDocument(caller, params.packageId, params.documentId));

export const expiringEvidence: Operation<Routes['expiringEvidence']> = async ({ caller }) =>
  json(await expiringEvidenceOf(caller));
