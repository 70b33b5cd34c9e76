import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ComponentPpwrFields } from '@recyclens/shared';
import { ppwrFieldLabels, recycledContentBasisLabels } from '../../../lib/ppwr-field-labels';
import { booleanOrNull, idOrNull } from '../editor-form';
import { useChoices, useYesNo } from './ppwr-choices';
import { PpwrChoice, PpwrNumber } from './ppwr-inputs';

/**
 * A component's data for the EU packaging regulation: recycled content, substances and
 * compostability (docs/ppwr.md). Like the packaging's, its inputs join the form when opened.
 */
export const PpwrComponentFields = ({ index }: { index: number }) => {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">
        <Trans>PPWR data of this component</Trans>
      </summary>
      {open && <PpwrComponentInputs index={index} />}
    </details>
  );
};

type ComponentPpwrField = keyof typeof ppwrFieldLabels & keyof ComponentPpwrFields;

const PpwrComponentInputs = ({ index }: { index: number }) => {
  const { t, i18n } = useLingui();
  const yesNo = useYesNo();
  const choices = useChoices();
  const field = (name: ComponentPpwrField) => `components.${index}.${name}` as const;
  const label = (name: ComponentPpwrField) => i18n._(ppwrFieldLabels[name]);
  const number = (name: ComponentPpwrField, help: string) => (
    <PpwrNumber name={field(name)} label={label(name)} help={help} />
  );
  const choice = (
    name: ComponentPpwrField,
    options: { value: string; label: string }[],
    placeholder: string,
    setValueAs: (value: unknown) => unknown,
    help: string,
  ) => (
    <PpwrChoice
      name={field(name)}
      label={label(name)}
      help={help}
      options={options}
      placeholder={placeholder}
      setValueAs={setValueAs}
    />
  );
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
      {number('recycledContentPercent', t`Art. 7: minimum recycled content of plastic packaging from 2030.`)}
      {choice(
        'recycledContentBasis',
        choices(recycledContentBasisLabels),
        t`Unknown`,
        idOrNull,
        t`Art. 7: what shows the recycled content; the check asks for this document.`,
      )}
      {choice(
        'pfasIntentionallyAdded',
        [
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
          { value: 'unknown', label: t`Unknown` },
        ],
        t`Not answered`,
        idOrNull,
        t`Art. 5(5): PFAS in food-contact packaging, since 12 August 2026.`,
      )}
      {number('pfasSingleMaxPpb', t`Art. 5(5)(a): any single PFAS at most 25 ppb.`)}
      {number('pfasTargetedSumPpb', t`Art. 5(5)(b): the sum of PFAS at most 250 ppb.`)}
      {number('pfasTotalMgPerKg', t`Art. 5(5)(c): PFAS including polymeric PFAS at most 50 mg/kg.`)}
      {number('totalFluorineMgPerKg', t`Art. 5(5): above 50 mg/kg, proof of how much of it is PFAS.`)}
      {number('heavyMetalsSumMgPerKg', t`Art. 5(4): the four together at most 100 mg/kg.`)}
      {choice(
        'compostabilityCertified',
        yesNo,
        t`Unknown`,
        booleanOrNull,
        t`Art. 9: for the items that must be compostable, from 12 February 2028.`,
      )}
    </div>
  );
};
