import { useLingui } from '@lingui/react/macro';
import {
  componentLookupKinds,
  fieldsDerivedFromLayers,
  FLEXIBLE_PLASTIC_FAMILY,
  missingComponentFields,
  type CompletenessField,
  type ComponentLookupKind,
} from '@recyclens/shared';
import { useWatch } from 'react-hook-form';
import { DecimalField } from '../../../components/ui/decimal-field';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { idOrNull, numberOrNull } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import { useMaterialChoice } from '../use-material-choice';
import type { LookupOptions } from '../use-lookup-options';
import { fieldErrorText } from '../validation-messages';
import { PpwrComponentFields } from './ppwr-component-fields';

/** The inputs of the component at `index`: name, the six lookups, density range, weight, NC links. */
export const ComponentFields = ({ index, lookups }: { index: number; lookups: LookupOptions }) => {
  const { t, i18n } = useLingui();
  const { control, register, errors } = useEditorForm();
  const error = errors.components?.[index];
  const component = useWatch({ control, name: `components.${index}` });
  const draft = useWatch({ control, name: 'draft' });
  // With layers the weight is theirs together (ComponentLayers keeps it so): shown, not typed.
  const layered = (component?.constituents?.length ?? 0) > 0;
  // What the layers give where the user chose nothing (decision 041), said in the empty choice.
  const derived = component ? fieldsDerivedFromLayers(component) : {};
  const materials = useMaterialChoice(lookups.material, component?.familyId, component?.materialId);
  const lookupLabels: Record<ComponentLookupKind, string> = {
    type: t`Type`,
    family: t`Family`,
    material: t`Material`,
    filler: t`Filler`,
    adhesive: t`Adhesive`,
    color: t`Colour`,
  };
  const fromLayers = (kind: 'material' | 'adhesive', id: string | undefined) => {
    if (!id) return t`Not chosen`;
    const name = lookups[kind].find((option) => option.value === id)?.label ?? id;
    return t`From the layers: ${name}`;
  };
  const placeholderOf = (kind: ComponentLookupKind) =>
    kind === 'material'
      ? fromLayers(kind, derived.materialId)
      : kind === 'adhesive'
        ? fromLayers(kind, derived.adhesiveId)
        : t`Not chosen`;
  const densityFormat = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 });
  const densityPlaceholder = (value: number | undefined) => {
    if (value !== undefined) {
      const density = densityFormat.format(value);
      return t`From the layers: ${density}`;
    }
    return layered && component?.familyId === FLEXIBLE_PLASTIC_FAMILY
      ? t`Not needed for a film made of layers`
      : undefined;
  };
  const fieldLabels: Record<CompletenessField, string> = {
    typeId: lookupLabels.type,
    familyId: lookupLabels.family,
    materialId: lookupLabels.material,
    fillerId: lookupLabels.filler,
    adhesiveId: lookupLabels.adhesive,
    colorId: lookupLabels.color,
    densityFrom: t`Density from (g/cm³)`,
    densityTo: t`Density to (g/cm³)`,
  };
  // A complete packaging goes to the assessment next, which needs every component complete:
  // what one still lacks is said here, before the assessment refuses it.
  const missing = !draft && component ? missingComponentFields(component) : [];
  const missingList = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    missing.map(({ field }) => fieldLabels[field]),
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
        <TextField
          label={t`Component name`}
          className="sm:col-span-2 lg:col-span-3"
          error={fieldErrorText(i18n, error?.name)}
          {...register(`components.${index}.name`)}
        />
        {componentLookupKinds.map((kind) => (
          <div key={kind} className="flex flex-col gap-1">
            <SelectField
              label={lookupLabels[kind]}
              placeholder={placeholderOf(kind)}
              options={kind === 'material' ? materials.options : lookups[kind]}
              error={fieldErrorText(i18n, error?.[`${kind}Id`])}
              {...register(`components.${index}.${kind}Id`, { setValueAs: idOrNull })}
            />
            {kind === 'material' && materials.filtered !== null ? (
              <CheckboxField
                label={t`Show the whole list`}
                checked={materials.showAll}
                onChange={(event) => materials.setShowAll(event.target.checked)}
              />
            ) : null}
          </div>
        ))}
        <DecimalField
          label={t`Density from (g/cm³)`}
          placeholder={densityPlaceholder(derived.densityFrom)}
          error={fieldErrorText(i18n, error?.densityFrom)}
          {...register(`components.${index}.densityFrom`, { setValueAs: numberOrNull })}
        />
        <DecimalField
          label={t`Density to (g/cm³)`}
          placeholder={densityPlaceholder(derived.densityTo)}
          error={fieldErrorText(i18n, error?.densityTo)}
          {...register(`components.${index}.densityTo`, { setValueAs: numberOrNull })}
        />
        <DecimalField
          label={layered ? t`Weight (g), sum of the layers` : t`Weight (g)`}
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
      {missing.length > 0 ? (
        <p className="mt-3 text-sm text-amber-900">{t`Needed before it can be assessed: ${missingList}`}</p>
      ) : null}
      <PpwrComponentFields index={index} />
    </>
  );
};
