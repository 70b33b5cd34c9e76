import { Trans, useLingui } from '@lingui/react/macro';
import { CONSTITUENTS_MAX } from '@recyclens/shared';
import { useCallback, useEffect, useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { emptyLayer } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import { layerShares, roundGrams } from '../layer-shares';
import { useFocusAfterMove, type Direction } from '../use-focus-after-move';
import type { LookupOptions } from '../use-lookup-options';
import { LayerRow } from './layer-row';
import { ListAddButton, ListAnnouncement, ListError } from './list-parts';

/**
 * The layers of the component at `componentIndex`, outside in (issue 24): add, remove and move
 * them, each with its share of the layered weight computed as it is typed. A component without
 * layers shows only the button that adds the first.
 */
export const ComponentLayers = ({
  componentIndex,
  componentLabel,
  lookups,
}: {
  componentIndex: number;
  componentLabel: string;
  lookups: LookupOptions;
}) => {
  const { t, i18n } = useLingui();
  const { control, getValues, setValue, errors } = useEditorForm();
  const name = `components.${componentIndex}.constituents` as const;
  const weightPath = `components.${componentIndex}.weight` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const layers = useWatch({ control, name }) ?? [];
  const { total, shares, complete } = layerShares(layers.map((layer) => layer?.weight));
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const addButtonId = useId();
  const buttonId = useCallback(
    (fieldId: string, direction: Direction) => `${addButtonId}-${fieldId}-${direction}`,
    [addButtonId],
  );
  const focusAfterMove = useFocusAfterMove(fields, buttonId);

  // A component with layers weighs what they weigh together (the shared schema's rule): its weight
  // follows theirs, and is empty while a layer's weight is missing, so that only the layer is named.
  const layerCount = layers.length;
  useEffect(() => {
    if (layerCount === 0) return;
    const weight = complete ? roundGrams(total) : null;
    if (getValues(weightPath) !== weight) setValue(weightPath, weight, { shouldDirty: true });
  }, [layerCount, complete, total, weightPath, getValues, setValue]);

  const moveLayer = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const field = fields[index];
    if (!field || target < 0 || target >= fields.length) return;
    focusAfterMove(field.id, direction);
    move(index, target);
    const from = index + 1;
    const to = target + 1;
    const count = fields.length;
    setAnnouncement(t`Layer ${from} moved to position ${to} of ${count}`);
  };

  const removeLayer = (index: number) => {
    const position = index + 1;
    remove(index);
    setAnnouncement(t`Layer ${position} removed`);
    document.getElementById(addButtonId)?.focus();
  };

  const listErrors = errors.components?.[componentIndex]?.constituents;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const gramFormat = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 });
  const totalText = gramFormat.format(roundGrams(total));

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-3 border-t border-neutral-200 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          <Trans>Layers</Trans>
        </h3>
        {fields.length > 0 ? (
          <p className="text-sm text-neutral-700">
            <Trans>Layered weight: {totalText} g</Trans>
          </p>
        ) : null}
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <Trans>
            No layers: the component is one material. Add layers for a multilayer structure such as a
            laminated pouch.
          </Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <LayerRow
              key={field.id}
              componentIndex={componentIndex}
              index={index}
              count={fields.length}
              share={shares[index] ?? null}
              lookups={lookups}
              buttonId={(direction) => buttonId(field.id, direction)}
              onMove={(direction) => moveLayer(index, direction)}
              onRemove={() => removeLayer(index)}
            />
          ))}
        </ol>
      )}
      <ListError message={listError} />
      <ListAnnouncement text={announcement} />
      <ListAddButton
        id={addButtonId}
        label={t`Add layer to ${componentLabel}`}
        full={fields.length >= CONSTITUENTS_MAX}
        onAdd={() => append(emptyLayer())}
      >
        <Trans>Add layer</Trans>
      </ListAddButton>
    </section>
  );
};
