import { changeId, type ChangeGenerator } from '../change';

/** Adhesives that hold on through washing or pulping, and those that let go. */
const holding = ['permanent', 'hot-melt-non-dispersible'];
const releasing = ['hot-wash-releasable', 'water-releasable', 'hot-melt-dispersible'];

/** A label or tape glue that does not release, swapped for one that releases in the wash or pulper. */
export const adhesive: ChangeGenerator = (components) =>
  components.flatMap((component, index) =>
    holding.includes(component.adhesiveId)
      ? releasing.map((adhesiveId) => ({
          id: changeId('adhesive', index, adhesiveId),
          kind: 'adhesive' as const,
          componentIndex: index,
          from: component.adhesiveId,
          to: adhesiveId,
          set: { adhesiveId },
        }))
      : [],
  );
