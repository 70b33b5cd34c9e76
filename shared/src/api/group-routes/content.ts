import * as z from 'zod';
import { interfaceLocales } from '../../domain/constants';
import { fileLinkSchema, guidelineSchema, notificationSchema } from '../../domain/entities';
import { idField } from '../../validation/fields';
import { cursorParam, limitParam, notificationTypesParam, pageOf } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

/** Notifications and the eco-design guidelines. */
export const contentRoutes = {
  notifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    group: 'content',
    auth: 'session',
    companyScoped: true,
    summary: "Newest notifications of the caller's tenant and company",
    query: z.object({ types: notificationTypesParam, limit: limitParam, cursor: cursorParam }),
    answer: pageOf(notificationSchema),
  }),
  guidelines: defineRoute({
    method: 'GET',
    path: '/guidelines',
    group: 'content',
    auth: 'session',
    summary: 'The eco-design guidelines, titled in the reader’s language',
    answer: z.array(guidelineSchema),
  }),
  guidelineLink: defineRoute({
    method: 'GET',
    path: '/guidelines/{guidelineId}',
    group: 'content',
    auth: 'session',
    summary: 'A short-lived link to view or download one guideline (PDF)',
    params: z.object({ guidelineId: idField }),
    query: z.object({
      language: z.enum(interfaceLocales).optional(),
      download: z.enum(['true', 'false']).default('false'),
    }),
    answer: fileLinkSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'content' }>;
