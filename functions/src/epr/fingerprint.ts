import { createHash } from 'node:crypto';
import type { ScheduleEdition } from './types';

/** JSON with sorted keys: the same data hashes the same whatever order its keys were written in. */
const canonical = (data: unknown): string =>
  JSON.stringify(data, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** SHA-256 of an edition's data: its rows, rates, source and mapping version (not the mapping function). */
export const editionFingerprint = ({ choose: _choose, ...data }: ScheduleEdition): string =>
  createHash('sha256').update(canonical(data)).digest('hex');
