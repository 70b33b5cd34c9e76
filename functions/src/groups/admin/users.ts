import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { listUsers } from '../../services/users/users';

export const users: Operation<Routes['users']> = async ({ caller, query }) =>
  json(await listUsers(caller, query));
