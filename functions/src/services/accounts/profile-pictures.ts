import { randomUUID } from 'node:crypto';
import { getCompanies } from '../../data/repositories/companies';
import { getUser, setUserFields, type UserItem } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import { cleanImage } from '../../images/clean-image';
import type { Caller } from '../../http/caller';
import type { UploadedFile } from '../../http/types';
import { deleteObject, getObject, putObject } from '../../storage/objects';
import { userView } from './user-views';

/**
 * Replaces the caller's picture: the file is decoded and written anew (a renamed non-image or a
 * damaged one is refused, metadata such as a photo's GPS position is dropped), stored under a key the server makes, and only then referenced; the old file is
 * removed last, so a failure at any step leaves the previous picture in place.
 */
export const replaceProfilePicture = async (caller: Caller, file: UploadedFile | undefined) => {
  if (!file) throw new AppError('FILE_MISSING');
  const picture = await cleanImage(file.bytes);
  const path = `users/${caller.clientId}/${caller.userId}/picture-${randomUUID()}`;
  await putObject('uploads', path, picture);
  let updated: UserItem;
  try {
    updated = await setUserFields(caller.clientId, caller.userId, { profilePicturePath: path });
  } catch (error) {
    await deleteObject('uploads', path).catch(() => undefined);
    throw error;
  }
  if (caller.user.profilePicturePath)
    await deleteObject('uploads', caller.user.profilePicturePath).catch(() => undefined);
  const view = userView(updated, await getCompanies(caller.clientId, updated.companyIds));
  return { profilePictureUrl: view.profilePictureUrl ?? '' };
};

/** A picture of a user of the caller's own tenant; anything else is not found. */
export const profilePictureOf = async (caller: Caller, userId: string) => {
  const user = await getUser(caller.clientId, userId);
  if (!user || user.deletedAt || !user.profilePicturePath) throw new AppError('NOT_FOUND');
  const picture = await getObject('uploads', user.profilePicturePath);
  if (!picture) throw new AppError('NOT_FOUND');
  return picture;
};
