import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { DecimalField } from '../../../components/ui/decimal-field';
import { SelectField } from '../../../components/ui/select';
import { booleanOrNull, idOrNull, numberOrNull, type EditorFormInput } from '../editor-form';
import { fieldErrorText } from '../validation-messages';
import { useYesNo } from './ppwr-choices';

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

const PpwrComponentInputs = ({ index }: { index: number }) => {
  const { t, i18n } = useLingui();
  const yesNo = useYesNo();
  const {
    register,
    formState: { errors },
  } = useFormContext<EditorFormInput>();
  const error = errors.components?.[index];
  const unknown = t`Unknown`;
  const field = <Name extends string>(name: Name) => `components.${index}.${name}` as const;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
      <DecimalField
        label={t`Post-consumer recycled content (%)`}
        error={fieldErrorText(i18n, error?.recycledContentPercent)}
        {...register(field('recycledContentPercent'), { setValueAs: numberOrNull })}
      />
      <SelectField
        label={t`Recycled content shown by`}
        placeholder={unknown}
        options={[
          { value: 'supplier_declaration', label: t`Supplier declaration` },
          { value: 'mass_balance', label: t`Mass balance` },
          { value: 'certificate', label: t`Certificate` },
        ]}
        error={fieldErrorText(i18n, error?.recycledContentBasis)}
        {...register(field('recycledContentBasis'), { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`PFAS intentionally added`}
        placeholder={t`Not answered`}
        options={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
          { value: 'unknown', label: unknown },
        ]}
        error={fieldErrorText(i18n, error?.pfasIntentionallyAdded)}
        {...register(field('pfasIntentionallyAdded'), { setValueAs: idOrNull })}
      />
      <DecimalField
        label={t`Highest single PFAS, targeted analysis (ppb)`}
        error={fieldErrorText(i18n, error?.pfasSingleMaxPpb)}
        {...register(field('pfasSingleMaxPpb'), { setValueAs: numberOrNull })}
      />
      <DecimalField
        label={t`Sum of PFAS, targeted analysis (ppb)`}
        error={fieldErrorText(i18n, error?.pfasTargetedSumPpb)}
        {...register(field('pfasTargetedSumPpb'), { setValueAs: numberOrNull })}
      />
      <DecimalField
        label={t`PFAS including polymeric PFAS (mg/kg)`}
        error={fieldErrorText(i18n, error?.pfasTotalMgPerKg)}
        {...register(field('pfasTotalMgPerKg'), { setValueAs: numberOrNull })}
      />
      <DecimalField
        label={t`Total fluorine (mg/kg)`}
        error={fieldErrorText(i18n, error?.totalFluorineMgPerKg)}
        {...register(field('totalFluorineMgPerKg'), { setValueAs: numberOrNull })}
      />
      <DecimalField
        label={t`Lead, cadmium, mercury and chromium VI (mg/kg)`}
        error={fieldErrorText(i18n, error?.heavyMetalsSumMgPerKg)}
        {...register(field('heavyMetalsSumMgPerKg'), { setValueAs: numberOrNull })}
      />
      <SelectField
        label={t`Certified compostable (industrial)`}
        placeholder={unknown}
        options={yesNo}
        error={fieldErrorText(i18n, error?.compostabilityCertified)}
        {...register(field('compostabilityCertified'), { setValueAs: booleanOrNull })}
      />
    </div>
  );
};
