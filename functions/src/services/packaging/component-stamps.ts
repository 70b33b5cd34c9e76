import { randomUUID } from 'node:crypto';
import type { ComponentInput } from '@recyclens/shared';
import type { StoredComponent } from '../../data/repositories/packages';
import { nowIso } from '../../data/clock';

/**
 * Components as stored: each with an id and its own stamps (docs/product.md#entities). When replacing a list,
 * a component at the same position keeps its id and creation date, and only a changed one gets
 * a new date and version.
 */
export const stampComponents = (
  components: ComponentInput[],
  previous: StoredComponent[] = [],
): StoredComponent[] => {
  const now = nowIso();
  return components.map((component, index) => {
    const before = previous[index];
    const unchanged =
      before &&
      JSON.stringify({ ...before, id: 0, createdAt: 0, updatedAt: 0, version: 0 }) ===
        JSON.stringify({ ...component, id: 0, createdAt: 0, updatedAt: 0, version: 0 });
    return {
      ...component,
      id: before?.id ?? randomUUID(),
      createdAt: before?.createdAt ?? now,
      updatedAt: unchanged ? before.updatedAt : now,
      version: before ? before.version + (unchanged ? 0 : 1) : 1,
    };
  });
};

/** A stored component as the input that made it: what a copy or a template starts from. */
export const withoutStamps = ({
  id: _i,
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  ...component
}: StoredComponent): ComponentInput => component;

/**
 * Components brought back from an earlier version (a restore): each keeps the id it had then, so
 * the restored packaging equals that version; one that differs from the component of that id
 * now is stamped as changed.
 */
export const restampById = (components: StoredComponent[], current: StoredComponent[]): StoredComponent[] => {
  const now = nowIso();
  const currentById = new Map(current.map((component) => [component.id, component]));
  const content = (component: StoredComponent) =>
    JSON.stringify({ ...component, createdAt: 0, updatedAt: 0, version: 0 });
  return components.map((component) => {
    const before = currentById.get(component.id);
    if (before && content(before) === content(component)) return before;
    return { ...component, updatedAt: now, version: Math.max(component.version, before?.version ?? 0) + 1 };
  });
};
