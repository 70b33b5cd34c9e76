import { randomUUID } from 'node:crypto';
import type { ComponentInput } from '@recyclens/shared';
import type { StoredComponent } from '../data/repositories/packages';
import { nowIso } from '../data/table';

/**
 * Components as stored: each with an id and its own stamps (SPEC.md §3). When replacing a list,
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
