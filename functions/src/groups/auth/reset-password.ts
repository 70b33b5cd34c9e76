import type { Routes } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { resetPassword as reset } from '../../services/accounts/password-reset';

/** The bearer token is the one-time token from the reset mail (the brief left this open; docs/product.md#api-calls says so). */
export const resetPassword: Operation<Routes['resetPassword']> = async ({ body, bearer }) => {
  if (!bearer) throw new AppError('INVALID_LINK');
  await reset(bearer, body.newPassword);
  return json({ success: true as const });
};
