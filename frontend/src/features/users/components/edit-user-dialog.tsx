import { useLingui } from '@lingui/react/macro';
import type { CompanySummary, User } from '@recyclens/shared';
import { FormDialog } from '../../../components/form-dialog';
import { popups } from '../../../components/ui/popups';
import { EditUserForm, type EditIntent } from './edit-user-form';

interface EditUserDialogProps {
  /** The user being edited; none keeps the dialog closed. */
  user: User | null;
  /** Approve opens the editor ready to approve, with the requested company ticked. */
  intent: EditIntent;
  caller: User;
  companies: readonly CompanySummary[];
  onClose: () => void;
  onReload: () => void;
}

export const EditUserDialog = ({
  user,
  intent,
  caller,
  companies,
  onClose,
  onReload,
}: EditUserDialogProps) => {
  const { t } = useLingui();
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(next) => next || onClose()}
      title={intent === 'approve' ? t`Approve user` : t`Edit user`}
    >
      {user ? (
        <EditUserForm
          // A reloaded user (new version) starts a fresh form with the current values.
          key={`${user.id}-${user.version}`}
          user={user}
          intent={intent}
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
