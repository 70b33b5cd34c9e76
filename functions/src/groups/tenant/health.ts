import type { Routes } from '@recyclens/shared';
import { probeTable } from '../../data/repositories/health';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

/** Answers only when the table answers: one cheap read of a key that never exists. */
export const health: Operation<Routes['health']> = async () => {
  await probeTable();
  return json({ status: 'ok', time: new Date().toISOString() });
};
