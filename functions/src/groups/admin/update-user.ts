import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { updateUser as update } from '../../services/users/users';

export const updateUser: Operation<Routes['updateUser']> = async ({ caller, params, body, logger }) =>
  json(await update(caller, params.userId, body, logger));
