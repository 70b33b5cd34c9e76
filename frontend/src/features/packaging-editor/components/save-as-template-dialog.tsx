import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { templateFromPackageBodySchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { translatePackagingValidation } from '../../../lib/validation-messages';
import { useSaveAsTemplate } from '../api/save-as-template';

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
    <form
      noValidate
      className="flex flex-col gap-4"
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
    >
      {save.isError ? (
        <FormAlert title={t`The template could not be saved.`}>{errorMessage(i18n, save.error)}</FormAlert>
      ) : null}
      <TextField
        label={t`Template name`}
        autoComplete="off"
        error={translatePackagingValidation(i18n, errors.name?.message)}
        {...register('name')}
      />
      <FormActions onCancel={onDone} pending={save.isPending}>
        <Trans>Save as template</Trans>
      </FormActions>
    </form>
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Save as template`}
      closeLabel={t`Close`}
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
    </Dialog>
  );
};
