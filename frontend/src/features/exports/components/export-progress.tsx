import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { JobAlert, JobPollFailed, JobRunning } from '../../../components/job-progress';
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
    return <JobPollFailed title={t`The progress of the export could not be loaded.`} query={query} />;

  // A finished job without a file is a failure too: there is nothing to download.
  if (job?.status === 'failed' || (job?.status === 'done' && !job.download))
    return (
      <JobAlert
        title={t`The export failed.`}
        actionLabel={<Trans>Try again</Trans>}
        onAction={() => retry.mutate(exportId)}
        pending={retry.isPending}
      >
        {retry.isError ? (
          errorMessage(i18n, retry.error)
        ) : (
          <Trans>No file was created. Please try again.</Trans>
        )}
      </JobAlert>
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
    <JobRunning
      label={t`Export progress`}
      job={job}
      running={
        <Plural
          value={total}
          one={`${done} of # packaging exported…`}
          other={`${done} of # packaging exported…`}
        />
      }
      waiting={<Trans>Waiting for the export to start…</Trans>}
      note={
        <Trans>
          You can close this window: the export goes on, and the finished report also appears in the news on
          your dashboard.
        </Trans>
      }
    />
  );
};
