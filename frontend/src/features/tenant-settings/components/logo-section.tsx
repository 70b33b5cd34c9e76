import { Trans, useLingui } from '@lingui/react/macro';
import { TENANT_LOGO_MAX_BYTES } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { siteUrl } from '../../../lib/site';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { themeLogoQueryOptions } from '../../../lib/tenant/get-theme-logo';
import { useUploadTenantLogo } from '../api/upload-tenant-logo';

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

/**
 * The tenant logo beside the product logo: checked in the browser, previewed, sent on confirm.
 * `hasLogo` comes from the settings: a tenant without one is not asked for it (the server would
 * answer 404, a failed request in the console; issue 36 §6).
 */
export const LogoSection = ({ hasLogo }: { hasLogo: boolean }) => {
  const { t } = useLingui();
  const current = useQuery({ ...themeLogoQueryOptions(useApi(), siteUrl()), enabled: hasLogo });
  const upload = useUploadTenantLogo();

  return (
    <ImageUpload
      label={t`New logo`}
      maxBytes={TENANT_LOGO_MAX_BYTES}
      upload={upload}
      preview={(chosenUrl) => (
        <LogoPreview
          src={chosenUrl ?? current.data}
          alt={chosenUrl ? t`Preview of the chosen logo` : t`Your current logo`}
        />
      )}
      submitLabel={<Trans>Upload logo</Trans>}
      successTitle={t`Logo updated`}
    />
  );
};
