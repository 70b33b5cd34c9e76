import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { getUserView } from '../../services/users/users';

export const user: Operation<Routes['user']> = async ({ caller, params }) =>
  json(await getUserView(caller, params.userId));
