import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { FormActions } from './ui/form-actions';
import { FormAlert } from './ui/form-field';
import { errorMessage } from '../lib/messages';

/** How a page holds a task dialog: it opens it, the dialog asks to be closed. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog for one task (a form, an import, a job to start), opened by its page and closed by
 * its own buttons, Escape or its close button. Radix unmounts the content when it closes, so
 * each opening starts afresh; content given as a function is handed the way to close.
 * `sending` (an upload) keeps it open while it is sent, since leaving would not stop it, and is
 * forgotten when the dialog closes, so the next opening shows no old outcome.
 */
export const FormDialog = ({
  open,
  onOpenChange,
  title,
  description,
  sending,
  children,
}: DialogOpenProps & {
  title: string | MessageDescriptor;
  description?: string;
  sending?: { isPending: boolean; reset: () => void };
  children: ReactNode | ((close: () => void) => ReactNode);
}) => {
  const { t, i18n } = useLingui();
  const change = (next: boolean) => {
    if (!next) sending?.reset();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={typeof title === 'string' ? title : i18n._(title)}
      description={description}
      blocking={sending?.isPending}
      closeLabel={t`Close`}
    >
      {typeof children === 'function' ? children(() => change(false)) : children}
    </Dialog>
  );
};

/**
 * A dialog's form: the server's refusal on top (field messages go under their fields instead),
 * the fields, then Cancel and the submit button. The browser's own validation stays off: the
 * schema's messages are the ones shown.
 */
export const DialogForm = ({
  onSubmit,
  failure,
  onCancel,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last send failed, or null. */
  failure: { title: string; error: unknown } | null;
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) => {
  const { i18n } = useLingui();
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      {failure ? <FormAlert title={failure.title}>{errorMessage(i18n, failure.error)}</FormAlert> : null}
      {children}
      <FormActions onCancel={onCancel} pending={pending}>
        {submitLabel}
      </FormActions>
    </form>
  );
};

/** A dialog's task is done: what came of it, then doing another or closing. */
export const DialogDone = ({
  children,
  againLabel,
  onAgain,
  onClose,
}: {
  children: ReactNode;
  againLabel: ReactNode;
  onAgain: () => void;
  onClose: () => void;
}) => (
  <div className="flex flex-col gap-4">
    {children}
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
      <Button onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </div>
  </div>
);
