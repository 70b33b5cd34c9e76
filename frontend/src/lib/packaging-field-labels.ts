import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lookupKindOfComponentField, type LookupKind } from '@recyclens/shared';
import { ppwrFieldLabels } from './ppwr-field-labels';

/**
 * The names of a packaging's and a component's fields as a history or a difference shows them.
 * A field not named here (one added later) shows under its own name.
 */
export const packagingFieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  description: msg`Description`,
  categoryId: msg`Category`,
  projectId: msg`Project`,
  projectName: msg`Project name`,
  assessmentCountryId: msg`Assessment country`,
  draft: msg`Draft`,
  components: msg`Components`,
  typeId: msg`Type`,
  familyId: msg`Family`,
  materialId: msg`Material`,
  fillerId: msg`Filler`,
  adhesiveId: msg`Adhesive`,
  colorId: msg`Colour`,
  densityFrom: msg`Density from (g/cm³)`,
  densityTo: msg`Density to (g/cm³)`,
  weight: msg`Weight (g)`,
  ncLinksUsed: msg`NC links used`,
  ...ppwrFieldLabels,
  unitsPlaced: msg`Units placed`,
};

/** The lookup a field's value is an id of, so a difference can show its name instead. */
export const lookupKindOfField: Readonly<Record<string, LookupKind>> = {
  categoryId: 'category',
  assessmentCountryId: 'country',
  ...lookupKindOfComponentField,
};
