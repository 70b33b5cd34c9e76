import { accountRoutes } from '@recyclens/shared';
import { createGroupHandler } from '../group-handler';
import { invite } from './invite';
import { me } from './me';
import { myData } from './my-data';
import { profilePicture, uploadProfilePicture } from './profile-picture';
import { updateLanguage } from './update-language';
import { updateProfile } from './update-profile';

/** The account group's Lambda: the signed-in user's own account. */
export const handler = createGroupHandler('account', accountRoutes, {
  me,
  myData,
  updateLanguage,
  updateProfile,
  profilePicture,
  uploadProfilePicture,
  invite,
});
