import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { userCounts as countUsers } from '../../services/users/user-counts';

export const userCounts: Operation<Routes['userCounts']> = async ({ caller }) =>
  json(await countUsers(caller));
