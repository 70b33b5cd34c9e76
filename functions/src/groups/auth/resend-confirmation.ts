import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { resendConfirmation as resend } from '../../services/accounts/sign-up';

export const resendConfirmation: Operation<Routes['resendConfirmation']> = async ({
  body,
  logger,
  sourceIp,
}) => {
  await resend(body, { logger, sourceIp });
  return json({ success: true as const });
};
