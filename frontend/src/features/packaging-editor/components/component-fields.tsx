import { useLingui } from '@lingui/react/macro';
import { componentLookupKinds, type ComponentLookupKind } from '@recyclens/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { idOrNull, numberOrNull, type EditorFormInput } from '../editor-form';
import type { LookupOptions } from '../use-lookup-options';
import { fieldErrorText } from '../validation-messages';

/** The inputs of the component at `index`: name, the six lookups, density range, weight, NC links. */
export const ComponentFields = ({ index, lookups }: { index: number; lookups: LookupOptions }) => {
  const { t, i18n } = useLingui();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EditorFormInput>();
  const error = errors.components?.[index];
  // With layers the weight is theirs together (ComponentLayers keeps it so): shown, not typed.
  const layered = (useWatch({ control, name: `components.${index}.constituents` })?.length ?? 0) > 0;
  const lookupLabels: Record<ComponentLookupKind, string> = {
    type: t`Type`,
    family: t`Family`,
    material: t`Material`,
    filler: t`Filler`,
    adhesive: t`Adhesive`,
    color: t`Colour`,
  };
  const numberInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label={t`Component name`}
        className="sm:col-span-2 lg:col-span-3"
        error={fieldErrorText(i18n, error?.name)}
        {...register(`components.${index}.name`)}
      />
      {componentLookupKinds.map((kind) => (
        <SelectField
          key={kind}
          label={lookupLabels[kind]}
          placeholder={t`Not chosen`}
          options={lookups[kind]}
          error={fieldErrorText(i18n, error?.[`${kind}Id`])}
          {...register(`components.${index}.${kind}Id`, { setValueAs: idOrNull })}
        />
      ))}
      <TextField
        label={t`Density from (g/cm³)`}
        {...numberInput}
        error={fieldErrorText(i18n, error?.densityFrom)}
        {...register(`components.${index}.densityFrom`, { setValueAs: numberOrNull })}
      />
      <TextField
        label={t`Density to (g/cm³)`}
        {...numberInput}
        error={fieldErrorText(i18n, error?.densityTo)}
        {...register(`components.${index}.densityTo`, { setValueAs: numberOrNull })}
      />
      <TextField
        label={layered ? t`Weight (g), sum of the layers` : t`Weight (g)`}
        {...numberInput}
        readOnly={layered}
        error={fieldErrorText(i18n, error?.weight)}
        {...register(`components.${index}.weight`, { setValueAs: numberOrNull })}
      />
      <TextField
        label={t`Recycling links used (NC)`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        error={fieldErrorText(i18n, error?.ncLinksUsed)}
        {...register(`components.${index}.ncLinksUsed`, { setValueAs: numberOrNull })}
      />
    </div>
  );
};
