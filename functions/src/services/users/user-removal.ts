import { auditPut } from '../../data/repositories/audit-entries';
import { getCompanies } from '../../data/repositories/companies';
import { deleteAllFavorites } from '../../data/repositories/favorites';
import { loginFailuresDelete } from '../../data/repositories/login-attempts';
import { membershipDelete } from '../../data/repositories/memberships';
import { notificationNamesUpdate, notificationsAboutUser } from '../../data/repositories/notifications';
import { userCountsUpdate, userRemovalChanges } from '../../data/repositories/user-counts';
import { emailMarkerRelease, getUser, userTombstone, type UserItem } from '../../data/repositories/users';
import { nowIso } from '../../data/clock';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import type { Logger } from '../../logging/logger';
import { deleteObject } from '../../storage/objects';
import { actorNameOf, auditEntryBy } from '../tenants/audit-log';

/** "Former user 7f3a": first name and last name a removed user keeps, from their id only. */
export const pseudonymOf = (userId: string) => ({
  firstName: 'Former user',
  lastName: userId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toLowerCase(),
});

/** Attributes of a user that name or reach the person; a removed user keeps none of them. */
const personalAttributes = [
  'passwordHash',
  'profilePicturePath',
  'specifiedCompanyName',
  'searchText',
  'privacyPolicyAcceptedAt',
] as const;

/**
 * DELETE /user/{userId} (issue 26 §4, decision 031): the user item stays as a pseudonymised
 * tombstone, so ids met elsewhere still resolve, while everything that names the person goes in
 * ONE transaction with the record of it: names and e-mail, password, the list's index keys (the
 * user leaves the list), memberships, the e-mail marker (the address may sign up again), failed
 * sign-in counts, the names in the NEW_USER notification, and the user counters. `deletedAt` and
 * `sessionsValidFrom` end every session on its next call. Packaging and results belong to the
 * company and stay. The picture file and the favourites are deleted after the write.
 */
export const removeUser = async (caller: Caller, userId: string, logger: Logger) => {
  if (userId === caller.userId) throw new AppError('FORBIDDEN', { message: 'You cannot remove yourself.' });
  const user = await getUser(caller.clientId, userId);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND');
  const [notifications, companies] = await Promise.all([
    notificationsAboutUser(caller.clientId, user.id),
    getCompanies(caller.clientId, user.companyIds),
  ]);
  const now = nowIso();
  const pseudonym = pseudonymOf(user.id);
  const writes: TransactItem[] = [
    userTombstone(user, pseudonym, personalAttributes, now),
    emailMarkerRelease(user),
    loginFailuresDelete(user.email),
    ...user.companyIds.map((companyId) => membershipDelete(caller.clientId, companyId, user.id)),
    ...notifications.map((notification) => notificationNamesUpdate(notification, pseudonym)),
    ...userCountsUpdate(caller.clientId, userRemovalChanges(user)),
    auditPut(
      auditEntryBy(
        caller,
        'USER_REMOVED',
        { kind: 'user', id: user.id, label: actorNameOf(user) },
        {
          pseudonym: `${pseudonym.firstName} ${pseudonym.lastName}`,
          role: user.role,
          companies: companies.map((company) => company.name).join(', ') || '-',
        },
      ),
    ),
  ];
  await transactWrite(writes);
  await Promise.all([deletePicture(user, logger), deleteFavorites(user, logger)]);
  return { success: true as const };
};

/** The user's favourites: their own preferences, of no use to anyone once they are gone. */
const deleteFavorites = async (user: UserItem, logger: Logger) => {
  try {
    await deleteAllFavorites(user.clientId, user.id);
  } catch (error) {
    // The user is removed either way; a favourite left behind names a packaging, not the person.
    logger.warn('favourites of a removed user not deleted', { error });
  }
};

/** After the write: a file left behind by a failed delete is unreachable (no item names it). */
const deletePicture = async (user: UserItem, logger: Logger) => {
  if (!user.profilePicturePath) return;
  await deleteObject('uploads', user.profilePicturePath).catch((error: unknown) =>
    logger.warn('profile picture of a removed user not deleted', { error, path: user.profilePicturePath }),
  );
};
