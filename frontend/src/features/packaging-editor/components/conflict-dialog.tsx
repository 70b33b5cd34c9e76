import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-field';

/** The save met VERSION_CONFLICT: take the other person's version, or keep the local edits for now. */
export const ConflictDialog = ({
  open,
  onKeepEditing,
  onReload,
  reloading,
  reloadError,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onReload: () => void;
  reloading: boolean;
  reloadError: string | undefined;
}) => (
  <Dialog
    open={open}
    onOpenChange={(next) => {
      if (!next) onKeepEditing();
    }}
    title={<Trans>Someone else changed this packaging</Trans>}
    description={
      <Trans>
        It was saved by someone else after you opened it, so your changes were not saved. Reload to see their
        version (your unsaved changes are lost), or keep editing to note your changes first.
      </Trans>
    }
  >
    <div className="flex flex-col gap-4">
      {reloadError ? <FormAlert title={reloadError} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={reloading} onClick={onKeepEditing}>
          <Trans>Keep editing</Trans>
        </Button>
        <Button disabled={reloading} aria-busy={reloading} onClick={onReload}>
          {reloading ? <Trans>Reloading…</Trans> : <Trans>Reload</Trans>}
        </Button>
      </div>
    </div>
  </Dialog>
);
