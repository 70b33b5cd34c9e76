import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-field';
import { errorMessage } from '../lib/messages';

/**
 * The foot of a dialog that starts a job (an export, a bulk assessment): why the start failed,
 * then Cancel and the start button, which offers to try again after a failure. Once the job is
 * started only Close stays: the job goes on without the dialog.
 */
export const JobStartActions = ({
  started,
  onClose,
  onStart,
  pending,
  failure,
  disabled = false,
  startLabel,
  startingLabel,
}: {
  started: boolean;
  onClose: () => void;
  onStart: () => void;
  pending: boolean;
  /** The start's failure to show, or null (also for a failure the dialog answers otherwise). */
  failure: { title: string; error: unknown } | null;
  /** Nothing to start, e.g. an empty selection. */
  disabled?: boolean;
  startLabel: ReactNode;
  startingLabel: ReactNode;
}) => {
  const { i18n } = useLingui();
  return (
    <>
      {failure ? <FormAlert title={failure.title}>{errorMessage(i18n, failure.error)}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {started ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </Button>
        {started ? null : (
          <Button onClick={onStart} disabled={pending || disabled} aria-busy={pending}>
            {pending ? startingLabel : failure ? <Trans>Try again</Trans> : startLabel}
          </Button>
        )}
      </div>
    </>
  );
};
