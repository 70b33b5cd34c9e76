import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { projectInputSchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog, type DialogOpenProps } from '../../../components/form-dialog';
import { popups } from '../../../components/ui/popups';
import { applyServerFieldErrors, formFailure } from '../../../lib/server-field-errors';
import { useCreateProject } from '../api/create-project';
import { projectFields, ProjectFields } from './project-fields';

type ProjectFormInput = z.input<typeof projectInputSchema>;
type ProjectFormOutput = z.output<typeof projectInputSchema>;

const AddProjectForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useLingui();
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
    <DialogForm
      onSubmit={handleSubmit((values) =>
        create.mutate(values, {
          onSuccess: (project) => {
            const name = project.name;
            popups.show({ kind: 'success', title: t`Project ${name} created` });
            onDone();
          },
          onError: (error) => applyServerFieldErrors(error, setError, projectFields),
        }),
      )}
      failure={formFailure(create, projectFields, t`The project could not be created.`)}
      onCancel={onDone}
      pending={create.isPending}
      submitLabel={<Trans>Add Project</Trans>}
    >
      <ProjectFields name={register('name')} description={register('description')} errors={errors} />
    </DialogForm>
  );
};

/** 'Add Project': a name and an optional description; the server's refusal is shown in the dialog. */
export const AddProjectDialog = (props: DialogOpenProps) => (
  <FormDialog {...props} title={msg`Add Project`}>
    {(close) => <AddProjectForm onDone={close} />}
  </FormDialog>
);
