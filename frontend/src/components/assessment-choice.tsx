import { useLingui } from '@lingui/react/macro';
import { assessBodySchema } from '@recyclens/shared';
import { useState } from 'react';
import { CountryPicker } from './country-picker';
import { SelectField } from './ui/select';
import { methodologies, type Methodology } from '../lib/assessment-labels';
import type { CountryChoice } from '../lib/lookups-query';
import { translateValidation } from '../lib/messages';

/**
 * The countries and the methodology an assessment runs for, as one packaging's assessment and a
 * bulk assessment ask for them. `valid()` gives the choice as the API takes it, checked with the
 * API's own schema, or says what is missing under the countries and gives nothing.
 */
export const useAssessmentChoice = (initialCountryIds: readonly string[] = []) => {
  const { i18n } = useLingui();
  const [countryIds, setCountryIds] = useState<string[]>(() => [...initialCountryIds]);
  const [methodology, setMethodology] = useState<Methodology>('ceflex');
  const [error, setError] = useState<string>();
  const valid = () => {
    const choice = assessBodySchema.safeParse({ countryIds, methodology });
    setError(choice.success ? undefined : translateValidation(i18n, choice.error.issues[0]?.message));
    return choice.success ? choice.data : undefined;
  };
  const chooseCountries = (next: string[]) => {
    setCountryIds(next);
    setError(undefined);
  };
  return { countryIds, chooseCountries, methodology, setMethodology, error, valid };
};

export type AssessmentChoice = ReturnType<typeof useAssessmentChoice>;

export const AssessmentChoiceFields = ({
  choice,
  countries,
}: {
  choice: AssessmentChoice;
  countries: readonly CountryChoice[];
}) => {
  const { t, i18n } = useLingui();
  return (
    <>
      <CountryPicker
        countries={countries}
        selected={choice.countryIds}
        onChange={choice.chooseCountries}
        error={choice.error}
      />
      <SelectField
        label={t`Methodology`}
        className="max-w-xs"
        value={choice.methodology}
        onChange={(event) => choice.setMethodology(event.target.value as Methodology)}
        options={(Object.keys(methodologies) as Methodology[]).map((value) => ({
          value,
          label: i18n._(methodologies[value]),
        }))}
      />
    </>
  );
};
