import { getClientProfile } from '../../data/repositories/clients';
import { notificationPut } from '../../data/repositories/notifications';
import { getTokenItem, isExpired, tokenUse } from '../../data/repositories/one-time-tokens';
import { emailConfirmation, getUser, listUsersWithRole } from '../../data/repositories/users';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { hashToken } from '../../security/one-time-tokens';
import { isBlockedAddress } from './restrictions';
import { sendTenantMail, tenantLink } from '../tenants/mail';

/**
 * Confirms the address named by a mailed token: outcomes success, already confirmed (the same
 * link again) and invalid link. Confirmation, the used mark on the token and the tenant's NEW_USER
 * notification are written together; then the tenant's admins get a mail.
 */
export const confirmEmail = async (
  token: string,
  logger: Logger,
): Promise<{ success: boolean; isBlacklistUser: boolean }> => {
  const tokenHash = hashToken(token);
  const stored = await getTokenItem(tokenHash);
  if (!stored || stored.purpose !== 'confirm-email' || isExpired(stored)) throw new AppError('INVALID_LINK');
  const user = await getUser(stored.clientId, stored.userId);
  if (!user || user.deletedAt) throw new AppError('INVALID_LINK');
  if (stored.usedAt || user.emailConfirmedAt) throw new AppError('EMAIL_ALREADY_CONFIRMED');

  const confirmedAt = nowIso();
  await transactWrite(
    [
      emailConfirmation(user, confirmedAt),
      tokenUse(tokenHash, confirmedAt),
      notificationPut({
        clientId: user.clientId,
        type: 'NEW_USER',
        meta: {
          userId: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          company: user.specifiedCompanyName ?? null,
        },
      }),
    ],
    () => 'EMAIL_ALREADY_CONFIRMED',
  );

  const [blocked, profile] = await Promise.all([
    isBlockedAddress(user.clientId, user.email),
    getClientProfile(user.clientId),
  ]);
  if (profile && !blocked) {
    const admins = await listUsersWithRole(user.clientId, 'CLIENT_ADMIN', 50);
    await Promise.all(
      admins.items
        .filter((admin) => admin.status === 'APPROVED' && admin.emailConfirmedAt)
        .map((admin) =>
          sendTenantMail(
            {
              client: profile.client,
              to: admin.email,
              language: admin.language,
              template: 'newUserWaiting',
              values: {
                name: `${user.firstName} ${user.lastName}`,
                email: user.email,
                url: tenantLink(profile.client, '/user/management'),
              },
            },
            logger,
          ),
        ),
    );
  }
  return { success: true, isBlacklistUser: Boolean(blocked) };
};
