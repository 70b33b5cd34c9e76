import { Trans } from '@lingui/react/macro';
import { imageUploadExtensions, imageUploadTypes } from '@recyclens/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { FileDropzone } from '../ui/file-dropzone';
import { popups } from '../ui/popups';
import { useImageUploadMessages } from './image-upload-messages';
import { useObjectUrl } from '../../hooks/use-object-url';

/** The part of a TanStack mutation that sends the chosen file. */
interface FileUpload {
  mutate: (file: File, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ImageUploadProps {
  label: string;
  maxBytes: number;
  upload: FileUpload;
  /** What stands beside the drop area: the chosen image's URL once there is one, else the current image. */
  preview: (chosenUrl: string | undefined) => ReactNode;
  submitLabel: ReactNode;
  successTitle: string;
}

/**
 * An image chosen by drop or file picker (profile picture, tenant logo): checked in the browser
 * first (type, size), previewed, and only sent when the user confirms.
 */
export const ImageUpload = ({
  label,
  maxBytes,
  upload,
  preview,
  submitLabel,
  successTitle,
}: ImageUploadProps) => {
  const messages = useImageUploadMessages(maxBytes);
  const [chosen, setChosen] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string>();
  const chosenUrl = useObjectUrl(chosen);
  const limit = messages.limit;

  const choose = (file: File | null) => {
    setChosen(file);
    setRejection(undefined);
    upload.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <FileDropzone
        label={label}
        accept={imageUploadTypes}
        extensions={imageUploadExtensions}
        maxBytes={maxBytes}
        onFile={choose}
        onReject={(reason) => {
          choose(null);
          setRejection(messages.rejection(reason));
        }}
        hint={<Trans>PNG, JPG or JPEG, at most {limit}.</Trans>}
        error={rejection ?? (upload.isError ? messages.uploadError(upload.error) : undefined)}
        preview={preview(chosenUrl)}
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
                  popups.show({ kind: 'success', title: successTitle });
                },
              })
            }
          >
            {submitLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
