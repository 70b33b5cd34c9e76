import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LookupEntry, Project } from '@recyclens/shared';
import { useNavigate } from '@tanstack/react-router';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { focusRing } from '../../../components/ui/button';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { errorMessage, translateValidation } from '../../../lib/messages';
import {
  addPackagingFormSchema,
  toCreatePackageBody,
  type AddPackagingForm,
  type AddPackagingFormInput,
} from '../add-packaging-schema';
import { useCreatePackage } from '../api/create-package';
import { useTemplates } from '../api/get-templates';
import { applyServerFieldErrors, formFailure } from '../../../lib/server-field-errors';

interface AddPackagingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly Project[];
  categories: readonly LookupEntry[];
  /** The project the list is filtered by: new packaging most likely belongs to it. */
  defaultProjectId: string | undefined;
}

const fields = ['name', 'projectId', 'categoryId', 'templateId'] as const;
const orNull = (value: string) => value || null;
const orUndefined = (value: string) => value || undefined;

const SourceChoice = ({
  value,
  label,
  ...props
}: { value: string; label: string } & UseFormRegisterReturn) => (
  <label className="flex items-center gap-2 text-sm">
    <input
      type="radio"
      value={value}
      className={`size-4 accent-[var(--color-primary)] ${focusRing}`}
      {...props}
    />
    {label}
  </label>
);

const AddPackagingForm = ({
  projects,
  categories,
  defaultProjectId,
  onCancel,
}: Omit<AddPackagingDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePackage();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<AddPackagingFormInput, unknown, AddPackagingForm>({
    resolver: zodResolver(addPackagingFormSchema),
    defaultValues: {
      source: 'scratch',
      name: '',
      projectId: defaultProjectId ?? null,
      categoryId: null,
      draft: true,
    },
  });
  const fromTemplate = watch('source') === 'template';
  const templates = useTemplates(fromTemplate);

  return (
    <DialogForm
      onSubmit={handleSubmit((form) =>
        create.mutate(toCreatePackageBody(form), {
          onSuccess: (created) =>
            void navigate({ to: '/packages/$packageId', params: { packageId: created.id } }),
          onError: (error) => applyServerFieldErrors(error, setError, fields),
        }),
      )}
      failure={formFailure(create, fields, t`The packaging could not be created.`)}
      onCancel={onCancel}
      pending={create.isPending}
      submitLabel={<Trans>Add Packaging</Trans>}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t`Start from`}</legend>
        <div className="flex gap-6">
          <SourceChoice value="scratch" label={t`From scratch`} {...register('source')} />
          <SourceChoice value="template" label={t`From a template`} {...register('source')} />
        </div>
      </fieldset>
      {fromTemplate ? (
        <SelectField
          label={t`Template`}
          placeholder={templates.isPending ? t`Loading templates…` : t`Choose a template`}
          disabled={templates.isPending}
          options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
          error={
            templates.isError
              ? errorMessage(i18n, templates.error)
              : translateValidation(i18n, errors.templateId?.message)
          }
          {...register('templateId', {
            setValueAs: orUndefined,
            // A template knows its category: take it unless the user already chose one.
            onChange: (event: { target: { value: string } }) => {
              const template = templates.data?.find((entry) => entry.id === event.target.value);
              if (template?.categoryId && !getValues('categoryId'))
                setValue('categoryId', template.categoryId);
            },
          })}
        />
      ) : null}
      <TextField
        label={t`Name`}
        autoComplete="off"
        error={translateValidation(i18n, errors.name?.message)}
        {...register('name')}
      />
      <SelectField
        label={t`Project (optional)`}
        placeholder={t`No project`}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        error={translateValidation(i18n, errors.projectId?.message)}
        {...register('projectId', { setValueAs: orNull })}
      />
      <SelectField
        label={t`Category (optional)`}
        placeholder={t`No category`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        error={translateValidation(i18n, errors.categoryId?.message)}
        {...register('categoryId', { setValueAs: orNull })}
      />
    </DialogForm>
  );
};

/** 'Add Packaging': from scratch or from a template; the new packaging opens in the editor. */
export const AddPackagingDialog = ({ open, onOpenChange, ...formProps }: AddPackagingDialogProps) => {
  const { t } = useLingui();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t`Add Packaging`}>
      {(close) => <AddPackagingForm {...formProps} onCancel={close} />}
    </FormDialog>
  );
};
