import { materialIdsByFamily } from '@recyclens/shared';
import { useState } from 'react';
import type { SelectOption } from '../../components/ui/select';

/**
 * The component's material choices: those of its family (decision 041), unless the user asks for
 * all of them. `filtered` is null where the family does not narrow the list, so no "show all" is
 * offered; the material already chosen always stays in the list, so a select never loses it.
 */
export const useMaterialChoice = (
  materials: readonly SelectOption[],
  familyId: string | null | undefined,
  materialId: string | null | undefined,
) => {
  const [showAll, setShowAll] = useState(false);
  const ofFamily = familyId ? materialIdsByFamily[familyId] : undefined;
  const filtered = ofFamily
    ? materials.filter((option) => ofFamily.includes(option.value) || option.value === materialId)
    : null;
  return { options: showAll || !filtered ? materials : filtered, filtered, showAll, setShowAll };
};
