import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { updateProjectBodySchema, type Project } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/messages';
import { applyServerFieldErrors, hasServerFieldErrors } from '../../../lib/server-field-errors';
import { translatePackagingValidation } from '../../../lib/validation-messages';
import { useUpdateProject } from '../api/update-project';

type RenameInput = z.input<typeof updateProjectBodySchema>;
type RenameOutput = z.output<typeof updateProjectBodySchema>;
const fields = ['name', 'description'] as const;

const RenameProjectForm = ({ project, onDone }: { project: Project; onDone: () => void }) => {
  const { t, i18n } = useLingui();
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
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((body) =>
        update.mutate(
          { projectId: project.id, body },
          { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, setError, fields) },
        ),
      )}
    >
      {update.isError && !hasServerFieldErrors(update.error, fields) ? (
        <FormAlert title={t`The project could not be saved.`}>{errorMessage(i18n, update.error)}</FormAlert>
      ) : null}
      <TextField
        label={t`Project name`}
        autoComplete="off"
        error={translatePackagingValidation(i18n, errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t`Description (optional)`}
        autoComplete="off"
        error={translatePackagingValidation(i18n, errors.description?.message)}
        {...register('description')}
      />
      <FormActions onCancel={onDone} pending={update.isPending}>
        <Trans>Save</Trans>
      </FormActions>
    </form>
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
    <Dialog
      open={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Rename project`}
      closeLabel={t`Close`}
    >
      {project ? <RenameProjectForm project={project} onDone={onClose} /> : null}
    </Dialog>
  );
};
