import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@recyclens/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { useRemoveUser } from '../api/remove-user';

interface RemoveUserDialogProps {
  /** The user to remove; none keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** Asks before removing a user: it cannot be undone, and says what stays and what goes. */
export const RemoveUserDialog = ({ user, onClose }: RemoveUserDialogProps) => {
  const { t, i18n } = useLingui();
  const remove = useRemoveUser();
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t`Remove user`}
      description={
        <Trans>
          {name} is signed out at once and can no longer sign in. Their name, e-mail address and picture are
          erased; packaging and results stay with the company. This cannot be undone.
        </Trans>
      }
      confirmLabel={<Trans>Remove user</Trans>}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(i18n, remove.error) : undefined}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            popups.show({ kind: 'success', title: t`${name} was removed` });
            onClose();
          },
        });
      }}
    />
  );
};
