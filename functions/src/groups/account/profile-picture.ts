import type { Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { profilePictureOf, replaceProfilePicture } from '../../services/accounts/profile-pictures';

export const profilePicture: Operation<Routes['profilePicture']> = async ({ caller, params }) => {
  const picture = await profilePictureOf(caller, params.userId);
  return file(picture.bytes, picture.contentType, { 'cache-control': 'private, max-age=300' });
};

export const uploadProfilePicture: Operation<Routes['uploadProfilePicture']> = async ({
  caller,
  file: upload,
}) => json(await replaceProfilePicture(caller, upload));
