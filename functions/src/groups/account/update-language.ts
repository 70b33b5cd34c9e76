import type { Routes } from '@recyclens/shared';
import { setUserFields } from '../../data/repositories/users';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

/** A preference, not a shared edit: the last choice wins, so no version check here. */
export const updateLanguage: Operation<Routes['updateLanguage']> = async ({ caller, body }) => {
  await setUserFields(caller.clientId, caller.userId, { language: body.newLanguage });
  return json({ language: body.newLanguage });
};
