import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Asks before leaving the editor with unsaved changes: in the app with a dialog, on reload or tab
 * close with the browser's own prompt. `mayLeave` lets a finished action (delete, duplicate) go.
 */
export const UnsavedChangesGuard = ({
  dirty,
  mayLeave,
}: {
  dirty: boolean;
  mayLeave: RefObject<boolean>;
}) => {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !mayLeave.current,
    enableBeforeUnload: () => dirty && !mayLeave.current,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={<Trans>Leave without saving?</Trans>}
      description={<Trans>Your changes to this packaging are not saved and will be lost.</Trans>}
      confirmLabel={<Trans>Leave page</Trans>}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
