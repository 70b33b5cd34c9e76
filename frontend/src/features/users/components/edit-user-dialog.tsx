import { useLingui } from '@lingui/react/macro';
import type { CompanySummary, User } from '@recyclens/shared';
import { Dialog } from '../../../components/ui/dialog';
import { popups } from '../../../components/ui/popups';
import { EditUserForm } from './edit-user-form';

interface EditUserDialogProps {
  /** The user being edited; none keeps the dialog closed. */
  user: User | null;
  caller: User;
  companies: readonly CompanySummary[];
  onClose: () => void;
  onReload: () => void;
}

export const EditUserDialog = ({ user, caller, companies, onClose, onReload }: EditUserDialogProps) => {
  const { t } = useLingui();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Edit user`}
      closeLabel={t`Close`}
    >
      {user ? (
        <EditUserForm
          // A reloaded user (new version) starts a fresh form with the current values.
          key={`${user.id}-${user.version}`}
          user={user}
          caller={caller}
          companies={companies}
          onSaved={() => {
            popups.show({ kind: 'success', title: t`User saved` });
            onClose();
          }}
          onCancel={onClose}
          onReload={onReload}
        />
      ) : null}
    </Dialog>
  );
};
