import * as z from 'zod';
import { crossFieldRule, documented } from '../validation/documented';
import { fieldError } from '../validation/field-errors';
import { requiredText, optionalText } from '../validation/fields';
import { dateTime } from './stored-entity';
import { calendarDay, evidenceKinds } from './ppwr-conformity-entities';

/**
 * Evidence documents of a packaging (issue 34 §3, docs/decisions/049-evidence-documents.md): a
 * supplier declaration, test report or certificate the PPWR conformity check counts as evidence
 * while it has not expired.
 */
export const evidenceKindSchema = z.enum(evidenceKinds);

/** What the file may be, read from its first bytes, never from its name or declared type. */
export const evidenceContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const evidenceContentTypeSchema = z.enum(evidenceContentTypes);
export type EvidenceContentType = z.infer<typeof evidenceContentTypeSchema>;

/** As the import workbooks: a Lambda request carries at most 6 MB, base64 adds a third (docs/decisions/049-evidence-documents.md). */
export const EVIDENCE_MAX_BYTES = 4 * 1024 * 1024;

/** How far ahead the dashboard lists documents about to expire. */
export const EVIDENCE_EXPIRY_WINDOW_DAYS = 90;

/** A calendar day that exists: Date rolls 30 February over into March, so the day must read back the same. */
const evidenceDay = calendarDay.refine(
  (value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  },
  { error: fieldError.INVALID_DATE },
);

/** What the uploader says about the file, as fields; the checks across them are below. */
const evidenceDocumentFields = z.object({
  /**
   * The component the document covers, or null for the packaging as a whole. A component's id
   * is its position's (docs/decisions/049-evidence-documents.md).
   */
  componentId: z.string().max(100).nullable(),
  kind: evidenceKindSchema,
  title: requiredText(fieldError.NAME_REQUIRED, 200),
  issuer: optionalText(200),
  issuedOn: evidenceDay,
  expiresOn: evidenceDay.nullable(),
});

const expiryNotBeforeIssue = {
  check: (input: { issuedOn: string; expiresOn?: string | null | undefined }) =>
    input.expiresOn === null || input.expiresOn === undefined || input.expiresOn >= input.issuedOn,
  params: { error: fieldError.INVALID_DATE, path: ['expiresOn'] },
};

/** What the uploader says about the file; the file itself travels beside it. */
export const evidenceDocumentInputSchema = evidenceDocumentFields.refine(
  expiryNotBeforeIssue.check,
  expiryNotBeforeIssue.params,
);
/**
 * The same as query parameters of the upload, whose multipart body carries the file alone
 * (docs/decisions/050-evidence-routes.md): a parameter left out is null (no component, no
 * expiry) or an empty issuer.
 */
export const evidenceUploadQuerySchema = evidenceDocumentFields
  .extend({
    componentId: evidenceDocumentFields.shape.componentId.unwrap().min(1).optional(),
    issuer: evidenceDocumentFields.shape.issuer.default(''),
    expiresOn: evidenceDocumentFields.shape.expiresOn.unwrap().optional(),
  })
  .refine(expiryNotBeforeIssue.check, expiryNotBeforeIssue.params);
documented(evidenceUploadQuerySchema, {
  'x-rules': [
    crossFieldRule('componentId names a component of the packaging', fieldError.INVALID_VALUE),
    crossFieldRule('expiresOn is not before issuedOn', fieldError.INVALID_DATE),
  ],
});
export type EvidenceDocumentInput = z.infer<typeof evidenceDocumentInputSchema>;

/** A stored evidence document as the wire carries it. */
export const evidenceDocumentSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  componentId: z.string().nullable(),
  kind: evidenceKindSchema,
  title: z.string(),
  issuer: z.string(),
  issuedOn: calendarDay,
  expiresOn: calendarDay.nullable(),
  fileName: z.string(),
  contentType: evidenceContentTypeSchema,
  size: z.number().int().min(1),
  uploadedBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: dateTime,
});
export type EvidenceDocument = z.infer<typeof evidenceDocumentSchema>;

/** A document expiring soon, as the dashboard lists it, with its packaging's name. */
export const expiringEvidenceSchema = z.object({
  documentId: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  kind: evidenceKindSchema,
  title: z.string(),
  expiresOn: calendarDay,
});
export type ExpiringEvidence = z.infer<typeof expiringEvidenceSchema>;
