import { useState } from 'react';
import { storage } from '../../lib/storage';

const KEY = 'recyclens.overview.grade-country';

/**
 * Which country's grade the overview shows, remembered on this device: a user working for one
 * market picks it once.
 */
export const useGradeCountry = () => {
  const [chosen, setChosen] = useState(() => storage.get(KEY) ?? undefined);
  const choose = (countryId: string) => {
    storage.set(KEY, countryId);
    setChosen(countryId);
  };
  return [chosen, choose] as const;
};
