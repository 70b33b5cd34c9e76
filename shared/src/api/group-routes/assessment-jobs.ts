import * as z from 'zod';
import { assessmentJobRequestSchema, assessmentJobSchema } from '../../domain/assessment-job-entities';
import { idField } from '../../validation/fields';
import { defineRoute, type RouteDefinition } from '../define-route';

const jobIdParams = z.object({ jobId: idField });

/**
 * Bulk assessment jobs (issue 21 §4), served by the packaging group: kept in a module of their
 * own so the export and assessment routes change without touching each other.
 */
export const assessmentJobRoutes = {
  startAssessmentJob: defineRoute({
    method: 'POST',
    path: '/assessment-jobs',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'Assess the selected packaging, a project or all of the company for the chosen countries, as a job; one job per company at a time',
    body: assessmentJobRequestSchema,
    errors: ['NOT_FOUND', 'ASSESSMENT_JOB_RUNNING'],
    answer: assessmentJobSchema,
  }),
  reassessOutdated: defineRoute({
    method: 'POST',
    path: '/assessment-jobs/outdated',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'Re-assess every outdated result of the company (edited since, or made by an older engine) with its own country and methodology, as a job',
    errors: ['ASSESSMENT_JOB_RUNNING'],
    answer: assessmentJobSchema,
  }),
  assessmentJob: defineRoute({
    method: 'GET',
    path: '/assessment-jobs/{jobId}',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'How a bulk assessment is getting on',
    params: jobIdParams,
    answer: assessmentJobSchema,
  }),
  resumeAssessmentJob: defineRoute({
    method: 'POST',
    path: '/assessment-jobs/{jobId}/resume',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'Continue a failed or stopped bulk assessment from where it stopped',
    params: jobIdParams,
    errors: ['ASSESSMENT_JOB_NOT_RESUMABLE'],
    answer: assessmentJobSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
