import type { PackagingDiff, ValueChange } from './packaging-history-entities';
import { canonicalJson } from '../text/canonical-json';

/** A packaging's state as the diff reads it: any fields, and components that have an id and a name. */
export interface DiffableComponent {
  readonly id: string;
  readonly name: string;
  readonly [field: string]: unknown;
}
export interface DiffablePackaging {
  readonly components: readonly DiffableComponent[];
  readonly [field: string]: unknown;
}

/** Bookkeeping of a stored component, not its content: a change of these alone is no change. */
const componentStamps = new Set(['id', 'createdAt', 'updatedAt', 'version', 'packageId', 'templateId']);

// A field left out and a field set to null both mean "not set".
const normal = (value: unknown) => (value === undefined ? null : value);

/**
 * The fields whose values differ, in a stable order. Generic over the fields: a field added to
 * the schema (such as a component's layers) is compared without a change here.
 */
const fieldChanges = (
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  skip: (field: string) => boolean,
): ValueChange[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !skip(field))
    .sort()
    .flatMap((field) => {
      const was = normal(before[field]);
      const is = normal(after[field]);
      return canonicalJson(was) === canonicalJson(is) ? [] : [{ field, before: was, after: is }];
    });

/**
 * What changed from `before` to `after`: top-level fields, and components matched by id (added,
 * removed, changed field by field, and whether those in both moved relative to each other).
 */
export const diffPackaging = (before: DiffablePackaging, after: DiffablePackaging): PackagingDiff => {
  const beforeById = new Map(before.components.map((component) => [component.id, component]));
  const afterIds = new Set(after.components.map((component) => component.id));
  const ref = ({ id, name }: DiffableComponent) => ({ id, name });
  const kept = after.components.filter((component) => beforeById.has(component.id));
  const keptBefore = before.components.filter((component) => afterIds.has(component.id));
  return {
    fields: fieldChanges(before, after, (field) => field === 'components'),
    components: {
      added: after.components.filter((component) => !beforeById.has(component.id)).map(ref),
      removed: before.components.filter((component) => !afterIds.has(component.id)).map(ref),
      changed: kept.flatMap((component) => {
        const fields = fieldChanges(beforeById.get(component.id) ?? {}, component, (field) =>
          componentStamps.has(field),
        );
        return fields.length > 0 ? [{ ...ref(component), fields }] : [];
      }),
      reordered: kept.some((component, index) => keptBefore[index]?.id !== component.id),
    },
  };
};

/** The top-level fields a diff names, `components` standing for any component change. */
export const changedFieldsOf = (diff: PackagingDiff): string[] => {
  const { added, removed, changed, reordered } = diff.components;
  const componentsChanged = added.length + removed.length + changed.length > 0 || reordered;
  return [...diff.fields.map(({ field }) => field), ...(componentsChanged ? ['components'] : [])];
};

/** Whether a diff holds no change at all. */
export const isEmptyDiff = (diff: PackagingDiff): boolean => changedFieldsOf(diff).length === 0;
