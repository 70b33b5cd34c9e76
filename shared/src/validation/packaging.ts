import * as z from 'zod';
import {
  ASSESS_MAX_COUNTRIES,
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
} from '../domain/constants';
import type { ComponentLookupKind } from '../domain/enums';
import { incompleteComponentProblems, isCompleteComponent } from './component-completeness';
import { crossFieldRule, documented } from './documented';
import { fieldError as code } from './field-errors';
import { idField, optionalText, requiredText, wholeNumberParam } from './fields';
import {
  componentPpwrFieldsSchema,
  contentFitsPackaging,
  packagingPpwrFieldsSchema,
  type PackagingPpwrFields,
} from './ppwr-fields';
import { packagingMarketFieldsSchema } from './units-placed';

/**
 * Packaging input (packaging issue). A draft may be incomplete; a packaging that is not a draft
 * needs at least one complete component (component-completeness.ts says when one is).
 */
export const DENSITY_MIN_EXCLUSIVE = 0;
export const DENSITY_MAX_EXCLUSIVE = 25;

const density = z
  .number({ error: code.DENSITY_REQUIRED })
  .gt(DENSITY_MIN_EXCLUSIVE, { error: code.DENSITY_TOO_LOW })
  .lt(DENSITY_MAX_EXCLUSIVE, { error: code.DENSITY_TOO_HIGH });
const lookupRef = idField.nullable().optional();

/** Grams weighed to a thousandth: the sum of a component's layers is compared with this slack. */
const WEIGHT_TOLERANCE_G = 0.001;

/**
 * A material blended into a layer, with its share of the layer's weight in percent; the layer's
 * own material makes up the rest.
 */
export const blendPartInputSchema = z.object({
  materialId: idField,
  share: z.number({ error: code.BLEND_SHARE_REQUIRED }).gt(0).lt(100),
});

/**
 * One layer of a multilayer component (issue 24): its role (a `constituentRole` lookup), its
 * material and its weight in grams. A metallisation is nanometres thick, so 0 g is allowed.
 */
export const constituentInputSchema = z
  .object({
    role: idField,
    materialId: idField,
    weight: z
      .number({ error: code.CONSTITUENT_WEIGHT_REQUIRED })
      .min(0, { error: code.ZERO_OR_MORE_REQUIRED })
      .max(1_000_000),
    blend: z
      .array(blendPartInputSchema)
      .max(BLEND_MATERIALS_MAX, {
        error: code.BLEND_TOO_MANY,
      })
      .optional(),
  })
  .refine((c) => (c.blend ?? []).reduce((sum, part) => sum + part.share, 0) < 100, {
    error: code.BLEND_SHARES_TOO_HIGH,
    path: ['blend'],
  });
export type ConstituentInput = z.infer<typeof constituentInputSchema>;

/** The weight of a component made of layers: the sum of theirs. */
export const constituentsWeight = (constituents: readonly { weight: number }[]): number =>
  constituents.reduce((sum, constituent) => sum + constituent.weight, 0);

export const componentInputSchema = z
  .object({
    /**
     * The stored component this one is (GET /packages/{id} gives each its id): it keeps its id,
     * and with it its evidence documents, when components are reordered or others removed. A list
     * whose components carry no id is matched by position, as before ids were sent.
     */
    id: idField.optional(),
    name: requiredText(code.COMPONENT_NAME_REQUIRED, 120),
    typeId: lookupRef,
    familyId: lookupRef,
    materialId: lookupRef,
    fillerId: lookupRef,
    adhesiveId: lookupRef,
    colorId: lookupRef,
    densityFrom: density.nullable().optional(),
    densityTo: density.nullable().optional(),
    ncLinksUsed: z
      .number()
      .int({ error: code.WHOLE_NUMBER_REQUIRED })
      .min(0, { error: code.ZERO_OR_MORE_REQUIRED })
      .max(1000)
      .nullable()
      .optional(),
    weight: z.number().gt(0, { error: code.WEIGHT_TOO_LOW }).max(1_000_000).nullable().optional(),
    /** The layers, outside in; without them the component is one material, as before. */
    constituents: z
      .array(constituentInputSchema)
      .max(CONSTITUENTS_MAX, { error: code.CONSTITUENTS_TOO_MANY })
      .optional(),
    ...componentPpwrFieldsSchema.shape,
  })
  .refine(
    (c) =>
      c.weight == null ||
      !c.constituents?.length ||
      Math.abs(c.weight - constituentsWeight(c.constituents)) <= WEIGHT_TOLERANCE_G,
    { error: code.COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS, path: ['weight'] },
  )
  .refine((c) => c.densityFrom == null || c.densityTo == null || c.densityFrom <= c.densityTo, {
    error: code.DENSITY_RANGE_REVERSED,
    path: ['densityTo'],
  });
documented(componentInputSchema, {
  'x-rules': [
    crossFieldRule(
      `a component with constituents weighs their sum (within ${WEIGHT_TOLERANCE_G} g)`,
      code.COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS,
    ),
    crossFieldRule('densityFrom is at most densityTo', code.DENSITY_RANGE_REVERSED),
    crossFieldRule(
      'typeId, familyId, materialId, fillerId, adhesiveId and colorId name entries of GET /lookups',
      code.UNKNOWN_LOOKUP,
    ),
  ],
});
export type ComponentInput = z.infer<typeof componentInputSchema>;

