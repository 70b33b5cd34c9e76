import { updatePackageBodySchema, type Package } from '@recyclens/shared';
import type { z } from 'zod';

/** The editor's form is the update call's body: what the user sees is exactly what is sent. */
export const editorFormSchema = updatePackageBodySchema;
export type EditorFormInput = z.input<typeof editorFormSchema>;
export type EditorForm = z.output<typeof editorFormSchema>;
export type ComponentFormInput = NonNullable<EditorFormInput['components']>[number];

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
  components: pkg.packageComponents.map((component) => ({
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
  })),
});

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
