import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/messages';
import { useReassessOutdated } from '../api/reassess-outdated';
import { AssessmentJobProgress } from './assessment-job-progress';
import { runningJobOf } from './running-job';

const ReassessPanel = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const [jobId, setJobId] = useState<string | null>(null);
  const [followsOther, setFollowsOther] = useState(false);
  const start = useReassessOutdated();
  const run = () =>
    start.mutate(undefined, {
      onSuccess: (job) => setJobId(job.id),
      onError: (error) => {
        const running = runningJobOf(error);
        if (!running) return;
        setFollowsOther(true);
        setJobId(running);
      },
    });

  return (
    <div className="flex flex-col gap-4">
      {jobId ? (
        <>
          {followsOther ? (
            <p className="text-sm text-neutral-800">
              <Trans>
                A bulk assessment of your company is already running; one runs at a time. Its progress:
              </Trans>
            </p>
          ) : null}
          <AssessmentJobProgress jobId={jobId} />
        </>
      ) : (
        <p className="text-sm text-neutral-800">
          <Trans>
            Every latest result made before its packaging was last edited, or by an earlier version of the
            assessment method, is made again for its country with its methodology. Results that are current
            stay as they are.
          </Trans>
        </p>
      )}
      {start.isError && !runningJobOf(start.error) ? (
        <FormAlert title={t`The assessment could not be started.`}>
          {errorMessage(i18n, start.error)}
        </FormAlert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {jobId ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </Button>
        {jobId ? null : (
          <Button onClick={run} disabled={start.isPending} aria-busy={start.isPending}>
            {start.isPending ? (
              <Trans>Starting assessment…</Trans>
            ) : start.isError ? (
              <Trans>Try again</Trans>
            ) : (
              <Trans>Re-assess outdated</Trans>
            )}
          </Button>
        )}
      </div>
    </div>
  );
};

/** One action that re-assesses every outdated result of the company, as a job (decision 015). */
export const ReassessOutdatedDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Re-assess outdated results`}
      closeLabel={t`Close`}
    >
      <ReassessPanel onClose={() => onOpenChange(false)} />
    </Dialog>
  );
};
