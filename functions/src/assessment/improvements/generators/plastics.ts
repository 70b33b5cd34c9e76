import type { AssessedComponent } from '../../types';

export const plasticFamilies = ['rigid-plastic', 'flexible-plastic'];
export const isPlastic = (component: AssessedComponent): boolean =>
  plasticFamilies.includes(component.familyId);

/** Parts that are films or sheets: a plastic one of them is flexible, the others rigid. */
export const flexibleTypes = ['label', 'sleeve', 'lidding-film', 'tape'];
