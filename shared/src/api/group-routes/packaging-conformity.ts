import * as z from 'zod';
import { PDF_CONTENT_TYPE } from '../../domain/constants';
import { calendarDay, packagingConformitySchema } from '../../domain/ppwr-conformity-entities';
import { contentLanguages } from '../../text/localized';
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
  packageDeclaration: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/declaration.pdf',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'The draft EU declaration of conformity (Regulation (EU) 2025/40) with its technical documentation, as PDF: the same bytes for the same packaging version, rules and language',
    params: z.object({ packageId: idField }),
    query: z.object({
      language: z.enum(contentLanguages).optional().describe('Left out, the reader’s language'),
      asOf: calendarDay
        .optional()
        .describe(
          'The day the checks are made for and the declaration dated; left out, the day of the packaging version',
        ),
    }),
    answer: z.object({ declaration: z.null() }),
    binaryAnswer: [PDF_CONTENT_TYPE],
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
