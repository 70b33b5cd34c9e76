import { z } from 'zod';
import { sources } from '../sources';
import { streams } from '../streams';
import type { Source, StreamId } from '../types';
import { nationalSources } from './national-sources';
import type { InfrastructureRow } from './row';
import rows from './rows.json' with { type: 'json' };

const streamIds = new Set<string>(streams.map((s) => s.id));
const sourcesById = new Map<string, Source>(
  [...Object.values(sources), ...Object.values(nationalSources)].map((s) => [s.id, s]),
);

/**
 * A row as rows.json holds it: the source by its id, so a page cited by forty rows is written
 * once (sources.ts, national-sources.ts). Checked when the module loads, so a mistyped stream or
 * source id fails every test and every cold start instead of grading a pack against nothing.
 */
const rowSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  stream: z.string().refine((id): id is StreamId => streamIds.has(id), 'unknown stream'),
  collected: z.boolean(),
  sorted: z.boolean(),
  recycled: z.boolean(),
  year: z.number().int(),
  certain: z.boolean(),
  source: z.string().transform((id, ctx) => {
    const source = sourcesById.get(id);
    if (source === undefined) {
      ctx.addIssue({ code: 'custom', message: `unknown source ${id}` });
      return z.NEVER;
    }
    return source;
  }),
  note: z.string().min(1),
});

const tableSchema = z
  .array(rowSchema)
  .refine(
    (list) => new Set(list.map((r) => `${r.country}/${r.stream}`)).size === list.length,
    'a country has one row per stream',
  );

/** Every country × stream the engine knows, in the order of rows.json (the fingerprint hashes that order). */
export const infrastructureTable: InfrastructureRow[] = tableSchema.parse(rows).map((r) => ({
  countryId: r.country,
  stream: r.stream,
  collected: r.collected,
  sorted: r.sorted,
  recycled: r.recycled,
  year: r.year,
  certain: r.certain,
  note: r.note,
  source: r.source,
}));
