import { randomUUID } from 'node:crypto';
import type { Language, RouteBody, Routes } from '@recyclens/shared';
import { getClientProfile } from '../data/repositories/clients';
import { deleteInvitation, findInvitation } from '../data/repositories/invitations';
import { membershipItem } from '../data/repositories/memberships';
import { newTokenItem } from '../data/repositories/one-time-tokens';
import { emailMarkerFor, newUserItem } from '../data/repositories/users';
import { createWithMarkers } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { signAccessToken } from '../security/access-tokens';
import { newOneTimeToken } from '../security/one-time-tokens';
import { clientIdForUrl } from './tenant-directory';
import { sendTenantMail, tenantLink } from './tenant-mail';
import { hashPassword } from '../security/passwords';

/** The interface language the browser was in when signing up; German first (SPEC.md §9). */
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
  context: { language: Language; logger: Logger },
): Promise<{ token: string }> => {
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
  );
  if (invitation) await deleteInvitation(clientId, body.email);
  await sendTenantMail(
    {
      client: profile.client,
      to: user.email,
      language: user.language,
      template: 'confirmEmail',
      values: {
        firstName: user.firstName,
        url: tenantLink(profile.client, '/confirmEmail', confirmation.token),
      },
    },
    context.logger,
  );
  // SPEC.md §7 answers a token. It names no session, so it grants no protected call.
  return { token: await signAccessToken({ userId: user.id, clientId }, 3600) };
};
