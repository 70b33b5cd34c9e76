import * as z from 'zod';
import { eprCurrencies, eprRateBases } from '@recyclens/shared';
import type { ScheduleEdition } from '../types';

/** What a scheme published, as an edition's JSON file beside it holds it; how our data maps to its rows stays in code. */
export type PublishedEdition = Omit<ScheduleEdition, 'mappingVersion' | 'choose'>;

const rowSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  rate: z.number().nonnegative().nullable(),
  per: z.enum(eprRateBases),
});

const publishedEditionSchema = z.object({
  id: z.string().min(1),
  scheme: z.object({ id: z.string().min(1), name: z.string().min(1), url: z.url() }),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  year: z.number().int(),
  currency: z.enum(eprCurrencies),
  source: z.object({ title: z.string().min(1), url: z.url(), readOn: z.iso.date() }),
  rows: z
    .array(rowSchema)
    .min(1)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      for (const { id } of rows) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `row ${id} twice` });
        seen.add(id);
      }
    }),
});

/**
 * An edition's published data read from its JSON file (decision 058), checked when the module
 * loads: a mistake fails every test and every cold start instead of pricing a packaging against a
 * row that is not there. A piece's choice names its row by id, so each id stands once. The rows
 * keep the scheme's order, which the fingerprint hashes.
 */
export const publishedEdition = (data: unknown): PublishedEdition => publishedEditionSchema.parse(data);
