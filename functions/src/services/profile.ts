import type { RouteBody, Routes } from '@recyclens/shared';
import { getCompanies } from '../data/repositories/companies';
import { deleteAllSessions } from '../data/repositories/sessions';
import { userKey, type UserItem } from '../data/repositories/users';
import { updateVersioned } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { hashPassword, verifyPassword } from '../security/passwords';
import { userView } from './user-views';

/**
 * A user edits their own names and, with the current password, their password. A password
 * change ends every other session (a stolen session must not outlive the change); the current
 * one goes on, as the user just proved the old password.
 */
export const updateOwnProfile = async (
  caller: Caller,
  userId: string,
  body: RouteBody<Routes['updateProfile']>,
) => {
  if (userId !== caller.userId) throw new AppError('FORBIDDEN');
  const changes: Partial<UserItem> = { firstName: body.firstName, lastName: body.lastName };
  const changesPassword = Boolean(body.newPassword);
  if (changesPassword) {
    const currentMatches = await verifyPassword(body.oldPassword ?? '', caller.user.passwordHash);
    if (!currentMatches || body.newPassword !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
    changes.passwordHash = await hashPassword(body.newPassword ?? '');
  }
  const updated = await updateVersioned<UserItem>(
    userKey(caller.clientId, caller.userId),
    caller.user.version,
    changes,
  );
  if (changesPassword) await deleteAllSessions(caller.clientId, caller.userId, { except: caller.sessionId });
  return userView(updated, await getCompanies(caller.clientId, updated.companyIds));
};
