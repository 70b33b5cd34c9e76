import { Trans, useLingui } from '@lingui/react/macro';
import { Button, focusRing } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-field';
import type { ExportJob } from '../api/get-export-job';
import { useLinkExpired } from '../use-link-expired';

type FileLink = NonNullable<ExportJob['download']>;

/**
 * The finished export's link. Signed links are short-lived: the time it stops working is said,
 * and once it has, asking the job again gives a fresh one.
 */
export const ExportReady = ({
  link,
  receivedAt,
  onRenewLink,
  renewing,
}: {
  link: FileLink;
  /** When the link was received: its lifetime is counted from then. */
  receivedAt: number;
  onRenewLink: () => void;
  renewing: boolean;
}) => {
  const { t, i18n } = useLingui();
  const expired = useLinkExpired(link.expiresAt);
  const minutes = Math.max(1, Math.round((link.expiresAt.getTime() - receivedAt) / 60_000));
  const time = i18n.date(link.expiresAt, { timeStyle: 'short' });
  return (
    <div className="flex flex-col gap-3">
      <FormNotice title={t`Your export is ready.`} />
      {expired ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-neutral-800">
            <Trans>The download link has expired.</Trans>
          </p>
          <Button variant="secondary" onClick={onRenewLink} disabled={renewing}>
            <Trans>Get a new link</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={link.url}
            download
            className={`inline-flex items-center justify-center rounded-md bg-[var(--color-primary)] px-4 py-2 text-sm font-semibold text-white hover:opacity-90 ${focusRing}`}
          >
            <Trans>Download</Trans>
          </a>
          <p className="text-sm text-neutral-700">
            <Trans>
              The download link expires after {minutes} min, at {time}.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
};
