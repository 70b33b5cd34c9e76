import * as z from 'zod';
import { packageComponentSchema } from './packaging-entities';
import { packagingPpwrFieldsSchema } from '../validation/ppwr-fields';
import { packagingMarketFieldsSchema } from '../validation/units-placed';
import { dateTime } from './stored-entity';

/**
 * The history of a packaging (issue 26 §1): every change is kept as a version with who made it,
 * when, where it came from and the packaging as it stood after it (docs/evidence.md).
 */
export const versionOrigins = [
  'editor',
  'import',
  'duplicate',
  'template',
  'restore',
  'improvement',
  /** A project rename or removal that changed the project the packaging names. */
  'project',
] as const;
export const versionOriginSchema = z.enum(versionOrigins);
export type VersionOrigin = z.infer<typeof versionOriginSchema>;

export const versionEventSchema = z.enum(['created', 'changed', 'deleted']);
export type VersionEvent = z.infer<typeof versionEventSchema>;

/** A packaging's content at one version: what an edit can change, components with their ids. */
export const packagingSnapshotSchema = z.object({
  name: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  assessmentCountryId: z.string().nullable(),
  draft: z.boolean(),
  ...packagingPpwrFieldsSchema.shape,
  ...packagingMarketFieldsSchema.shape,
  components: z.array(packageComponentSchema),
});
export type PackagingSnapshot = z.infer<typeof packagingSnapshotSchema>;

export const packagingVersionSchema = z.object({
  packageId: z.string(),
  version: z.number().int().min(1),
  event: versionEventSchema,
  origin: versionOriginSchema,
  actor: z.object({ id: z.string(), name: z.string() }),
  at: dateTime,
  /** The top-level fields this version changed against the one before (`components` for any component). */
  changedFields: z.array(z.string()),
  /** The packaging or template a copy was made from; null for other origins. */
  copiedFrom: z.string().nullable(),
  /** The version a restore brought back; null for other origins. */
  restoredFrom: z.number().int().min(1).nullable(),
});
export type PackagingVersion = z.infer<typeof packagingVersionSchema>;

export const packagingVersionDetailSchema = packagingVersionSchema.extend({
  snapshot: packagingSnapshotSchema,
});
export type PackagingVersionDetail = z.infer<typeof packagingVersionDetailSchema>;

const valueChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().describe('The value before; absent or null when it was not set'),
  after: z.unknown().describe('The value after; absent or null when it is no longer set'),
});
export type ValueChange = z.infer<typeof valueChangeSchema>;

const componentRefSchema = z.object({ id: z.string(), name: z.string() });

/** What differs between two states of a packaging: fields, and components matched by id. */
export const packagingDiffSchema = z.object({
  fields: z.array(valueChangeSchema),
  components: z.object({
    added: z.array(componentRefSchema),
    removed: z.array(componentRefSchema),
    changed: z.array(componentRefSchema.extend({ fields: z.array(valueChangeSchema) })),
    /** The components both states hold are in another order. */
    reordered: z.boolean(),
  }),
});
export type PackagingDiff = z.infer<typeof packagingDiffSchema>;

export const versionsDiffSchema = packagingDiffSchema.extend({
  from: z.number().int().min(1),
  to: z.number().int().min(1),
});

export const restoreVersionBodySchema = z.object({
  /** The packaging's current version, as the editor read it (optimistic locking). */
  version: z.number().int().min(1),
});
