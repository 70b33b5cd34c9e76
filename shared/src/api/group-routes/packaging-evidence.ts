import * as z from 'zod';
import {
  EVIDENCE_EXPIRY_WINDOW_DAYS,
  EVIDENCE_MAX_BYTES,
  evidenceContentTypes,
  evidenceDocumentSchema,
  evidenceUploadQuerySchema,
  expiringEvidenceSchema,
} from '../../domain/evidence-entities';
import { idField } from '../../validation/fields';
import { okSchema } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

const packageIdParams = z.object({ packageId: idField });
const documentParams = packageIdParams.extend({ documentId: idField });

/**
 * A packaging's evidence documents (issue 34 §3, docs/ppwr.md#evidence-documents), served by the
 * packaging group: in a module of their own so the packaging routes change without them.
 */
export const packagingEvidenceRoutes = {
  evidenceDocuments: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/evidence',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'The evidence documents of a packaging that were not removed, oldest first',
    params: packageIdParams,
    answer: z.object({ items: z.array(evidenceDocumentSchema) }),
  }),
  uploadEvidenceDocument: defineRoute({
    method: 'POST',
    path: '/packages/{packageId}/evidence',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: `Attach an evidence document (PDF, PNG or JPEG by its content, at most ${EVIDENCE_MAX_BYTES / 1024 / 1024} MB) to a packaging: the file as the form's "file", what it is as query parameters`,
    params: packageIdParams,
    query: evidenceUploadQuerySchema,
    body: {
      kind: 'multipart',
      fileField: 'file',
      contentTypes: evidenceContentTypes,
      maxBytes: EVIDENCE_MAX_BYTES,
    },
    errors: ['EVIDENCE_FILE_TYPE_NOT_ALLOWED'],
    answer: evidenceDocumentSchema,
  }),
  evidenceFile: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/evidence/{documentId}/file',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'The file of an evidence document, as it was uploaded',
    params: documentParams,
    errors: ['EVIDENCE_NOT_FOUND'],
    answer: z.object({ file: z.null() }),
    binaryAnswer: evidenceContentTypes,
  }),
  removeEvidenceDocument: defineRoute({
    method: 'DELETE',
    path: '/packages/{packageId}/evidence/{documentId}',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'Remove an evidence document: it leaves the list and the checks, and is kept for the retention period (docs/retention.md)',
    params: documentParams,
    errors: ['EVIDENCE_NOT_FOUND'],
    answer: okSchema,
  }),
  expiringEvidence: defineRoute({
    method: 'GET',
    path: '/evidence/expiring',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: `The current company's evidence documents expiring from today to ${EVIDENCE_EXPIRY_WINDOW_DAYS} days ahead: how many, and the soonest with their packaging`,
    answer: z.object({
      from: z.string(),
      to: z.string(),
      count: z.number().int().nonnegative(),
      items: z.array(expiringEvidenceSchema),
    }),
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
