import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { projectInputSchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { applyServerFieldErrors, hasServerFieldErrors } from '../../../lib/server-field-errors';
import { translatePackagingValidation } from '../../../lib/validation-messages';
import { useCreateProject } from '../api/create-project';

type ProjectFormInput = z.input<typeof projectInputSchema>;
type ProjectFormOutput = z.output<typeof projectInputSchema>;
const fields = ['name', 'description'] as const;

const AddProjectForm = ({ onDone }: { onDone: () => void }) => {
  const { t, i18n } = useLingui();
  const create = useCreateProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: { name: '', description: '' },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        create.mutate(values, {
          onSuccess: (project) => {
            const name = project.name;
            popups.show({ kind: 'success', title: t`Project ${name} created` });
            onDone();
          },
          onError: (error) => applyServerFieldErrors(error, setError, fields),
        }),
      )}
    >
      {create.isError && !hasServerFieldErrors(create.error, fields) ? (
        <FormAlert title={t`The project could not be created.`}>{errorMessage(i18n, create.error)}</FormAlert>
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
      <FormActions onCancel={onDone} pending={create.isPending}>
        <Trans>Add Project</Trans>
      </FormActions>
    </form>
  );
};

/** 'Add Project': a name and an optional description; the server's refusal is shown in the dialog. */
export const AddProjectDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Add Project`} closeLabel={t`Close`}>
      <AddProjectForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
};
