import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { inviteToCompany } from '../../services/accounts/invitations';

export const invite: Operation<Routes['invite']> = async ({ caller, body, logger }) => {
  await inviteToCompany(caller, body, logger);
  return json({ success: true as const });
};
