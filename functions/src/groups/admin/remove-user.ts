import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { removeUser as remove } from '../../services/users/user-removal';

export const removeUser: Operation<Routes['removeUser']> = async ({ caller, params, logger }) =>
  json(await remove(caller, params.userId, logger));
