import * as z from 'zod';
import { packagingEprEstimateSchema } from '../../domain/epr-estimate-entities';
import { portfolioEprSchema } from '../../domain/epr-portfolio-entities';
import { idField } from '../../validation/fields';
import { fieldError as code } from '../../validation/field-errors';
import { defineRoute, type RouteDefinition } from '../define-route';

/** The fee years we can be asked about: EPR schemes began in the 1990s; planning looks a few years ahead. */
const EPR_YEAR_MIN = 1990;
const EPR_YEAR_MAX = 2100;

const eprYear = z.coerce
  .number({ error: code.WHOLE_NUMBER_REQUIRED })
  .int({ error: code.WHOLE_NUMBER_REQUIRED })
  .min(EPR_YEAR_MIN)
  .max(EPR_YEAR_MAX);

/**
 * A packaging's EPR fee estimate (issue 35 §3) and the company's yearly fees (§4), docs/epr.md,
 * served by the packaging group: in a module of its own so the packaging routes change without it.
 */
export const packagingEprRoutes = {
  packageEprEstimate: defineRoute({
    method: 'GET',
    path: '/packages/{packageId}/epr-estimate',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'The EPR fees of a packaging for a year, per country: each component priced by the scheme’s published schedule row and modulation, with the edition and its fingerprint; unpriced components and countries without a public schedule say so',
    params: z.object({ packageId: idField }),
    query: z.object({
      year: eprYear.describe('The fee year, e.g. 2026'),
    }),
    answer: packagingEprEstimateSchema,
  }),
  portfolioEpr: defineRoute({
    method: 'GET',
    path: '/portfolio/epr',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary:
      'The current company’s yearly EPR fees per country, scheme and currency (never summed across currencies), and the packaging that cost most, from counters kept on write',
    query: z.object({
      year: eprYear.optional().describe('The fee year, e.g. 2026; the current year when left out'),
    }),
    answer: portfolioEprSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'packaging' }>;
