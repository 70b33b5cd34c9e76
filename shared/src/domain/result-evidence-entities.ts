import * as z from 'zod';
import { packagingDiffSchema, packagingSnapshotSchema } from './packaging-history-entities';
import { dateTime } from './stored-entity';

const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  url: z.string().optional(),
});

/** A data table of the engine as a result used it: its size and a content hash of all its rows. */
export const dataTableStampSchema = z.object({
  id: z.string(),
  rows: z.number().int().min(0),
  /** SHA-256 of the table's rows as canonical JSON: equal hashes, equal tables. */
  fingerprint: z.string(),
});
export type DataTableStamp = z.infer<typeof dataTableStampSchema>;

export const infrastructureRowSchema = z.object({
  countryId: z.string(),
  stream: z.string(),
  collected: z.boolean(),
  sorted: z.boolean(),
  recycled: z.boolean(),
  year: z.number().int(),
  certain: z.boolean(),
  note: z.string(),
  source: sourceSchema,
});

export const ruleRowSchema = z.object({
  ruleId: z.string(),
  stream: z.string(),
  aspect: z.string(),
  values: z.array(z.string()),
  role: z.string().optional(),
  methodology: z.string().optional(),
  rating: z.union([
    z.string(),
    z.object({ greenUpTo: z.number(), yellowUpTo: z.number().optional(), above: z.string().optional() }),
  ]),
  fate: z.string().optional(),
  messageKey: z.string(),
  source: sourceSchema,
  note: z.string(),
});

/**
 * What a result was computed from (issue 26 §2): the packaging version and its content as
 * assessed, the engine's method version, a stamp of every data table and the rows that decided
 * it with their sources. Results stored before evidence was kept have no inputs nor tables.
 */
export const resultEvidenceSchema = z.object({
  resultId: z.string(),
  packageId: z.string(),
  assessedAt: dateTime,
  methodVersion: z.string(),
  /** The packaging's version the result was computed from; null on results older than the history. */
  packageVersion: z.number().int().min(1).nullable(),
  /** The packaging and components as assessed; null on results older than the evidence. */
  inputs: packagingSnapshotSchema.nullable(),
  tables: z.array(dataTableStampSchema),
  rowsUsed: z.object({ infrastructure: z.array(infrastructureRowSchema), rules: z.array(ruleRowSchema) }),
  /** The packaging's current version. */
  currentVersion: z.number().int().min(1),
  /** What changed in the packaging since the result, from its inputs to now; null without inputs. */
  changesSince: packagingDiffSchema.nullable(),
});
export type ResultEvidence = z.infer<typeof resultEvidenceSchema>;
