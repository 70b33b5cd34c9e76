import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { confirmEmail as confirm } from '../../services/accounts/confirm-email';

export const confirmEmail: Operation<Routes['confirmEmail']> = async ({ body, logger }) =>
  json(await confirm(body.token, logger));
