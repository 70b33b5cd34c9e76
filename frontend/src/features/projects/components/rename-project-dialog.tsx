import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateProjectBodySchema, type Project } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { applyServerFieldErrors, formFailure } from '../../../lib/server-field-errors';
import { useUpdateProject } from '../api/update-project';
import { projectFields, ProjectFields } from './project-fields';

type RenameInput = z.input<typeof updateProjectBodySchema>;
type RenameOutput = z.output<typeof updateProjectBodySchema>;

const RenameProjectForm = ({ project, onDone }: { project: Project; onDone: () => void }) => {
  const { t } = useLingui();
  const update = useUpdateProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RenameInput, unknown, RenameOutput>({
    resolver: zodResolver(updateProjectBodySchema),
    // The version read with the list: a change made meanwhile by someone else is refused, not overwritten.
    defaultValues: { name: project.name, description: project.description, version: project.version },
  });

  return (
    <DialogForm
      onSubmit={handleSubmit((body) =>
        update.mutate(
          { projectId: project.id, body },
          { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, setError, projectFields) },
        ),
      )}
      failure={formFailure(update, projectFields, t`The project could not be saved.`)}
      onCancel={onDone}
      pending={update.isPending}
      submitLabel={<Trans>Save</Trans>}
    >
      <ProjectFields name={register('name')} description={register('description')} errors={errors} />
    </DialogForm>
  );
};

/** Renames (or re-describes) a project; the dialog is open while a project is given. */
export const RenameProjectDialog = ({
  project,
  onClose,
}: {
  project: Project | null;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  return (
    <FormDialog open={project !== null} onOpenChange={(next) => next || onClose()} title={t`Rename project`}>
      {project ? <RenameProjectForm project={project} onDone={onClose} /> : null}
    </FormDialog>
  );
};
