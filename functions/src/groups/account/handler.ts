import { createGroupHandler, notImplemented } from '../../http/create-group-handler';
import { me } from './me';
import { updateLanguage } from './update-language';

/** The account group's Lambda: the signed-in user's own account. */
export const handler = createGroupHandler('account', {
  me,
  updateLanguage,
  updateProfile: notImplemented,
  profilePicture: notImplemented,
  uploadProfilePicture: notImplemented,
  invite: notImplemented,
});
