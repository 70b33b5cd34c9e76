import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AssessmentJobProgress } from './assessment-job-progress';
import { runningJobOf } from './running-job';

/**
 * The bulk assessment a dialog follows once it has asked for one: the job it started, or the
 * company's job already running, which the server names when it refuses a second one. `failure`
 * is a refusal of another kind, for the dialog to show.
 */
export const useFollowedJob = (start: { isError: boolean; error: unknown }) => {
  const { t } = useLingui();
  const [jobId, setJobId] = useState<string | null>(null);
  const [followsOther, setFollowsOther] = useState(false);
  const handlers = {
    onSuccess: (job: { id: string }) => setJobId(job.id),
    onError: (error: unknown) => {
      const running = runningJobOf(error);
      if (!running) return;
      setFollowsOther(true);
      setJobId(running);
    },
  };
  const failure =
    start.isError && !runningJobOf(start.error)
      ? { title: t`The assessment could not be started.`, error: start.error }
      : null;
  return { jobId, followsOther, handlers, failure };
};

export const FollowedJob = ({
  jobId,
  followsOther,
  onShowGrades,
}: {
  jobId: string;
  followsOther: boolean;
  onShowGrades?: ((countryId: string) => void) | undefined;
}) => (
  <>
    {followsOther ? (
      <p className="text-sm text-neutral-800">
        <Trans>A bulk assessment of your company is already running; one runs at a time. Its progress:</Trans>
      </p>
    ) : null}
    <AssessmentJobProgress jobId={jobId} onShowGrades={onShowGrades} />
  </>
);
