import { randomUUID } from 'node:crypto';
import type { Language, RouteBody, Routes } from '@recyclens/shared';
import { getClientProfile, type ClientItem } from '../../data/repositories/clients';
import { deleteInvitation, findInvitation } from '../../data/repositories/invitations';
import { membershipItem } from '../../data/repositories/memberships';
import { newTokenItem, putTokenItem } from '../../data/repositories/one-time-tokens';
import { userCountChanges, userCountsUpdate } from '../../data/repositories/user-counts';
import { emailMarkerFor, newUserItem, type UserItem } from '../../data/repositories/users';
import { createWithMarkers } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { signAccessToken } from '../../security/access-tokens';
import { newOneTimeToken } from '../../security/one-time-tokens';
import { clientIdForUrl } from '../tenants/directory';
import { sendTenantMail, tenantLink } from '../tenants/mail';
import { hashPassword } from '../../security/passwords';
import { accountForMailRequest } from './account-for-mail-request';
import { refuseCommonPassword } from './common-passwords';
import { admitAccountMailRequest, mayMailAccountAddress } from './account-mail-limits';
import { countMetric } from '../../observability/metrics';

const mailConfirmation = (
  client: ClientItem,
  user: Pick<UserItem, 'email' | 'language' | 'firstName'>,
  token: string,
  logger: Logger,
) =>
  sendTenantMail(
    {
      client,
      to: user.email,
      language: user.language,
      template: 'confirmEmail',
      values: { firstName: user.firstName, url: tenantLink(client, '/confirmEmail', token) },
    },
    logger,
  );

/** The interface language the browser was in when signing up; German first (docs/product.md#constants-and-limits). */
export const languageFromHeader = (acceptLanguage: string | undefined): Language => {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'EN' : first === 'fr' ? 'FR' : 'DE';
};

/**
 * Creates a PENDING, unconfirmed user in the tenant of the sign-up page, with the e-mail marker
 * and the confirmation token in one transaction (20 concurrent sign-ups of one address make one
 * user), then mails the confirmation link.
 */
export const signUp = async (
  body: RouteBody<Routes['signUp']>,
  context: { language: Language; logger: Logger; sourceIp: string },
): Promise<{ token: string }> => {
  await refuseCommonPassword(body.createPassword, 'createPassword');
  await admitAccountMailRequest(context.sourceIp);
  const clientId = await clientIdForUrl(body.currentClientUrl);
  const profile = clientId ? await getClientProfile(clientId) : undefined;
  if (!clientId || !profile) throw new AppError('CLIENT_NOT_FOUND');

  const invitation = await findInvitation(clientId, body.email);
  const user = newUserItem({
    id: randomUUID(),
    clientId,
    firstName: body.firstName,
    lastName: body.lastName,
    specifiedCompanyName: body.company,
    email: body.email,
    passwordHash: await hashPassword(body.createPassword),
    privacyPolicyAcceptedAt: new Date().toISOString(),
    role: 'DEFAULT_USER',
    status: 'PENDING',
    language: context.language,
    // An invited person joins the company they were invited to (accounts issue, item 6).
    companyIds: invitation ? [invitation.companyId] : [],
  });
  const confirmation = newOneTimeToken();
  await createWithMarkers(
    user,
    [emailMarkerFor(user)],
    [
      newTokenItem(confirmation.hash, { purpose: 'confirm-email', clientId, userId: user.id }),
      ...(invitation ? [membershipItem(clientId, invitation.companyId, user.id)] : []),
    ],
    userCountsUpdate(clientId, userCountChanges(undefined, user)),
  );
  if (invitation) await deleteInvitation(clientId, body.email);
  countMetric('SignUp', {}, { clientId });
  // Past the address's limit the account stands without its mail; resending is limited the same way.
  if (await mayMailAccountAddress(user.email)) {
    await mailConfirmation(profile.client, user, confirmation.token, context.logger);
  }
  // POST /auth/signUp answers a token (docs/product.md#api-calls). It names no session, so it grants no protected call.
  return { token: await signAccessToken({ userId: user.id, clientId }, 3600) };
};

/**
 * Mails a new confirmation link when the address has an unconfirmed account in this tenant — for
 * a first mail that never arrived (a sign-up is kept even when its mail cannot be sent). The
 * answer is the same for any address, so the form does not tell who has an account; an address
 * already mailed to its hourly limit gets nothing more, under the same answer.
 */
export const resendConfirmation = async (
  input: RouteBody<Routes['resendConfirmation']>,
  context: { logger: Logger; sourceIp: string },
): Promise<void> => {
  const account = await accountForMailRequest(input, context.sourceIp);
  if (!account || account.user.emailConfirmedAt) return;
  const { user, client } = account;
  if (!(await mayMailAccountAddress(user.email))) return;
  const confirmation = newOneTimeToken();
  await putTokenItem(
    newTokenItem(confirmation.hash, { purpose: 'confirm-email', clientId: user.clientId, userId: user.id }),
  );
  await mailConfirmation(client, user, confirmation.token, context.logger);
};
