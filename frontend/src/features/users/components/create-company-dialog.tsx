import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { createCompanyFormSchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useCreateCompany } from '../api/create-company';

type CreateCompanyValues = z.input<typeof createCompanyFormSchema>;

/** SPEC.md §8 company creation: an existing name points at the dropdown that already lists it. */
const CreateCompanyError = ({ error }: { error: unknown }) => {
  const { t, i18n } = useLingui();
  if (error instanceof ApiError && error.code === 'COMPANY_NAME_EXISTS') {
    return (
      <FormAlert title={t`Company name already exists`}>
        <Trans>
          Please check the entries in the company dropdown: the company may already be listed there.
        </Trans>
      </FormAlert>
    );
  }
  return <FormAlert title={t`Company creation failed`}>{errorMessage(i18n, error)}</FormAlert>;
};

const CreateCompanyForm = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useLingui();
  const create = useCreateCompany();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateCompanyValues>({
    resolver: zodResolver(createCompanyFormSchema),
    defaultValues: { companyName: '' },
  });

  if (create.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormNotice title={t`The company was created successfully. You can now select the company.`} />
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              create.reset();
            }}
          >
            <Trans>Create another company</Trans>
          </Button>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      {create.isError ? <CreateCompanyError error={create.error} /> : null}
      <TextField
        label={t`Company name`}
        autoComplete="organization"
        error={translateValidation(i18n, errors.companyName?.message)}
        {...register('companyName')}
      />
      <FormActions onCancel={onClose} pending={create.isPending}>
        <Trans>Create company</Trans>
      </FormActions>
    </form>
  );
};

/** Radix unmounts the content when closed, so each opening starts with an empty form. */
export const CreateCompanyDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Create company`} closeLabel={t`Close`}>
      <CreateCompanyForm onClose={() => onOpenChange(false)} />
    </Dialog>
  );
};