/** The lookup kind each of a component's lookup fields holds an id of. */
export const lookupKindOfComponentField = {
  typeId: 'type',
  familyId: 'family',
  materialId: 'material',
  fillerId: 'filler',
  adhesiveId: 'adhesive',
  colorId: 'color',
} as const satisfies Record<string, ComponentLookupKind>;
export const componentLookupFields = Object.keys(
  lookupKindOfComponentField,
) as readonly (keyof typeof lookupKindOfComponentField)[];

const packageFields = z.object({
  name: requiredText(code.NAME_REQUIRED, 200),
  description: optionalText(2000, 'multi-line').default(''),
  categoryId: idField.nullable().optional(),
  projectId: idField.nullable().optional(),
  assessmentCountryId: idField.nullable().optional(),
  draft: z.boolean().default(true),
  components: z
    .array(componentInputSchema)
    .max(COMPONENTS_MAX, { error: code.COMPONENTS_TOO_MANY })
    .default([]),
  ...packagingPpwrFieldsSchema.shape,
  ...packagingMarketFieldsSchema.shape,
});

/** The PPWR volumes of a packaging: its contents fit in it (Art. 24's ratio is computed from both). */
const withFittingContent = <T extends z.ZodType<PackagingPpwrFields>>(schema: T) =>
  schema.refine(contentFitsPackaging, {
    error: code.CONTENT_VOLUME_ABOVE_PACKAGING,
    path: ['contentVolumeMl'],
  });

const completeUnlessDraft = <
  T extends z.ZodType<
    { draft: boolean; components: ComponentInput[]; templateId?: string } & PackagingPpwrFields
  >,
>(
  schema: T,
  rules: readonly string[] = [],
) =>
  // A packaging made from a template takes the template's components, checked on the server.
  // Refused, every missing field is named where it is, so the form can mark each one.
  documented(
    withFittingContent(schema).superRefine(
      (p, ctx) => {
        if (p.draft || Boolean(p.templateId) || p.components.some(isCompleteComponent)) return;
        for (const problem of incompleteComponentProblems(p.components))
          ctx.addIssue({ code: 'custom', message: problem.code, path: problem.path });
      },
      {
        // Only over components that parsed: a malformed one is refused by its own field codes, and
        // the completeness rule may then read its layers safely.
        when: (payload) =>
          Array.isArray((payload.value as { components?: unknown } | null)?.components) &&
          !payload.issues.some((issue) => issue.path?.[0] === 'components'),
      },
    ),
    {
      'x-rules': [
        crossFieldRule('projectId names a project of the company', code.UNKNOWN_PROJECT),
        crossFieldRule(
          'categoryId and assessmentCountryId name entries of GET /lookups',
          code.UNKNOWN_LOOKUP,
        ),
        crossFieldRule(
          'contentVolumeMl is at most the packaging volume',
          code.CONTENT_VOLUME_ABOVE_PACKAGING,
        ),
        ...rules,
      ],
    },
  );

export const packageInputSchema = completeUnlessDraft(packageFields);
export type PackageInput = z.infer<typeof packageInputSchema>;

export const createPackageBodySchema = completeUnlessDraft(
  packageFields.extend({ templateId: idField.optional() }),
  [crossFieldRule('templateId names a template of GET /templates', code.UNKNOWN_TEMPLATE)],
);
export const updatePackageBodySchema = completeUnlessDraft(
  packageFields.extend({ version: z.number().int().min(1) }),
);

export const projectInputSchema = z.object({
  name: requiredText(code.PROJECT_NAME_REQUIRED, 200),
  description: optionalText(2000, 'multi-line').default(''),
});
export const updateProjectBodySchema = projectInputSchema.extend({ version: z.number().int().min(1) });

export const versionQuerySchema = z.object({
  version: wholeNumberParam(z.number({ error: code.VERSION_NOT_A_NUMBER }).int().min(1)),
});

export const methodologySchema = z.enum(['ceflex', 'pre']);

/** Countries to assess for or by: each an entry of GET /lookups, which the service checks. */
const countryRule = crossFieldRule('each country id names a country of GET /lookups', code.UNKNOWN_LOOKUP);

export const assessBodySchema = z.object({
  countryIds: documented(
    z.array(idField).min(1, { error: code.COUNTRY_REQUIRED }).max(ASSESS_MAX_COUNTRIES),
    { 'x-rules': [countryRule] },
  ),
  methodology: methodologySchema.default('ceflex'),
  /** A run to compare methodologies by: kept in the history, never the packaging's latest result. */
  comparison: z.boolean().default(false),
});

export const improvementsQuerySchema = z.object({
  countryId: documented(idField.clone(), { 'x-rules': [countryRule] }),
  methodology: methodologySchema.default('ceflex'),
});

export const applyImprovementBodySchema = z.object({
  proposalId: requiredText(code.PROPOSAL_REQUIRED, 200),
});

export const templateFromPackageBodySchema = z.object({
  packageId: idField,
  name: requiredText(code.TEMPLATE_NAME_REQUIRED, 200),
});
