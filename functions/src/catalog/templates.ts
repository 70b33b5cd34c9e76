import * as z from 'zod';
import {
  componentInputSchema,
  localizedTextSchema,
  lookupKindOfComponentField,
  type ComponentInput,
  type Localized,
} from '@recyclens/shared';
import { lookupCatalog } from './lookups';
import templates from './templates.json' with { type: 'json' };

/**
 * Ready-made packaging to start from (packaging issue, item 6): the common packs, described with
 * the catalog's ids, typical densities (g/cm³) and weights (g). Ids are stable.
 */
export interface BuiltInTemplate {
  id: string;
  names: Localized;
  categoryId: string;
  components: ComponentInput[];
}

/**
 * A component as templates.json writes it: no filler, no adhesive unless named and no
 * non-conformity links used are left out. The keys come out in this order, the one the API has
 * always answered them in (componentInputSchema's own order differs, so it only checks them).
 */
const componentSchema = z
  .object({
    name: z.string().min(1),
    typeId: z.string(),
    familyId: z.string(),
    materialId: z.string(),
    fillerId: z.string().default('none'),
    adhesiveId: z.string().default('none'),
    colorId: z.string(),
    densityFrom: z.number().positive(),
    densityTo: z.number().positive(),
    weight: z.number().positive(),
    ncLinksUsed: z.number().default(0),
  })
  .strict();

const isKnown = (kind: keyof typeof lookupCatalog, id: string | undefined) =>
  lookupCatalog[kind].some((entry) => entry.id === id);

/**
 * templates.json, checked when the module loads (decision 058): every component a valid
 * component input whose ids name entries of the lookups, every name in the three languages, each
 * template id once. A template that could not be saved as a packaging fails every test and every
 * cold start instead of a user's first packaging.
 */
export const checkedTemplates = (data: unknown): BuiltInTemplate[] =>
  z
    .array(
      z.object({
        id: z.string().min(1),
        names: localizedTextSchema,
        categoryId: z.string(),
        components: z.array(componentSchema).min(1),
      }),
    )
    .superRefine((entries, ctx) => {
      const ids = entries.map((entry) => entry.id);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'a template id twice' });
      for (const { id, categoryId, components } of entries) {
        if (!isKnown('category', categoryId))
          ctx.addIssue({ code: 'custom', message: `${id}: ${categoryId}` });
        for (const component of components) {
          if (!componentInputSchema.safeParse(component).success)
            ctx.addIssue({ code: 'custom', message: `${id}: ${component.name} is no valid component` });
          for (const [field, kind] of Object.entries(lookupKindOfComponentField))
            if (!isKnown(kind, component[field as keyof typeof lookupKindOfComponentField]))
              ctx.addIssue({ code: 'custom', message: `${id}: ${component.name}'s ${field}` });
        }
      }
    })
    .parse(data);

export const builtInTemplates = checkedTemplates(templates);
