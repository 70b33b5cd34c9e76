import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { requestPasswordReset } from '../../services/accounts/password-reset';

export const forgotPassword: Operation<Routes['forgotPassword']> = async ({ body, logger, sourceIp }) => {
  await requestPasswordReset(body, { logger, sourceIp });
  return json({ success: true as const });
};
