import { INVITATIONS_PER_USER_PER_DAY, userScopeOf } from '@recyclens/shared';
import { getClientProfile } from '../../data/repositories/clients';
import { getCompanies } from '../../data/repositories/companies';
import { returnInvitation, takeInvitation } from '../../data/repositories/invitation-counts';
import {
  deleteInvitation,
  findInvitation,
  putInvitation,
  restoreInvitation,
} from '../../data/repositories/invitations';
import { getEmailMarker } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import type { Logger } from '../../logging/logger';
import { sendTenantMail, tenantLink } from '../tenants/mail';

/**
 * Invites an address to one of the caller's companies (admins: any company of the tenant). The
 * person signs up as usual; the sign-up finds the invitation and attaches them to the company.
 * Each user sends at most INVITATIONS_PER_USER_PER_DAY a UTC day (decision 020).
 */
export const inviteToCompany = async (
  caller: Caller,
  input: { email: string; companyId: string },
  logger: Logger,
) => {
  const ownCompany = caller.companyIds.includes(input.companyId);
  if (!ownCompany && userScopeOf(caller.role) !== 'tenant') {
    throw new AppError('FORBIDDEN', { fields: { companyId: 'You can only invite to your own companies.' } });
  }
  const [company] = await getCompanies(caller.clientId, [input.companyId]);
  if (!company) throw new AppError('NOT_FOUND', { fields: { companyId: 'Unknown company.' } });
  if (await getEmailMarker(input.email)) throw new AppError('INVITE_ACCOUNT_EXISTS');
  const email = input.email.toLowerCase();
  const now = Date.now();
  const take = await takeInvitation(caller.clientId, caller.userId, INVITATIONS_PER_USER_PER_DAY, now);
  if (!take.taken) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'You have sent as many invitations as allowed today. Please try again tomorrow.',
      fields: { retryAfterSeconds: String(take.retryAfterSeconds) },
    });
  }
  const previous = await findInvitation(caller.clientId, email);
  await putInvitation(caller.clientId, email, company.id, caller.userId);
  const profile = await getClientProfile(caller.clientId);
  if (!profile) throw new AppError('UNAUTHORIZED');
  const link = new URL(tenantLink(profile.client, '/signUp'));
  link.searchParams.set('email', input.email);
  const outcome = await sendTenantMail(
    {
      client: profile.client,
      to: input.email,
      language: caller.user.language,
      template: 'invite',
      values: {
        inviter: `${caller.user.firstName} ${caller.user.lastName}`,
        company: company.name,
        url: link.toString(),
      },
    },
    logger,
  );
  if (outcome === 'sent') return;
  // An invitation nobody received is no invitation: the stored state goes back to what it was.
  await Promise.all([
    previous ? restoreInvitation(previous) : deleteInvitation(caller.clientId, email),
    returnInvitation(caller.clientId, caller.userId, now),
  ]);
  if (outcome === 'rejected') throw new AppError('INVITE_MAIL_REJECTED');
  throw new AppError('SERVICE_UNAVAILABLE', {
    message: 'The invitation could not be sent. Please try again.',
  });
};
