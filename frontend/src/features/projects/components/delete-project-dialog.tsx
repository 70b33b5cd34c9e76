import { Trans, useLingui } from '@lingui/react/macro';
import type { Project } from '@recyclens/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/messages';
import { useDeleteProject } from '../api/delete-project';

/** Asks before deleting a project; the dialog is open while a project is given. */
export const DeleteProjectDialog = ({
  project,
  onClose,
  onDeleted,
}: {
  project: Project | null;
  onClose: () => void;
  onDeleted: (projectId: string) => void;
}) => {
  const { t, i18n } = useLingui();
  const remove = useDeleteProject();
  const name = project?.name ?? '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t`Delete project ${name}?`}
      description={<Trans>Its packaging stays and no longer belongs to a project.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(i18n, remove.error) : undefined}
      onConfirm={() =>
        project &&
        remove.mutate(
          { projectId: project.id, version: project.version },
          {
            onSuccess: () => {
              onDeleted(project.id);
              close();
            },
          },
        )
      }
    />
  );
};
