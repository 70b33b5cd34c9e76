import { randomUUID } from 'node:crypto';
import type { ComponentInput } from '@recyclens/shared';
import type { StoredComponent } from '../../data/repositories/packages';
import { nowIso } from '../../data/clock';

/**
 * Components as stored: each with an id and its own stamps (docs/product.md#entities). When replacing a list,
 * a component keeps the id and creation date of the stored one it names by `id` (an id the
 * packaging does not have, or one named twice, makes a new component: a client never chooses an
 * id); a list naming none is matched by position, as clients did before ids were sent. Only a
 * changed component gets a new date and version. Evidence documents name a component by its id
 * (decision 056), so they follow it through a reorder and name none once it is removed.
 */
export const stampComponents = (
  components: ComponentInput[],
  previous: StoredComponent[] = [],
): StoredComponent[] => {
  const now = nowIso();
  const byId = new Map(previous.map((component) => [component.id, component]));
  const named = components.some((component) => component.id !== undefined);
  const matched = new Set<string>();
  return components.map(({ id: claimed, ...component }, index) => {
    const candidate = named ? (claimed === undefined ? undefined : byId.get(claimed)) : previous[index];
    const before = candidate && !matched.has(candidate.id) ? candidate : undefined;
    if (before) matched.add(before.id);
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
