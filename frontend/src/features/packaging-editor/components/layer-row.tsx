import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DecimalField } from '../../../components/ui/decimal-field';
import { SelectField } from '../../../components/ui/select';
import { idOrNull, numberOrNull } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import type { Direction } from '../use-focus-after-move';
import type { LookupOptions } from '../use-lookup-options';
import { translateValidation } from '../../../lib/messages';
import { choiceErrorText, fieldErrorText } from '../validation-messages';

interface LayerRowProps {
  componentIndex: number;
  index: number;
  count: number;
  /** The layer's share of the component's layered weight in percent, null while it has no weight. */
  share: number | null;
  lookups: LookupOptions;
  buttonId: (direction: Direction) => string;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}

/**
 * One layer: its role, material and weight, its share, and the buttons that move and remove it.
 * A blend (from an import or the API) is shown as it is and kept: the editor does not change it.
 */
export const LayerRow = ({
  componentIndex,
  index,
  count,
  share,
  lookups,
  buttonId,
  onMove,
  onRemove,
}: LayerRowProps) => {
  const { t, i18n } = useLingui();
  const { control, register, errors } = useEditorForm();
  const path = `components.${componentIndex}.constituents.${index}` as const;
  const blend = useWatch({ control, name: `${path}.blend` }) ?? [];
  const error = errors.components?.[componentIndex]?.constituents?.[index];
  const blendError = error?.blend?.root?.message ?? error?.blend?.message;
  const position = index + 1;
  const materialName = (id: string) => lookups.material.find((option) => option.value === id)?.label ?? id;
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  const shareText = share === null ? '–' : `${percent.format(share)} %`;
  const blendText = blend
    .map((part) => `${percent.format(part.share)} % ${materialName(part.materialId)}`)
    .join(', ');

  return (
    <li>
      <fieldset className="rounded-md border border-neutral-200 p-3">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Layer {position}</Trans>
        </legend>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_8rem_6rem_auto] [&>*]:min-w-0">
          <SelectField
            label={t`Role`}
            placeholder={t`Not chosen`}
            options={lookups.constituentRole}
            error={choiceErrorText(i18n, error?.role)}
            {...register(`${path}.role`, { setValueAs: idOrNull })}
          />
          <SelectField
            label={t`Layer material`}
            placeholder={t`Not chosen`}
            options={lookups.material}
            error={choiceErrorText(i18n, error?.materialId)}
            {...register(`${path}.materialId`, { setValueAs: idOrNull })}
          />
          <DecimalField
            label={t`Layer weight (g)`}
            error={fieldErrorText(i18n, error?.weight)}
            {...register(`${path}.weight`, { setValueAs: numberOrNull })}
          />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-neutral-800">
              <Trans>Share</Trans>
            </span>
            <span className="py-2 text-sm tabular-nums">{shareText}</span>
          </div>
          <div className="flex flex-wrap items-end gap-1 self-end">
            <Button
              id={buttonId('up')}
              variant="ghost"
              disabled={index === 0}
              aria-label={t`Move layer ${position} up`}
              onClick={() => onMove('up')}
            >
              <span aria-hidden="true">↑</span>
            </Button>
            <Button
              id={buttonId('down')}
              variant="ghost"
              disabled={index === count - 1}
              aria-label={t`Move layer ${position} down`}
              onClick={() => onMove('down')}
            >
              <span aria-hidden="true">↓</span>
            </Button>
            <Button variant="secondary" aria-label={t`Remove layer ${position}`} onClick={onRemove}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
        {blend.length > 0 ? (
          <p className="mt-2 text-sm text-neutral-700">
            <Trans>Blended in: {blendText}. The blend is kept as it is; change it through the import.</Trans>
          </p>
        ) : null}
        {blendError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {translateValidation(i18n, blendError)}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
};
