import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { templateFromPackageBodySchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { useSaveAsTemplate } from '../api/save-as-template';
import { translateValidation } from '../../../lib/messages';

const nameSchema = templateFromPackageBodySchema.pick({ name: true });
type NameForm = { name: string };

interface SaveAsTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  packageId: string;
  packageName: string;
  /** Unsaved changes are not part of the template: the saved packaging is. */
  dirty: boolean;
}

const SaveAsTemplateForm = ({
  packageId,
  packageName,
  onDone,
}: {
  packageId: string;
  packageName: string;
  onDone: () => void;
}) => {
  const { t, i18n } = useLingui();
  const save = useSaveAsTemplate(packageId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: packageName } });
  return (
    <DialogForm
      onSubmit={handleSubmit(({ name }) =>
        save.mutate(name, {
          onSuccess: (template) => {
            const templateName = template.name;
            popups.show({
              kind: 'success',
              title: t`Template ${templateName} saved`,
              message: t`It is offered in Add Packaging → From a template.`,
            });
            onDone();
          },
        }),
      )}
      failure={save.isError ? { title: t`The template could not be saved.`, error: save.error } : null}
      onCancel={onDone}
      pending={save.isPending}
      submitLabel={<Trans>Save as template</Trans>}
    >
      <TextField
        label={t`Template name`}
        autoComplete="off"
        error={translateValidation(i18n, errors.name?.message)}
        {...register('name')}
      />
    </DialogForm>
  );
};

/** An admin saves a packaging as a template of the tenant, under a name of their choice. */
export const SaveAsTemplateDialog = ({
  open,
  onOpenChange,
  packageId,
  packageName,
  dirty,
}: SaveAsTemplateDialogProps) => {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Save as template`}
      description={
        dirty
          ? t`The template is made from the saved packaging: save your changes first if they belong in it. Every company of your organisation can start a packaging from it.`
          : t`Every company of your organisation can start a packaging from it, with all its components.`
      }
    >
      {open ? (
        <SaveAsTemplateForm
          packageId={packageId}
          packageName={packageName}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
};
