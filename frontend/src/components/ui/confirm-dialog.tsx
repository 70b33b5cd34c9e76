import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-field';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Disables the buttons while the confirmed action runs. */
  pending?: boolean;
  /** The failure of the confirmed action, shown in the dialog so the user can retry or cancel. */
  error?: ReactNode;
}

/** Asks before an action that cannot be undone (delete, discard). */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  error,
}: ConfirmDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
    <div className="flex flex-col gap-4">
      {error ? <FormAlert title={error} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  </Dialog>
);
