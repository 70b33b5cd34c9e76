import { createHash } from 'node:crypto';
import { canonicalJson } from '@recyclens/shared';
import type { ScheduleEdition } from './types';

/** SHA-256 of an edition's data: its rows, rates, source and mapping version (not the mapping function). */
export const editionFingerprint = ({ choose: _choose, ...data }: ScheduleEdition): string =>
  createHash('sha256').update(canonicalJson(data)).digest('hex');
