import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { JobStartActions } from '../../../components/job-start-actions';
import { FormDialog, type DialogOpenProps } from '../../../components/form-dialog';
import { useReassessOutdated } from '../api/reassess-outdated';
import { FollowedJob, useFollowedJob } from './followed-job';

const ReassessPanel = ({ onClose }: { onClose: () => void }) => {
  const start = useReassessOutdated();
  const { jobId, followsOther, handlers, failure } = useFollowedJob(start);

  return (
    <div className="flex flex-col gap-4">
      {jobId ? (
        <FollowedJob jobId={jobId} followsOther={followsOther} />
      ) : (
        <p className="text-sm text-neutral-800">
          <Trans>
            Every latest result made before its packaging was last edited, or by an earlier version of the
            assessment method, is made again for its country with its methodology. Results that are current
            stay as they are.
          </Trans>
        </p>
      )}
      <JobStartActions
        started={jobId !== null}
        onClose={onClose}
        onStart={() => start.mutate(undefined, handlers)}
        pending={start.isPending}
        failure={failure}
        startLabel={<Trans>Re-assess outdated</Trans>}
        startingLabel={<Trans>Starting assessment…</Trans>}
      />
    </div>
  );
};

/** One action that re-assesses every outdated result of the company, as a job (decision 015). */
export const ReassessOutdatedDialog = (props: DialogOpenProps) => (
  <FormDialog {...props} title={msg`Re-assess outdated results`}>
    {(close) => <ReassessPanel onClose={close} />}
  </FormDialog>
);
