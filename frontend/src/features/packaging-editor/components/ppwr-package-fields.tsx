import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { DecimalField } from '../../../components/ui/decimal-field';
import { SelectField } from '../../../components/ui/select';
import { booleanOrNull, idOrNull, numberOrNull, type EditorFormInput } from '../editor-form';
import { fieldErrorText } from '../validation-messages';
import { useYesNo } from './ppwr-choices';

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

const PpwrPackageInputs = () => {
  const { t, i18n } = useLingui();
  const yesNo = useYesNo();
  const {
    register,
    formState: { errors },
  } = useFormContext<EditorFormInput>();
  const unknown = t`Unknown`;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3 [&>*]:min-w-0">
      <SelectField
        label={t`Packaging role`}
        placeholder={unknown}
        options={[
          { value: 'sales', label: t`Sales packaging` },
          { value: 'grouped', label: t`Grouped packaging` },
          { value: 'transport', label: t`Transport packaging` },
          { value: 'ecommerce', label: t`E-commerce packaging` },
        ]}
        error={fieldErrorText(i18n, errors.packagingRole)}
        {...register('packagingRole', { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`Contact sensitivity`}
        placeholder={unknown}
        options={[
          { value: 'food', label: t`Food` },
          { value: 'beverage', label: t`Beverage` },
          { value: 'medicinal_or_medical_device', label: t`Medicinal product or medical device` },
          { value: 'infant_food', label: t`Infant food` },
          { value: 'other_contact_sensitive', label: t`Other contact-sensitive product` },
          { value: 'none', label: t`None` },
        ]}
        error={fieldErrorText(i18n, errors.contactSensitivity)}
        {...register('contactSensitivity', { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`Single-use plastic beverage bottle`}
        placeholder={unknown}
        options={yesNo}
        error={fieldErrorText(i18n, errors.singleUsePlasticBeverageBottle)}
        {...register('singleUsePlasticBeverageBottle', { setValueAs: booleanOrNull })}
      />
      <SelectField
        label={t`Reusable`}
        placeholder={unknown}
        options={yesNo}
        error={fieldErrorText(i18n, errors.reusable)}
        {...register('reusable', { setValueAs: booleanOrNull })}
      />
      <DecimalField
        label={t`Packaging volume (ml)`}
        error={fieldErrorText(i18n, errors.packagingVolumeMl)}
        {...register('packagingVolumeMl', { setValueAs: numberOrNull })}
      />
      <DecimalField
        label={t`Content volume (ml)`}
        error={fieldErrorText(i18n, errors.contentVolumeMl)}
        {...register('contentVolumeMl', { setValueAs: numberOrNull })}
      />
      <SelectField
        label={t`Item that must be compostable`}
        placeholder={unknown}
        options={[
          { value: 'tea_coffee_beverage_bag', label: t`Tea, coffee or other beverage bag` },
          { value: 'single_serve_beverage_unit', label: t`Soft single-serve tea or coffee unit` },
          { value: 'fruit_vegetable_sticky_label', label: t`Sticky label on fruit or vegetables` },
          { value: 'none', label: t`None of these` },
        ]}
        error={fieldErrorText(i18n, errors.compostableItem)}
        {...register('compostableItem', { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`Material composition label`}
        placeholder={unknown}
        options={yesNo}
        error={fieldErrorText(i18n, errors.materialCompositionLabel)}
        {...register('materialCompositionLabel', { setValueAs: booleanOrNull })}
      />
      <SelectField
        label={t`Restricted format (Annex V)`}
        placeholder={unknown}
        options={[
          { value: 'single_use_plastic_grouped_packaging', label: t`Single-use plastic grouped packaging` },
          {
            value: 'single_use_plastic_fresh_produce_under_1_5_kg',
            label: t`Single-use plastic for less than 1.5 kg of fresh fruit or vegetables`,
          },
          {
            value: 'single_use_plastic_horeca_on_premises',
            label: t`Single-use plastic for food and drink consumed on the premises`,
          },
          {
            value: 'single_use_condiment_portion_horeca',
            label: t`Single-use portion of condiments or sauces on the premises`,
          },
          { value: 'single_use_hotel_miniature', label: t`Single-use hotel miniature` },
          { value: 'very_lightweight_plastic_carrier_bag', label: t`Very lightweight plastic carrier bag` },
          { value: 'none', label: t`None of these` },
        ]}
        error={fieldErrorText(i18n, errors.restrictedFormat)}
        {...register('restrictedFormat', { setValueAs: idOrNull })}
      />
    </div>
  );
};
