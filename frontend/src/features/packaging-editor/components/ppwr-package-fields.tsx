import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { emptySpaceRatioPercent } from '@recyclens/shared';
import { useWatch } from 'react-hook-form';
import {
  compostableItemLabels,
  contactSensitivityLabels,
  packagingRoleLabels,
  ppwrFieldLabels,
  recycledContentExemptionLabels,
  restrictedFormatLabels,
} from '../../../lib/ppwr-field-labels';
import { booleanOrNull, idOrNull, numberOrNull, type EditorFormInput } from '../editor-form';
import { useChoices, useYesNo } from './ppwr-choices';
import { PpwrChoice, PpwrNumber } from './ppwr-inputs';

/**
 * The packaging's data for the EU packaging regulation (docs/ppwr.md). Its inputs join the form
 * when the section is opened: until then a save sends the stored values as they are. An empty
 * choice means unknown, never "no".
 */
export const PpwrPackageFields = () => {
  const [open, setOpen] = useState(false);
  return (
    <details className="md:col-span-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium">
        <Trans>PPWR data of the packaging</Trans>
      </summary>
      {open && <PpwrPackageInputs />}
    </details>
  );
};

/** Art. 24's ratio from the two volumes as they are typed; unknown until both are given. */
const EmptySpaceRatio = () => {
  const { t, i18n } = useLingui();
  const [packagingVolumeMl, contentVolumeMl] = useWatch<EditorFormInput>({
    name: ['packagingVolumeMl', 'contentVolumeMl'],
  });
  const ratio = emptySpaceRatioPercent({
    packagingVolumeMl: numberOrNull(packagingVolumeMl),
    contentVolumeMl: numberOrNull(contentVolumeMl),
  });
  const shown =
    ratio === null || !Number.isFinite(ratio) ? null : i18n.number(ratio, { maximumFractionDigits: 1 });
  return (
    <p className="text-sm text-neutral-800 md:col-span-3" aria-live="polite">
      {shown === null
        ? t`Empty-space ratio (Art. 24): unknown until both volumes are given`
        : t`Empty-space ratio (Art. 24): ${shown} %`}
    </p>
  );
};

const PpwrPackageInputs = () => {
  const { t, i18n } = useLingui();
  const yesNo = useYesNo();
  const choices = useChoices();
  const unknown = t`Unknown`;
  const label = (field: keyof typeof ppwrFieldLabels) => i18n._(ppwrFieldLabels[field]);
  const choice = (
    field:
      | 'packagingRole'
      | 'contactSensitivity'
      | 'singleUsePlasticBeverageBottle'
      | 'reusable'
      | 'compostableItem'
      | 'materialCompositionLabel'
      | 'restrictedFormat'
      | 'recycledContentExemption',
    options: { value: string; label: string }[],
    help: string,
  ) => (
    <PpwrChoice
      name={field}
      label={label(field)}
      help={help}
      options={options}
      placeholder={unknown}
      setValueAs={options === yesNo ? booleanOrNull : idOrNull}
    />
  );
  const volume = (field: 'packagingVolumeMl' | 'contentVolumeMl', help: string) => (
    <PpwrNumber name={field} label={label(field)} help={help} />
  );
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3 [&>*]:min-w-0">
      {choice(
        'packagingRole',
        choices(packagingRoleLabels),
        t`Art. 24 and Annex V apply to grouped, transport and e-commerce packaging.`,
      )}
      {choice(
        'contactSensitivity',
        choices(contactSensitivityLabels),
        t`Art. 5(5): the PFAS limits apply to food-contact packaging; Art. 7 sets other shares for contact-sensitive packaging.`,
      )}
      {choice(
        'singleUsePlasticBeverageBottle',
        yesNo,
        t`Art. 7: single-use plastic beverage bottles have their own recycled-content minimum.`,
      )}
      {choice('reusable', yesNo, t`Art. 11: packaging designed to be refilled or reused.`)}
      {volume(
        'packagingVolumeMl',
        t`Art. 24: grouped, transport and e-commerce packaging may be at most 50 % empty space.`,
      )}
      {volume('contentVolumeMl', t`Art. 24: the volume of the products or sales packaging inside.`)}
      <EmptySpaceRatio />
      {choice(
        'compostableItem',
        choices(compostableItemLabels),
        t`Art. 9(1): these items must be compostable from 12 February 2028.`,
      )}
      {choice(
        'materialCompositionLabel',
        yesNo,
        t`Art. 12: the harmonised label on material composition, from 12 August 2028.`,
      )}
      {choice(
        'restrictedFormat',
        choices(restrictedFormatLabels),
        t`Art. 25 and Annex V: these formats may not be placed on the market from 1 January 2030.`,
      )}
      {choice(
        'recycledContentExemption',
        choices(recycledContentExemptionLabels),
        t`Art. 7(4)–(5): packaging these exemptions cover is outside the recycled-content minimums. Compostable plastic packaging follows from the components’ certification.`,
      )}
    </div>
  );
};
