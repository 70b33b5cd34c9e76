import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage } from '../../../lib/messages';
import { useExportJob } from '../api/get-export-job';
import { useRetryExport } from '../api/retry-export';
import { ExportReady } from './export-ready';

/** Follows one export: progress while it runs, then its download, or what went wrong. */
export const ExportProgress = ({ exportId }: { exportId: string }) => {
  const { t, i18n } = useLingui();
  const query = useExportJob(exportId);
  const retry = useRetryExport();
  const job = query.data;

  if (query.isError)
    return (
      <div className="flex flex-col gap-3">
        <FormAlert title={t`The progress of the export could not be loaded.`}>
          {errorMessage(i18n, query.error)}
        </FormAlert>
        <Button className="self-start" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );

  // A finished job without a file is a failure too: there is nothing to download.
  if (job?.status === 'failed' || (job?.status === 'done' && !job.download))
    return (
      <div className="flex flex-col gap-3">
        <FormAlert title={t`The export failed.`}>
          {retry.isError ? (
            errorMessage(i18n, retry.error)
          ) : (
            <Trans>No file was created. Please try again.</Trans>
          )}
        </FormAlert>
        <Button
          className="self-start"
          onClick={() => retry.mutate(exportId)}
          disabled={retry.isPending}
          aria-busy={retry.isPending}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );

  if (job?.download)
    return (
      <ExportReady
        link={job.download}
        receivedAt={query.dataUpdatedAt}
        onRenewLink={() => void query.refetch()}
        renewing={query.isFetching}
      />
    );

  const done = job?.done ?? 0;
  const total = job?.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar label={t`Export progress`} value={job ? done : undefined} max={total} />
      <p role="status" className="text-sm text-neutral-800">
        {job?.status === 'running' ? (
          <Trans>
            {done} of {total} packaging exported…
          </Trans>
        ) : (
          <Trans>Waiting for the export to start…</Trans>
        )}
      </p>
      <p className="text-sm text-neutral-700">
        <Trans>
          You can close this window: the export goes on, and the finished report also appears in the news on
          your dashboard.
        </Trans>
      </p>
    </div>
  );
};
