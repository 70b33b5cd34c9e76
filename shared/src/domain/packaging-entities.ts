import * as z from 'zod';
import { EXPORT_MAX_PACKAGES } from './constants';
import { fileLinkSchema } from './content-entities';
import { countryGroupSchema } from './enums';
import { improvementEffectSchema } from './improvement-effects';
import { ppwrPortfolioSchema } from './ppwr-conformity-entities';
import { dateTime, stored } from './stored-entity';
import { localizedTextSchema } from '../text/localized';
import { crossFieldRule, documented } from '../validation/documented';
import { fieldError as code } from '../validation/field-errors';
import { componentPpwrFieldsSchema, packagingPpwrFieldsSchema } from '../validation/ppwr-fields';
import { packagingMarketFieldsSchema } from '../validation/units-placed';

export const assessmentCountrySchema = stored({ name: z.string(), code: z.string() });
export type AssessmentCountry = z.infer<typeof assessmentCountrySchema>;

/** A lookup entry: type, family, material, filler, adhesive or colour. */
export const lookupSchema = stored({
  name: z.string(),
  names: localizedTextSchema.optional(),
});
export type Lookup = z.infer<typeof lookupSchema>;

/** A layer of a multilayer component as stored: see `constituentInputSchema` for its rules. */
export const constituentSchema = z.object({
  role: z.string(),
  materialId: z.string(),
  weight: z.number(),
  blend: z.array(z.object({ materialId: z.string(), share: z.number() })).optional(),
});
export type Constituent = z.infer<typeof constituentSchema>;

const componentFields = {
  name: z.string(),
  ncLinksUsed: z.number().int().min(0).nullable().optional(),
  densityFrom: z.number().nullable().optional(),
  densityTo: z.number().nullable().optional(),
  weight: z.number().nullable().optional(),
  typeId: z.string().nullable().optional(),
  familyId: z.string().nullable().optional(),
  materialId: z.string().nullable().optional(),
  fillerId: z.string().nullable().optional(),
  adhesiveId: z.string().nullable().optional(),
  colorId: z.string().nullable().optional(),
  constituents: z.array(constituentSchema).optional(),
  ...componentPpwrFieldsSchema.shape,
};
export const packageComponentSchema = stored({ ...componentFields, packageId: z.string().optional() });
export type PackageComponent = z.infer<typeof packageComponentSchema>;
export const templateComponentSchema = stored({
  ...componentFields,
  templateId: z.string().optional(),
});
export type TemplateComponent = z.infer<typeof templateComponentSchema>;

export const templateSchema = stored({
  name: z.string(),
  categoryId: z.string().nullable().optional(),
  /** Ready-made templates ship with the product; others were saved by the tenant's admins. */
  builtIn: z.boolean(),
  templateComponents: z.array(templateComponentSchema),
});
export type Template = z.infer<typeof templateSchema>;

export const ratingSchema = z.enum(['green', 'yellow', 'red', 'needs-testing', 'info']);
export const gradeSchema = z.enum(['A', 'B', 'C', 'not-recyclable', 'needs-testing', 'no-infrastructure']);
export type Grade = z.infer<typeof gradeSchema>;

