import { Trans, useLingui } from '@lingui/react/macro';
import {
  imageUploadExtensions,
  imageUploadTypes,
  PROFILE_PICTURE_MAX_BYTES,
  type User,
} from '@recyclens/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { popups } from '../../../components/ui/popups';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfilePicture } from '../api/get-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { useImageUploadMessages } from '../../../lib/image-upload-messages';
import { useObjectUrl } from '../use-object-url';
import { PicturePreview } from './picture-preview';

/**
 * The current picture, and a new one chosen by drop or file picker: checked in the browser
 * first (type, size), previewed, and only sent when the user confirms.
 */
export const ProfilePictureCard = ({ user }: { user: User }) => {
  const { t } = useLingui();
  const messages = useImageUploadMessages(PROFILE_PICTURE_MAX_BYTES);
  const current = useProfilePicture(user.id, user.profilePictureUrl);
  const upload = useUploadProfilePicture(user.id);
  const [chosen, setChosen] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string>();
  const currentUrl = useObjectUrl(current.data);
  const chosenUrl = useObjectUrl(chosen);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const limit = messages.limit;

  const choose = (file: File | null) => {
    setChosen(file);
    setRejection(undefined);
    upload.reset();
  };

  const preview = current.isLoading ? (
    <Skeleton className="size-24 rounded-full" />
  ) : (
    <PicturePreview
      src={chosenUrl ?? currentUrl}
      alt={chosen ? t`Preview of the chosen picture` : t`Your current profile picture`}
      initials={initials}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <FileDropzone
        label={t`New profile picture`}
        accept={imageUploadTypes}
        extensions={imageUploadExtensions}
        maxBytes={PROFILE_PICTURE_MAX_BYTES}
        onFile={choose}
        onReject={(reason) => {
          choose(null);
          setRejection(messages.rejection(reason));
        }}
        hint={<Trans>PNG, JPG or JPEG, at most {limit}.</Trans>}
        error={rejection ?? (upload.isError ? messages.uploadError(upload.error) : undefined)}
        preview={preview}
        disabled={upload.isPending}
      />
      {chosen ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span className="mr-auto truncate text-sm text-neutral-700">{chosen.name}</span>
          <Button variant="secondary" disabled={upload.isPending} onClick={() => choose(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={upload.isPending}
            onClick={() =>
              upload.mutate(chosen, {
                onSuccess: () => {
                  setChosen(null);
                  popups.show({ kind: 'success', title: t`Profile picture updated` });
                },
              })
            }
          >
            <Trans>Upload picture</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
};
