import type { RouteBody, Routes } from '@recyclens/shared';
import { getCompanies } from '../../data/repositories/companies';
import { sessionRestamp } from '../../data/repositories/sessions';
import {
  ownPasswordChange,
  updateUserFields,
  userIndexKeys,
  type UserItem,
} from '../../data/repositories/users';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { refuseCommonPassword } from './common-passwords';
import { userView } from './user-views';

/**
 * A new password ends every other session at once (a stolen session must not outlive the
 * change), in the same write as the password: the user's `sessionsValidFrom` moves to now and
 * the current session, the user having just proved the old password, is re-stamped as created
 * now, so the per-call check keeps it and refuses the others (decision 004).
 */
const changePassword = async (
  caller: Caller,
  changes: Pick<UserItem, 'firstName' | 'lastName' | 'passwordHash'>,
  indexKeys: ReturnType<typeof userIndexKeys>,
): Promise<UserItem> => {
  const now = nowIso();
  await transactWrite([
    ownPasswordChange(caller.user, changes, now),
    // Signed out meanwhile: the change must not revive the session.
    sessionRestamp(caller.clientId, caller.userId, caller.sessionId, now),
  ]);
  return {
    ...caller.user,
    ...changes,
    ...indexKeys,
    updatedAt: now,
    sessionsValidFrom: now,
    version: caller.user.version + 1,
  };
};

/** A user edits their own names and, with the current password, their password. */
export const updateOwnProfile = async (
  caller: Caller,
  userId: string,
  body: RouteBody<Routes['updateProfile']>,
) => {
  if (userId !== caller.userId) throw new AppError('FORBIDDEN');
  // A new name moves the user in the list's name orders and its search (decision 013).
  const changes = { firstName: body.firstName, lastName: body.lastName };
  const indexKeys = userIndexKeys({ ...caller.user, firstName: body.firstName, lastName: body.lastName });
  let updated: UserItem;
  if (body.newPassword) {
    const currentMatches = await verifyPassword(body.oldPassword ?? '', caller.user.passwordHash);
    if (!currentMatches || body.newPassword !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
    await refuseCommonPassword(body.newPassword, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    updated = await changePassword(caller, { ...changes, passwordHash }, indexKeys);
  } else {
    updated = await updateUserFields(caller.clientId, caller.userId, caller.user.version, {
      ...changes,
      ...indexKeys,
    });
  }
  return userView(updated, await getCompanies(caller.clientId, updated.companyIds));
};
