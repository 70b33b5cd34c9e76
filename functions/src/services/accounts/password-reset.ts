import {
  getTokenItem,
  isExpired,
  newTokenItem,
  putTokenItem,
  tokenUse,
} from '../../data/repositories/one-time-tokens';
import { getUser, passwordReset } from '../../data/repositories/users';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import { hashToken, newOneTimeToken } from '../../security/one-time-tokens';
import { hashPassword } from '../../security/passwords';
import { accountForMailRequest } from './account-for-mail-request';
import { mayMailAccountAddress } from './account-mail-limits';
import { refuseCommonPassword } from './common-passwords';
import { sendTenantMail, tenantLink } from '../tenants/mail';

/**
 * Mails a one-hour reset link when the address has an account in this tenant. The answer is the
 * same either way, so the form does not tell who has an account; an address already mailed to
 * its hourly limit gets nothing more, under the same answer.
 */
export const requestPasswordReset = async (
  input: { email: string; currentClientUrl: string },
  context: { logger: Logger; sourceIp: string },
): Promise<void> => {
  const account = await accountForMailRequest(input, context.sourceIp);
  if (!account) return;
  const { user, client } = account;
  if (!(await mayMailAccountAddress(user.email))) return;
  const reset = newOneTimeToken();
  await putTokenItem(
    newTokenItem(reset.hash, { purpose: 'reset-password', clientId: user.clientId, userId: user.id }),
  );
  await sendTenantMail(
    {
      client,
      to: user.email,
      language: user.language,
      template: 'resetPassword',
      values: { firstName: user.firstName, url: tenantLink(client, '/resetPassword', reset.token) },
    },
    context.logger,
  );
};

/**
 * Redeems a reset (or first-password) token once: the new password and the used mark are written
 * together, then every session of the user ends. A used, expired or unknown token is an invalid
 * link.
 */
export const resetPassword = async (token: string, newPassword: string): Promise<void> => {
  const tokenHash = hashToken(token);
  const stored = await getTokenItem(tokenHash);
  const redeemable = stored && (stored.purpose === 'reset-password' || stored.purpose === 'set-password');
  if (!stored || !redeemable || stored.usedAt || isExpired(stored)) {
    throw new AppError('INVALID_LINK');
  }
  const user = await getUser(stored.clientId, stored.userId);
  if (!user || user.deletedAt) throw new AppError('INVALID_LINK');
  // Refused before anything is written: the link stays good for a better password.
  await refuseCommonPassword(newPassword, 'newPassword');
  const at = nowIso();
  await transactWrite(
    [passwordReset(user, await hashPassword(newPassword), at), tokenUse(tokenHash, at)],
    () => 'INVALID_LINK',
  );
};
