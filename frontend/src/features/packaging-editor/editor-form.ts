import {
  componentPpwrFieldsOf,
  ppwrFieldsOf,
  updatePackageBodySchema,
  type Package,
} from '@recyclens/shared';
import type { z } from 'zod';

/**
 * The editor's form is the update call's body: what the user sees is exactly what is sent. Every
 * component holds a list of layers in the form (the layer list needs one); an empty list is sent
 * as none, so that a component without layers is stored as it was before layers existed.
 */
export const editorFormSchema = updatePackageBodySchema.transform((body) => ({
  ...body,
  components: body.components.map(({ constituents, ...component }) =>
    constituents?.length ? { ...component, constituents } : component,
  ),
}));
export type EditorFormInput = z.input<typeof editorFormSchema>;
export type EditorForm = z.output<typeof editorFormSchema>;
export type ComponentFormInput = NonNullable<EditorFormInput['components']>[number];
export type LayerFormInput = NonNullable<ComponentFormInput['constituents']>[number];

export const emptyComponent = (): ComponentFormInput => ({
  name: '',
  typeId: null,
  familyId: null,
  materialId: null,
  fillerId: null,
  adhesiveId: null,
  colorId: null,
  densityFrom: null,
  densityTo: null,
  ncLinksUsed: null,
  weight: null,
  constituents: [],
});

/** The saved packaging as form values, with the version it was read at (optimistic locking). */
export const toFormValues = (pkg: Package): EditorFormInput => ({
  version: pkg.version,
  name: pkg.name,
  description: pkg.description,
  projectId: pkg.projectId ?? null,
  categoryId: pkg.categoryId ?? null,
  assessmentCountryId: pkg.assessmentCountryId ?? null,
  draft: pkg.draft,
  // The PPWR fields the packaging has, carried so a save keeps them; one it lacks stays unknown.
  ...ppwrFieldsOf(pkg),
  // The rows of units placed; none is an empty list, which a save sends as none.
  unitsPlaced: pkg.unitsPlaced ?? [],
  components: pkg.packageComponents.map((component) => ({
    // Names the stored component, so its evidence follows it through a reorder or removal (decision 056).
    id: component.id,
    name: component.name,
    typeId: component.typeId ?? null,
    familyId: component.familyId ?? null,
    materialId: component.materialId ?? null,
    fillerId: component.fillerId ?? null,
    adhesiveId: component.adhesiveId ?? null,
    colorId: component.colorId ?? null,
    densityFrom: component.densityFrom ?? null,
    densityTo: component.densityTo ?? null,
    ncLinksUsed: component.ncLinksUsed ?? null,
    weight: component.weight ?? null,
    // Kept as stored, blends included: the editor shows a blend but does not change it.
    constituents: component.constituents ?? [],
    ...componentPpwrFieldsOf(component),
  })),
});

/**
 * A new layer, nothing chosen yet. Its weight is left out so that its input starts empty (a 0
 * would pass as a real metallisation weight); the schema asks for it on save.
 */
export const emptyLayer = () => ({ role: '', materialId: '' }) as LayerFormInput;

/** A new row of units placed: no country yet, and its units left out so that their input starts empty. */
export const emptyUnitsRow = (year: number) =>
  ({ countryCode: '', year }) as NonNullable<EditorFormInput['unitsPlaced']>[number];

/** A yes / no choice whose empty option means "unknown", never "no". */
export const booleanOrNull = (value: unknown): boolean | null =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;

/** An empty select means "none". */
export const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A number typed in any of our languages ("0,95" or "0.95"); empty means "none". Anything else
 * stays NaN so the schema says the number is not valid instead of silently dropping it.
 */
export const numberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(',', '.'));
};

/** Thousands as people group them in our languages: "10 000", "10.000", "10,000", "10'000". */
const GROUPED_WHOLE_NUMBER = /^\d{1,3}(?:[ .,'’\u00a0\u202f]\d{3})+$/;

/**
 * A whole number as typed, grouped by thousands or not; empty or anything else stays NaN, so the
 * schema says a whole number is needed instead of taking "10.5" as 105.
 */
export const wholeNumberOf = (value: unknown): number => {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  if (GROUPED_WHOLE_NUMBER.test(text)) return Number(text.replace(/\D/g, ''));
  return text === '' || !/^\d+$/.test(text) ? Number.NaN : Number(text);
};
