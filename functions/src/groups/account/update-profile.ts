import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { updateOwnProfile } from '../../services/accounts/profile';

export const updateProfile: Operation<Routes['updateProfile']> = async ({ caller, params, body }) =>
  json(await updateOwnProfile(caller, params.userId, body));
