import * as z from 'zod';
import { ASSESS_MAX_COUNTRIES, COMPONENTS_MAX } from '../domain/constants';
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
  })
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

export const assessBodySchema = z.object({
  countryIds: z.array(idField).min(1, { error: 'Choose at least one country' }).max(ASSESS_MAX_COUNTRIES),
  methodology: z.enum(['ceflex', 'pre']).default('ceflex'),
});

export const templateFromPackageBodySchema = z.object({
  packageId: idField,
  name: requiredText('Template name is required', 200),
});
