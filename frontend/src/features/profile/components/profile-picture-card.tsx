import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_PICTURE_MAX_BYTES, type User } from '@recyclens/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { useProfilePicture } from '../api/get-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { PicturePreview } from './picture-preview';

/** The current picture, and a new one checked, previewed and sent when the user confirms. */
export const ProfilePictureCard = ({ user }: { user: User }) => {
  const { t } = useLingui();
  const current = useProfilePicture(user.id, user.profilePictureUrl);
  const currentUrl = useObjectUrl(current.data);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const upload = useUploadProfilePicture(user.id);

  return (
    <ImageUpload
      label={t`New profile picture`}
      maxBytes={PROFILE_PICTURE_MAX_BYTES}
      upload={upload}
      preview={(chosenUrl) =>
        current.isLoading && !chosenUrl ? (
          <Skeleton className="size-24 rounded-full" />
        ) : (
          <PicturePreview
            src={chosenUrl ?? currentUrl}
            alt={chosenUrl ? t`Preview of the chosen picture` : t`Your current profile picture`}
            initials={initials}
          />
        )
      }
      submitLabel={<Trans>Upload picture</Trans>}
      successTitle={t`Profile picture updated`}
    />
  );
};
