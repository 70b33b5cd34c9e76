import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { JobAlert, JobPollFailed, JobRunning } from '../../../components/job-progress';
import { FormAlert } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/messages';
import { useAssessmentJob } from '../api/get-assessment-job';
import { useResumeAssessmentJob } from '../api/resume-assessment-job';
import { JobFailures } from './job-failures';
import { ShowGradesButton } from './show-grades-button';

/**
 * Follows one bulk assessment: progress while it runs, then what it did (what failed by name) and
 * the way to the grades, or a way to resume it.
 */
export const AssessmentJobProgress = ({
  jobId,
  onShowGrades,
}: {
  jobId: string;
  /** Shows a country's grades in the overview's list; the button is left out without it. */
  onShowGrades?: ((countryId: string) => void) | undefined;
}) => {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useAssessmentJob(jobId);
  const resume = useResumeAssessmentJob();
  const job = query.data;
  const finished = job?.status === 'done';

  useEffect(() => {
    // Grades, outdated marks and the portfolio figures of every screen have moved.
    if (finished)
      void queryClient.invalidateQueries({ predicate: (cached) => cached.queryKey[0] !== 'assessment-jobs' });
  }, [finished, queryClient]);

  if (query.isError)
    return <JobPollFailed title={t`The progress of the assessment could not be loaded.`} query={query} />;

  const done = job?.done ?? 0;
  const total = job?.total ?? 0;
  const assessed = job?.assessed ?? 0;
  const failed = job?.failed ?? 0;
  const notAssessable = job && failed > 0 ? <JobFailures failed={failed} failures={job.failures} /> : null;
  const firstCountry = job?.countryIds[0];

  if (job?.status === 'failed')
    return (
      <JobAlert
        title={t`The assessment stopped.`}
        notice={
          resume.isError ? (
            <FormAlert title={t`The assessment could not be resumed.`}>
              {errorMessage(i18n, resume.error)}
            </FormAlert>
          ) : null
        }
        actionLabel={resume.isPending ? <Trans>Resuming…</Trans> : <Trans>Resume</Trans>}
        onAction={() => resume.mutate(jobId)}
        pending={resume.isPending}
      >
        <Plural
          value={total}
          one={`${done} of # packaging was gone through, ${assessed} assessed. Resume to go on where it stopped: nothing is assessed twice.`}
          other={`${done} of # packaging were gone through, ${assessed} assessed. Resume to go on where it stopped: nothing is assessed twice.`}
        />
      </JobAlert>
    );

  if (finished)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm font-medium text-neutral-900">
          <Plural value={assessed} one="Done: # packaging assessed." other="Done: # packaging assessed." />
        </p>
        {notAssessable}
        {onShowGrades && firstCountry && assessed > 0 ? (
          <ShowGradesButton countryId={firstCountry} onShowGrades={onShowGrades} />
        ) : null}
      </div>
    );

  return (
    <JobRunning
      label={t`Assessment progress`}
      job={job}
      running={
        <Plural
          value={total}
          one={`${done} of # packaging gone through, ${assessed} assessed…`}
          other={`${done} of # packaging gone through, ${assessed} assessed…`}
        />
      }
      waiting={<Trans>Waiting for the assessment to start…</Trans>}
      note={<Trans>You can close this window: the assessment goes on.</Trans>}
    >
      {notAssessable}
    </JobRunning>
  );
};
