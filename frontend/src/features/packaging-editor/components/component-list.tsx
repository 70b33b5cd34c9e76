import { Trans, useLingui } from '@lingui/react/macro';
import { COMPONENTS_MAX } from '@recyclens/shared';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { emptyComponent } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import { useFocusAfterMove, type Direction } from '../use-focus-after-move';
import type { LookupOptions } from '../use-lookup-options';
import { ComponentFields } from './component-fields';
import { ComponentLayers } from './component-layers';
import { ListAddButton, ListAnnouncement, ListError } from './list-parts';

const buttonId = (fieldId: string, action: Direction) => `component-${fieldId}-${action}`;

/** The packaging's ordered components: add, remove and move them, all from the keyboard too. */
export const ComponentList = ({ lookups }: { lookups: LookupOptions }) => {
  const { t } = useLingui();
  const { control, errors } = useEditorForm();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'components' });
  const names = useWatch({ control, name: 'components' }) ?? [];
  const [announcement, setAnnouncement] = useState('');
  const addButtonId = useId();
  const focusAfterMove = useFocusAfterMove(fields, buttonId);

  const componentLabel = (index: number) => {
    const name = names[index]?.name?.trim();
    const position = index + 1;
    return name ? t`Component ${position}: ${name}` : t`Component ${position}`;
  };
  /** The component's own name, or its position while it has none. */
  const shortName = (index: number) => {
    const position = index + 1;
    return names[index]?.name?.trim() || t`Component ${position}`;
  };

  const moveComponent = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const field = fields[index];
    if (!field || target < 0 || target >= fields.length) return;
    const position = target + 1;
    const name = shortName(index);
    focusAfterMove(field.id, direction);
    move(index, target);
    const count = fields.length;
    setAnnouncement(t`${name} moved to position ${position} of ${count}`);
  };

  const removeComponent = (index: number) => {
    const name = shortName(index);
    remove(index);
    setAnnouncement(t`${name} removed`);
    document.getElementById(addButtonId)?.focus();
  };

  const listError = errors.components?.root?.message ?? errors.components?.message;

  return (
    <section aria-labelledby="components-heading" className="flex flex-col gap-4">
      <h2 id="components-heading" className="text-xl font-semibold">
        <Trans>Components</Trans>
      </h2>
      <ListError message={listError} />
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 bg-white p-4 text-sm text-neutral-700">
          <Trans>No components yet. Add the parts this packaging is made of: body, closure, label…</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const label = componentLabel(index);
            return (
              // A phone shows one component at a time: the others skip layout and paint until
              // they come near the screen (their last size is kept, so nothing jumps).
              <li key={field.id} className="[contain-intrinsic-size:auto_48rem] [content-visibility:auto]">
                <fieldset className="rounded-lg border border-neutral-200 bg-white p-4">
                  <legend className="px-1 font-semibold">{label}</legend>
                  <div className="mb-4 flex flex-wrap justify-end gap-2">
                    <Button
                      id={buttonId(field.id, 'up')}
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={t`Move ${label} up`}
                      onClick={() => moveComponent(index, 'up')}
                    >
                      <span aria-hidden="true">↑ </span>
                      <Trans>Up</Trans>
                    </Button>
                    <Button
                      id={buttonId(field.id, 'down')}
                      variant="ghost"
                      disabled={index === fields.length - 1}
                      aria-label={t`Move ${label} down`}
                      onClick={() => moveComponent(index, 'down')}
                    >
                      <span aria-hidden="true">↓ </span>
                      <Trans>Down</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t`Remove ${label}`}
                      onClick={() => removeComponent(index)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                  <ComponentFields index={index} lookups={lookups} />
                  <ComponentLayers componentIndex={index} componentLabel={label} lookups={lookups} />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <ListAnnouncement text={announcement} />
      <ListAddButton
        id={addButtonId}
        full={fields.length >= COMPONENTS_MAX}
        onAdd={() => append(emptyComponent())}
      >
        <Trans>Add component</Trans>
      </ListAddButton>
    </section>
  );
};
