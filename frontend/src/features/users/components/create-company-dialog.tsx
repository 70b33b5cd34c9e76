import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createCompanyFormSchema } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogDone, DialogForm, FormDialog, type DialogOpenProps } from '../../../components/form-dialog';
import { FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useCreateCompany } from '../api/create-company';

type CreateCompanyValues = z.input<typeof createCompanyFormSchema>;

/** Company creation's messages (docs/product.md#messages-and-errors): an existing name points at the dropdown that already lists it. */
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
      <DialogDone
        againLabel={<Trans>Create another company</Trans>}
        onAgain={() => {
          reset();
          create.reset();
        }}
        onClose={onClose}
      >
        <FormNotice title={t`The company was created successfully. You can now select the company.`} />
      </DialogDone>
    );
  }

  return (
    <DialogForm
      onSubmit={handleSubmit((values) => create.mutate(values))}
      // Its own alert below: an existing name is explained rather than reported.
      failure={null}
      onCancel={onClose}
      pending={create.isPending}
      submitLabel={<Trans>Create company</Trans>}
    >
      {create.isError ? <CreateCompanyError error={create.error} /> : null}
      <TextField
        label={t`Company name`}
        autoComplete="organization"
        error={translateValidation(i18n, errors.companyName?.message)}
        {...register('companyName')}
      />
    </DialogForm>
  );
};

/** Radix unmounts the content when closed, so each opening starts with an empty form. */
export const CreateCompanyDialog = (props: DialogOpenProps) => (
  <FormDialog {...props} title={msg`Create company`}>
    {(close) => <CreateCompanyForm onClose={close} />}
  </FormDialog>
);
