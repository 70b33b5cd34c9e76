import { Trans, useLingui } from '@lingui/react/macro';
import { imageUploadExtensions, imageUploadTypes, TENANT_LOGO_MAX_BYTES } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { popups } from '../../../components/ui/popups';
import { useApi } from '../../../lib/api-context';
import { siteUrl } from '../../../lib/site';
import { useObjectUrl } from '../../profile/use-object-url';
import { themeLogoQueryOptions } from '../../tenant/api/get-theme-logo';
import { useUploadTenantLogo } from '../api/upload-tenant-logo';
import { useImageUploadMessages } from '../../../lib/image-upload-messages';

const LogoPreview = ({ src, alt }: { src: string | null | undefined; alt: string }) =>
  src ? (
    <img
      src={src}
      alt={alt}
      className="h-16 max-w-48 rounded-md border border-neutral-200 bg-white object-contain p-2"
    />
  ) : (
    <div className="flex h-16 w-32 items-center justify-center rounded-md border border-dashed border-neutral-300 text-xs text-neutral-700">
      <Trans>No logo yet</Trans>
    </div>
  );

/** The tenant logo beside the product logo: checked in the browser, previewed, sent on confirm. */
export const LogoSection = () => {
  const { t } = useLingui();
  const messages = useImageUploadMessages(TENANT_LOGO_MAX_BYTES);
  const current = useQuery(themeLogoQueryOptions(useApi(), siteUrl()));
  const upload = useUploadTenantLogo();
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
        label={t`New logo`}
        accept={imageUploadTypes}
        extensions={imageUploadExtensions}
        maxBytes={TENANT_LOGO_MAX_BYTES}
        onFile={choose}
        onReject={(reason) => {
          choose(null);
          setRejection(messages.rejection(reason));
        }}
        hint={<Trans>PNG, JPG or JPEG, at most {limit}.</Trans>}
        error={rejection ?? (upload.isError ? messages.uploadError(upload.error) : undefined)}
        preview={
          <LogoPreview
            src={chosenUrl ?? current.data}
            alt={chosen ? t`Preview of the chosen logo` : t`Your current logo`}
          />
        }
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
                  popups.show({ kind: 'success', title: t`Logo updated` });
                },
              })
            }
          >
            <Trans>Upload logo</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
};