export const findingSchema = z.object({
  componentIndex: z.number().int().nullable(),
  /** The layer of a multilayer component the finding is about; absent on older results. */
  constituentIndex: z.number().int().optional(),
  componentName: z.string().nullable(),
  ruleId: z.string(),
  rating: ratingSchema,
  messageKey: z.string(),
  /** The finding in the reader's language, with its values filled in. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  source: z.object({ id: z.string(), name: z.string(), version: z.string(), url: z.string().optional() }),
});
export type Finding = z.infer<typeof findingSchema>;

/** One country's assessment of a package at one moment (docs/assessment.md#the-steps, step 6). */
export const packageResultSchema = stored({
  packageId: z.string().optional(),
  assessmentCountryId: z.string(),
  methodology: z.string(),
  stream: z.string().nullable(),
  score: z.number().nullable(),
  grade: gradeSchema,
  mainMaterialShare: z.number().nullable(),
  findings: z.array(findingSchema),
  methodVersion: z.string(),
  /** The packaging's version this result was computed from; null on results older than the history. */
  packageVersion: z.number().int().min(1).nullable().optional(),
  /** The package changed after this result was made. */
  outdated: z.boolean(),
  /**
   * A run made to compare methodologies: in the history, but not the country's latest result
   * (issue 36 §3). Absent in answers made before it existed.
   */
  comparison: z.boolean().optional(),
  /** Made by an older version of the method than the engine's current one (docs/assessment.md#the-steps, step 6). */
  olderMethod: z.boolean(),
});
export type PackageResult = z.infer<typeof packageResultSchema>;

/**
 * One small edit a proposal makes to one component (docs/assessment-improvements.md); a
 * `recycled-content` change raises its post-consumer recycled content to Art. 7's minimum
 * (docs/ppwr.md#portfolio).
 */
export const improvementChangeSchema = z.object({
  kind: z.enum([
    'material',
    'color',
    'adhesive',
    'filler',
    'drop',
    'layer-material',
    'drop-layer',
    'recycled-content',
  ]),
  componentIndex: z.number().int().min(0),
  componentName: z.string(),
  /** The layer a layer change edits, as an index into the component's constituents. */
  constituentIndex: z.number().int().min(0).optional(),
  /**
   * Lookup ids before and after, with their names in the reader's language; `to` is null for a
   * drop. A recycled-content change gives the percentages ("20", "30") and no names.
   */
  from: z.string().nullable(),
  fromName: z.string().nullable(),
  to: z.string().nullable(),
  toName: z.string().nullable(),
});
export type ImprovementChange = z.infer<typeof improvementChangeSchema>;

/**
 * A proposal: one change, or two when no single one raises the grade, and what the engine then
 * gives; or the recycled content of every plastic component below Art. 7's 2030 minimum raised to
 * it (one change per component, the grade unchanged).
 */
export const improvementSchema = z.object({
  /** Names the proposal when it is applied; the same for the same packaging. */
  id: z.string(),
  changes: z.array(improvementChangeSchema).min(1),
  grade: gradeSchema,
  score: z.number().nullable(),
  /** What the change does beyond the grade (improvement-effects.ts): e.g. the EPR fees it saves. */
  effects: z.array(improvementEffectSchema),
});
export type Improvement = z.infer<typeof improvementSchema>;

/** The proposals for a packaging as it is now, for one country and methodology. */
export const improvementsSchema = z.object({
  countryId: z.string(),
  methodology: z.enum(['ceflex', 'pre']),
  methodVersion: z.string(),
  /** The packaging's grade and score as it is, by the same engine. */
  grade: gradeSchema,
  score: z.number().nullable(),
  /**
   * Fewest changes first, then the best grade; empty when nothing raises the grade (or it is A).
   * Then, in an EU member state, the proposal raising recycled content to Art. 7's 2030 minimum
   * where the packaging's figure is below it.
   */
  proposals: z.array(improvementSchema),
  /** False when the search's bound stopped it before every candidate change was tried. */
  complete: z.boolean(),
});
export type Improvements = z.infer<typeof improvementsSchema>;

/**
 * A company's portfolio at a glance (GET /portfolio), from counters kept as packaging changes
 * (decision 011): per country, how many packaging have each grade as their latest result, how many
 * have none yet, and how many of those latest results are outdated by a later edit.
 */
export const portfolioSummarySchema = z.object({
  packages: z.number().int().min(0),
  categories: z.array(z.object({ categoryId: z.string(), count: z.number().int().min(0) })),
  countries: z.array(
    z.object({
      countryId: z.string(),
      grades: z.object({
        A: z.number().int().min(0),
        B: z.number().int().min(0),
        C: z.number().int().min(0),
        'not-recyclable': z.number().int().min(0),
        'needs-testing': z.number().int().min(0),
        'no-infrastructure': z.number().int().min(0),
      }),
      notAssessed: z.number().int().min(0),
      outdated: z.number().int().min(0),
    }),
  ),
  ppwr: ppwrPortfolioSchema,
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const projectSchema = stored({
  name: z.string(),
  description: z.string(),
  companyId: z.string().optional(),
  packageCount: z.number().int().min(0),
});
export type Project = z.infer<typeof projectSchema>;

export const packageSchema = stored({
  companyId: z.string().optional(),
  name: z.string(),
  description: z.string(),
  projectId: z.string().nullable().optional(),
  projectName: z.string().nullable().optional(),
  categoryId: z.string().nullable().optional(),
  assessmentCountryId: z.string().nullable().optional(),
  draft: z.boolean(),
  ...packagingPpwrFieldsSchema.shape,
  ...packagingMarketFieldsSchema.shape,
  packageComponents: z.array(packageComponentSchema),
  /** The newest result per country, when the list asks for them. */
  packageResults: z.array(packageResultSchema).optional(),
  favorite: z.boolean().optional(),
  lastAssessedAt: dateTime.nullable().optional(),
  /**
   * Each country's latest grade, and the countries whose latest result is older than the last
   * edit: kept on the packaging for the portfolio counters (decision 011), so the overview's grade
   * column costs no extra read.
   */
  grades: z.record(z.string(), gradeSchema).optional(),
  outdatedCountries: z.array(z.string()).optional(),
});
export type Package = z.infer<typeof packageSchema>;

/** A lookup entry as GET /lookups serves it: the name in the reader's language and all three. */
export const lookupEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  names: localizedTextSchema,
  /** Countries only: an EU member state or another country, for grouping the choice. */
  group: countryGroupSchema.optional(),
});
export type LookupEntry = z.infer<typeof lookupEntrySchema>;

export const userPackageFavoriteSchema = z.object({ userId: z.string(), packageId: z.string() });

export const exportRequestSchema = z
  .object({
    format: z.enum(['pdf', 'xlsx']),
    /**
     * The selected packaging; with neither this nor projectId, all packaging of the current
     * company. An empty selection is a mistake, not a wish for everything.
     */
    packageIds: z
      .array(z.string().min(1).max(64))
      .min(1, { error: code.EXPORT_SELECTION_EMPTY })
      .max(EXPORT_MAX_PACKAGES)
      .optional(),
    /** All packaging of this project of the current company, read by the job: no limit of ids. */
    projectId: z.string().min(1).max(64).optional(),
    /**
     * What the file holds: the packaging summary (or reports, as PDF), or the EPR declaration of
     * `year` (XLSX only): tonnes per scheme row and units per country (docs/epr.md).
     */
    kind: z.enum(['summary', 'epr_declaration']).default('summary'),
    year: z.number().int().min(1990).max(2100).optional(),
  })
  .refine((body) => body.packageIds === undefined || body.projectId === undefined, {
    error: code.EXPORT_SELECTION_AND_PROJECT,
    path: ['projectId'],
  })
  .refine((body) => body.kind !== 'epr_declaration' || body.year !== undefined, {
    error: code.REQUIRED,
    path: ['year'],
  })
  .refine((body) => body.kind !== 'epr_declaration' || body.format === 'xlsx', {
    error: code.INVALID_VALUE,
    path: ['format'],
  });
documented(exportRequestSchema, {
  'x-rules': [
    crossFieldRule('packageIds and projectId are not both given', code.EXPORT_SELECTION_AND_PROJECT),
    crossFieldRule('projectId names a project of the company', code.UNKNOWN_PROJECT),
    crossFieldRule('an epr_declaration names its year', code.REQUIRED),
    crossFieldRule('an epr_declaration is xlsx', code.INVALID_VALUE),
  ],
});

export const exportJobSchema = stored({
  format: z.enum(['pdf', 'xlsx']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  download: fileLinkSchema.nullable(),
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
