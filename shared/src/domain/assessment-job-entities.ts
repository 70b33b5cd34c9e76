import * as z from 'zod';
import { BULK_ASSESS_FAILURES_NAMED, BULK_ASSESS_MAX_SELECTION } from './constants';
import { stored } from './stored-entity';
import { assessBodySchema } from '../validation/packaging';
import { fieldError as code } from '../validation/field-errors';
import { idField } from '../validation/fields';

/**
 * A bulk assessment (issue 21 §4): the selected packaging, a project's or all of the company's,
 * assessed for the same countries and methodology; or every outdated result re-assessed with its
 * own country and methodology. It runs as a job the web app follows.
 */
export const assessmentJobRequestSchema = assessBodySchema
  .extend({
    /** The selected packaging; with neither this nor a project, all packaging of the company. */
    packageIds: z.array(idField).min(1).max(BULK_ASSESS_MAX_SELECTION).optional(),
    projectId: idField.optional(),
  })
  .refine((body) => !(body.packageIds && body.projectId), {
    error: code.PACKAGING_OR_PROJECT,
    path: ['projectId'],
  });
export type AssessmentJobRequest = z.infer<typeof assessmentJobRequestSchema>;

export const assessmentJobScopes = ['selection', 'project', 'all', 'outdated'] as const;

export const assessmentJobSchema = stored({
  scope: z.enum(assessmentJobScopes),
  projectId: z.string().nullable(),
  /** Empty when re-assessing outdated results: each keeps its own country. */
  countryIds: z.array(z.string()),
  methodology: z.enum(['ceflex', 'pre']).nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Packaging to go through, and gone through so far. */
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  /** Packaging given new results by this job. */
  assessed: z.number().int().min(0),
  /** Packaging that could not be assessed: incomplete components, or edited while the job ran. */
  failed: z.number().int().min(0),
  /**
   * The first of them by name, so the user can open and complete each: `incomplete` when its
   * components are not complete, `changed` when it was edited or deleted while the job ran.
   */
  failures: z
    .array(z.object({ packageId: z.string(), name: z.string(), reason: z.enum(['incomplete', 'changed']) }))
    .max(BULK_ASSESS_FAILURES_NAMED)
    // A server from before this list answers without it.
    .default([]),
  error: z.string().nullable(),
});
export type AssessmentJob = z.infer<typeof assessmentJobSchema>;
