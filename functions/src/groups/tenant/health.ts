import type { Routes } from '@recyclens/shared';
import { getItem } from '../../data/table';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

/** Answers only when the table answers: one cheap read of a key that never exists. */
export const health: Operation<Routes['health']> = async () => {
  await getItem({ pk: 'HEALTH', sk: 'HEALTH' });
  return json({ status: 'ok', time: new Date().toISOString() });
};
