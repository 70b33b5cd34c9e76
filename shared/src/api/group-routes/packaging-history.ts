import * as z from 'zod';
import { PDF_CONTENT_TYPE } from '../../domain/constants';
import { packageSchema } from '../../domain/packaging-entities';
import {
  packagingVersionDetailSchema,
  packagingVersionSchema,
  restoreVersionBodySchema,
  versionsDiffSchema,
} from '../../domain/packaging-history-entities';
import { packageResultSchema } from '../../domain/entities';
import { resultEvidenceSchema } from '../../domain/result-evidence-entities';
import { idField } from '../../validation/fields';
import { versionQuerySchema } from '../../validation/packaging';
import { cursorParam, limitParam, pageOf } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

const versionNumber = versionQuerySchema.shape.version;
const packageIdParams = z.object({ packageId: idField });
const versionParams = packageIdParams.extend({ version: versionNumber });
const resultParams = packageIdParams.extend({ resultId: idField });

/**
 * A packaging's history and the evidence behind its results (issue 26 §1–2), served by the
 * packaging group: in a module of their own so the packaging routes change without these.
 */
export const packagingHistoryRoutes = {
  packageVersions: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/versions',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'The versions of a packaging, newest first: who changed it, when, from where and which fields',
    params: packageIdParams,
    query: z.object({ limit: limitParam, cursor: cursorParam }),
    answer: pageOf(packagingVersionSchema),
  }),
  packageVersion: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/versions/{version}',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'One version of a packaging, with the packaging as it stood then',
    params: versionParams,
    answer: packagingVersionDetailSchema,
  }),
  packageVersionDiff: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/version-diff',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'What changed between two versions of a packaging: fields, and components matched by id',
    params: packageIdParams,
    query: z.object({ from: versionNumber, to: versionNumber }),
    answer: versionsDiffSchema,
  }),
  restorePackageVersion: defineRoute({
    method: 'POST',
    path: '/packages/{packageId}/versions/{version}/restore',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: 'Make a packaging as it was at a version again, as a new version (optimistic locking)',
    params: versionParams,
    body: restoreVersionBodySchema,
    errors: ['VERSION_CONFLICT'],
    answer: packageSchema,
  }),
  resultEvidence: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/results/{resultId}/evidence',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'What a result was computed from (packaging version and inputs, method and data tables) and what changed in the packaging since',
    params: resultParams,
    answer: resultEvidenceSchema,
  }),
  resultReport: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/results/{resultId}/report',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'The PDF of one result, made from the stored result only: the same document whenever it is asked for',
    params: resultParams,
    answer: z.object({ report: z.null() }),
    binaryAnswer: [PDF_CONTENT_TYPE],
  }),
  adoptResult: defineRoute({
    method: 'POST',
    path: '/packages/{packageId}/results/{resultId}/adopt',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'Make a stored comparison run the latest result of its country, as it was computed (no new assessment); only on the packaging version it was computed on',
    params: resultParams,
    errors: [
      'RESULT_NOT_FOUND',
      'RESULT_NOT_A_COMPARISON',
      'RESULT_ALREADY_LATEST',
      'RESULT_OUTDATED',
      'VERSION_CONFLICT',
    ],
    answer: packageResultSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
