import * as z from 'zod';
import { dateTime } from './stored-entity';
import { companySummarySchema, notificationSchema, userSchema } from './entities';
import { auditActions } from './plain-lists';

/**
 * What the audit log records (issue 26 §3): who did what to what, when and from which address.
 * An entry is written once and never changed; DynamoDB's TTL removes it after a year
 * (docs/retention.md).
 */
/** How long an entry is kept (DynamoDB TTL): a year of evidence, then it is gone. */
export const AUDIT_RETENTION_DAYS = 365;
/** Rows in one CSV download; a longer log is narrowed by time (the answer says when it was cut). */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export { auditActions } from './plain-lists';
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditTargetKinds = [
  'user',
  'tenant',
  'email-domain',
  'package',
  'project',
  'export',
  'import',
  'evidence',
  'company',
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: dateTime,
  action: auditActionSchema,
  /** The user who acted, with the name they had then; no id for a sign-in of an unknown address. */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  target: z.object({ kind: z.enum(auditTargetKinds), id: z.string(), label: z.string() }).nullable(),
  /** Facts of the change (old and new role, the address a sign-in tried…); never a secret. */
  details: z.record(z.string(), z.string()),
  sourceAddress: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Everything the platform holds about the caller as a person (issue 26 §4), as one JSON file. */
export const personalDataSchema = z.object({
  exportedAt: dateTime,
  profile: userSchema,
  memberships: z.array(companySummarySchema.pick({ id: true, name: true })),
  signIns: z.array(auditEntrySchema),
  notifications: z.array(notificationSchema),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
