import type { Routes } from '@recyclens/shared';
import { deleteSession } from '../../data/repositories/sessions';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

export const logout: Operation<Routes['logout']> = async ({ caller }) => {
  await deleteSession(caller.clientId, caller.userId, caller.sessionId);
  return json({ success: true as const });
};
