import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-field';
import { ProgressBar } from './ui/progress-bar';
import { errorMessage } from '../lib/messages';

/**
 * A job that cannot go on by itself (it stopped, or its progress could not be asked): what
 * happened, and the one button that goes on.
 */
export const JobAlert = ({
  title,
  children,
  notice,
  actionLabel,
  onAction,
  pending,
}: {
  title: string;
  children: ReactNode;
  /** Said under the alert: why the last try to go on failed. */
  notice?: ReactNode;
  actionLabel: ReactNode;
  onAction: () => void;
  pending: boolean;
}) => (
  <div className="flex flex-col gap-3">
    <FormAlert title={title}>{children}</FormAlert>
    {notice}
    <Button className="self-start" onClick={onAction} disabled={pending} aria-busy={pending}>
      {actionLabel}
    </Button>
  </div>
);

/** The progress of a job could not be asked: the reason, and asking again. */
export const JobPollFailed = ({
  title,
  query,
}: {
  title: string;
  /** The job's polling query, which failed. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) => {
  const { i18n } = useLingui();
  return (
    <JobAlert
      title={title}
      actionLabel={<Trans>Try again</Trans>}
      onAction={() => void query.refetch()}
      pending={query.isFetching}
    >
      {errorMessage(i18n, query.error)}
    </JobAlert>
  );
};

/**
 * A job under way: its bar (pulsing until the first answer says how much there is), what it has
 * done so far, and that closing the dialog does not stop it.
 */
export const JobRunning = ({
  label,
  job,
  running,
  waiting,
  children,
  note,
}: {
  label: string;
  /** Left out until the server has answered. */
  job: { status: string; done: number; total: number } | undefined;
  /** Said while the job runs: how far it is. */
  running: ReactNode;
  /** Said before the job has started. */
  waiting: ReactNode;
  /** Said between the status and the note, e.g. what could not be done so far. */
  children?: ReactNode;
  note: ReactNode;
}) => (
  <div className="flex flex-col gap-3">
    <ProgressBar label={label} value={job?.done} max={job?.total ?? 0} />
    <p role="status" className="text-sm text-neutral-800">
      {job?.status === 'running' ? running : waiting}
    </p>
    {children}
    <p className="text-sm text-neutral-700">{note}</p>
  </div>
);
