import { env } from '../../config/env';
import { takeAccountMail, takeAccountMailRequest } from '../../data/repositories/account-mail-counts';
import { AppError } from '../../errors/app-error';

/**
 * Counts a sign-up, forgot-password or resend-confirmation request against its source address,
 * and refuses it with 429 past the stage's hourly limit, telling the caller to ask for an
 * invitation instead. Every such request counts, whether or not a mail follows, so the refusal
 * says nothing about which addresses have accounts.
 */
export const admitAccountMailRequest = async (sourceIp: string, now = Date.now()): Promise<void> => {
  const take = await takeAccountMailRequest(sourceIp, env().ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR, now);
  if (!take.taken) {
    throw new AppError('ACCOUNT_MAIL_REQUESTS_LIMITED', {
      fields: { retryAfterSeconds: String(take.retryAfterSeconds) },
    });
  }
};

/**
 * Counts an account mail to an address; false past the hourly limit, and the caller then sends
 * nothing but answers as if it had: a refusal here would tell that the address has an account.
 */
export const mayMailAccountAddress = async (email: string, now = Date.now()): Promise<boolean> =>
  (await takeAccountMail(email, env().ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, now)).taken;
