import * as z from 'zod';
import {
  ASSESS_MAX_COUNTRIES,
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
} from '../domain/constants';
import { idField, optionalText, requiredText } from './fields';

/**
 * Packaging input (packaging issue). A draft may be incomplete; a packaging that is not a draft
 * needs at least one complete component, i.e. one with every lookup and its density range.
 */
export const DENSITY_MIN_EXCLUSIVE = 0;
export const DENSITY_MAX_EXCLUSIVE = 25;

const density = z
  .number({ error: 'Enter a density in g/cm³' })
  .gt(DENSITY_MIN_EXCLUSIVE, { error: 'Density must be above 0 g/cm³' })
  .lt(DENSITY_MAX_EXCLUSIVE, { error: 'Density must be below 25 g/cm³' });
const lookupRef = idField.nullable().optional();

/** Grams weighed to a thousandth: the sum of a component's layers is compared with this slack. */
const WEIGHT_TOLERANCE_G = 0.001;

/**
 * A material blended into a layer, with its share of the layer's weight in percent; the layer's
 * own material makes up the rest.
 */
export const blendPartInputSchema = z.object({
  materialId: idField,
  share: z.number({ error: 'Enter a share in %' }).gt(0).lt(100),
});

/**
 * One layer of a multilayer component (issue 24): its role (a `constituentRole` lookup), its
 * material and its weight in grams. A metallisation is nanometres thick, so 0 g is allowed.
 */
export const constituentInputSchema = z
  .object({
    role: idField,
    materialId: idField,
    weight: z.number({ error: 'Enter a weight in g' }).min(0, { error: 'Use 0 or more' }).max(1_000_000),
    blend: z
      .array(blendPartInputSchema)
      .max(BLEND_MATERIALS_MAX, {
        error: `A layer blends at most ${BLEND_MATERIALS_MAX} other materials`,
      })
      .optional(),
  })
  .refine((c) => (c.blend ?? []).reduce((sum, part) => sum + part.share, 0) < 100, {
    error: 'The blended materials must leave a share for the layer’s own material',
    path: ['blend'],
  });
export type ConstituentInput = z.infer<typeof constituentInputSchema>;

/** The weight of a component made of layers: the sum of theirs. */
export const constituentsWeight = (constituents: readonly { weight: number }[]): number =>
  constituents.reduce((sum, constituent) => sum + constituent.weight, 0);

export const componentInputSchema = z
  .object({
    name: requiredText('Component name is required', 120),
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
      .int({ error: 'Use a whole number' })
      .min(0, { error: 'Use 0 or more' })
      .max(1000)
      .nullable()
      .optional(),
    weight: z.number().gt(0, { error: 'Weight must be above 0 g' }).max(1_000_000).nullable().optional(),
    /** The layers, outside in; without them the component is one material, as before. */
    constituents: z
      .array(constituentInputSchema)
      .max(CONSTITUENTS_MAX, { error: `A component holds at most ${CONSTITUENTS_MAX} layers` })
      .optional(),
  })
  .refine(
    (c) =>
      c.weight == null ||
      !c.constituents?.length ||
      Math.abs(c.weight - constituentsWeight(c.constituents)) <= WEIGHT_TOLERANCE_G,
    { error: 'A component with layers weighs the sum of its layers', path: ['weight'] },
  )
  .refine((c) => c.densityFrom == null || c.densityTo == null || c.densityFrom <= c.densityTo, {
    error: 'Density from must not exceed density to',
    path: ['densityTo'],
  });
export type ComponentInput = z.infer<typeof componentInputSchema>;

export const componentLookupFields = [
  'typeId',
  'familyId',
  'materialId',
  'fillerId',
  'adhesiveId',
  'colorId',
] as const;

export const isCompleteComponent = (component: ComponentInput): boolean =>
  componentLookupFields.every((field) => Boolean(component[field])) &&
  component.densityFrom != null &&
  component.densityTo != null;

const packageFields = z.object({
  name: requiredText('Name is required', 200),
  description: optionalText(2000, 'multi-line').default(''),
  categoryId: idField.nullable().optional(),
  projectId: idField.nullable().optional(),
  assessmentCountryId: idField.nullable().optional(),
  draft: z.boolean().default(true),
  components: z
    .array(componentInputSchema)
    .max(COMPONENTS_MAX, { error: `A packaging holds at most ${COMPONENTS_MAX} components` })
    .default([]),
});

const completeUnlessDraft = <
  T extends z.ZodType<{ draft: boolean; components: ComponentInput[]; templateId?: string }>,
>(
  schema: T,
) =>
  // A packaging made from a template takes the template's components, checked on the server.
  schema.refine((p) => p.draft || Boolean(p.templateId) || p.components.some(isCompleteComponent), {
    error: 'A packaging that is not a draft needs at least one complete component',
    path: ['components'],
    when: (payload) => Array.isArray((payload.value as { components?: unknown } | null)?.components),
  });

export const packageInputSchema = completeUnlessDraft(packageFields);
export type PackageInput = z.infer<typeof packageInputSchema>;

export const createPackageBodySchema = completeUnlessDraft(
  packageFields.extend({ templateId: idField.optional() }),
);
export const updatePackageBodySchema = completeUnlessDraft(
  packageFields.extend({ version: z.number().int().min(1) }),
);

export const projectInputSchema = z.object({
  name: requiredText('Project name is required', 200),
  description: optionalText(2000, 'multi-line').default(''),
});
export const updateProjectBodySchema = projectInputSchema.extend({ version: z.number().int().min(1) });

export const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'version must be a number' }).int().min(1),
});

export const methodologySchema = z.enum(['ceflex', 'pre']);

export const assessBodySchema = z.object({
  countryIds: z.array(idField).min(1, { error: 'Choose at least one country' }).max(ASSESS_MAX_COUNTRIES),
  methodology: methodologySchema.default('ceflex'),
});

export const improvementsQuerySchema = z.object({
  countryId: idField,
  methodology: methodologySchema.default('ceflex'),
});

export const applyImprovementBodySchema = z.object({
  proposalId: requiredText('Choose a proposal', 200),
});

export const templateFromPackageBodySchema = z.object({
  packageId: idField,
  name: requiredText('Template name is required', 200),
});
