import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordFormSchema } from '@recyclens/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { translateValidation } from '../../../lib/messages';
import { useForgotPassword } from '../api/forgot-password';

export const ForgotPasswordForm = () => {
  const { t, i18n } = useLingui();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(forgotPasswordFormSchema);

  if (forgot.isSuccess) {
    return (
      <FormNotice title={t`Email sent`}>
        <Trans>
          If an account exists for this address, we have sent an email with a link to reset the password.
        </Trans>
      </FormNotice>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => forgot.mutate(values))}
    >
      {forgot.isError ? (
        <FormAlert title={t`Reset password failed`}>
          <Trans>The request to reset the password failed. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={translateValidation(i18n, errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" disabled={forgot.isPending}>
        <Trans>Send reset link</Trans>
      </Button>
    </form>
  );
};
