import { changeId, type ChangeGenerator } from '../change';

/** Parts a pack can do without: its information can be printed or moved to a removable part. */
const droppableTypes = ['label', 'sleeve', 'insert', 'tape'];

/** A label, sleeve, insert or tape left off, never the pack's main component. */
export const dropComponent: ChangeGenerator = (components, { mainIndex }) =>
  components.flatMap((component, index) =>
    index !== mainIndex && droppableTypes.includes(component.typeId)
      ? [
          {
            id: changeId('drop', index, null),
            kind: 'drop' as const,
            componentIndex: index,
            from: component.materialId,
            to: null,
          },
        ]
      : [],
  );
