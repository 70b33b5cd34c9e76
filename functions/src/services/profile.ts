import type { RouteBody, Routes } from '@recyclens/shared';
import { getCompanies } from '../data/repositories/companies';
import { env } from '../config/env';
import { sessionKey } from '../data/repositories/sessions';
import { indexKeyAssignments, userIndexKeys, userKey, type UserItem } from '../data/repositories/users';
import { nowIso, transactWrite, updateVersioned } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { hashPassword, verifyPassword } from '../security/passwords';
import { userView } from './user-views';

/**
 * A new password ends every other session at once (a stolen session must not outlive the
 * change), in the same write as the password: the user's `sessionsValidFrom` moves to now and
 * the current session, the user having just proved the old password, is re-stamped as created
 * now, so the per-call check keeps it and refuses the others (decision 004).
 */
const changePassword = async (
  caller: Caller,
  changes: Partial<UserItem>,
  indexKeys: ReturnType<typeof userIndexKeys>,
): Promise<UserItem> => {
  const TableName = env().TABLE_NAME;
  const now = nowIso();
  const keys = indexKeyAssignments(indexKeys);
  await transactWrite([
    {
      Update: {
        TableName,
        Key: userKey(caller.clientId, caller.userId),
        UpdateExpression: `SET firstName = :firstName, lastName = :lastName, passwordHash = :hash, updatedAt = :now, sessionsValidFrom = :now, version = version + :one${keys.clause}`,
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected',
        ExpressionAttributeNames: keys.names,
        ExpressionAttributeValues: {
          ':firstName': changes.firstName,
          ':lastName': changes.lastName,
          ':hash': changes.passwordHash,
          ':now': now,
          ':one': 1,
          ':expected': caller.user.version,
          ...keys.values,
        },
      },
    },
    {
      Update: {
        TableName,
        Key: sessionKey(caller.clientId, caller.userId, caller.sessionId),
        UpdateExpression: 'SET createdAt = :now',
        // Signed out meanwhile: the change must not revive the session.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now },
      },
    },
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
  const changes: Partial<UserItem> = { firstName: body.firstName, lastName: body.lastName };
  const indexKeys = userIndexKeys({ ...caller.user, firstName: body.firstName, lastName: body.lastName });
  let updated: UserItem;
  if (body.newPassword) {
    const currentMatches = await verifyPassword(body.oldPassword ?? '', caller.user.passwordHash);
    if (!currentMatches || body.newPassword !== body.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
    changes.passwordHash = await hashPassword(body.newPassword);
    updated = await changePassword(caller, changes, indexKeys);
  } else {
    updated = await updateVersioned<UserItem>(userKey(caller.clientId, caller.userId), caller.user.version, {
      ...changes,
      ...indexKeys,
    });
  }
  return userView(updated, await getCompanies(caller.clientId, updated.companyIds));
};
