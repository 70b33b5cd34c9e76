import { useLingui } from '@lingui/react/macro';
import type { CompanySummary, User } from '@recyclens/shared';
import { FormDialog } from '../../../components/form-dialog';
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
    <FormDialog open={user !== null} onOpenChange={(next) => next || onClose()} title={t`Edit user`}>
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
    </FormDialog>
  );
};
