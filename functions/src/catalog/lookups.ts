import * as z from 'zod';
import {
  countryGroupSchema,
  localizedTextSchema,
  lookupKinds,
  type CountryGroup,
  type Localized,
  type LookupKind,
} from '@recyclens/shared';
import catalog from './lookups.json' with { type: 'json' };

/**
 * The reference data components are described with (the lookups of docs/product.md#entities), plus packaging
 * categories and assessment countries. Ids are stable slugs: the rule tables of the assessment
 * refer to them and re-seeding never changes them.
 */
export interface CatalogEntry {
  id: string;
  names: Localized;
  /** Countries only: how the assessment dialogs group them. */
  group?: CountryGroup;
}

const entrySchema = z.object({
  id: z.string().min(1),
  names: localizedTextSchema,
  group: countryGroupSchema.optional(),
});

/**
 * lookups.json, checked when the module loads: every kind present, every name in the three
 * languages. The countries are the EU-27 (the packaging regulation's scope), the United Kingdom
 * and the United States, each with its ISO 3166-1 alpha-2 id (stored packages refer to it): the
 * countries the infrastructure table covers (assessment/infrastructure/).
 */
export const lookupCatalog: Record<LookupKind, CatalogEntry[]> = z
  .object(
    Object.fromEntries(lookupKinds.map((kind) => [kind, z.array(entrySchema)])) as Record<
      LookupKind,
      z.ZodArray<typeof entrySchema>
    >,
  )
  .superRefine((kinds, ctx) => {
    for (const kind of lookupKinds) {
      const ids = kinds[kind].map((entry) => entry.id);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: `${kind}: an id twice` });
    }
    // The assessment dialogs and the EU-only rules read a country's group.
    if (kinds.country.some((entry) => entry.group === undefined))
      ctx.addIssue({ code: 'custom', message: 'country: an entry without its group' });
  })
  .parse(catalog);
