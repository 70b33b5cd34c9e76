import * as z from 'zod';
import { calendarDay, packagingConformitySchema } from '../../domain/ppwr-conformity-entities';
import { idField } from '../../validation/fields';
import { defineRoute, type RouteDefinition } from '../define-route';

/**
 * A packaging's conformity with the EU packaging regulation (issue 34 §2, docs/ppwr.md), served
 * by the packaging group: in a module of its own so the packaging routes change without it.
 */
export const packagingConformityRoutes = {
  packageConformity: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/conformity',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'Each PPWR requirement for a packaging, answered for today, 1 January 2030 and 1 January 2038 from its data and evidence, with the rule set’s fingerprint',
    params: z.object({ packageId: idField }),
    query: z.object({
      asOf: calendarDay
        .optional()
        .describe('The day "today" stands for, YYYY-MM-DD; left out, the server’s today (UTC)'),
    }),
    answer: packagingConformitySchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
