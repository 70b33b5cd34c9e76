import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordFormSchema } from '@recyclens/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ApiError } from '../../../lib/api-errors';
import { translateValidation } from '../../../lib/messages';
import { useResetPassword } from '../api/reset-password';

export const ResetPasswordForm = ({ token }: { token: string | undefined }) => {
  const { t, i18n } = useLingui();
  const reset = useResetPassword(token ?? '');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(resetPasswordFormSchema);

  if (!token) return <FormAlert title={t`Invalid parameters`} />;
  if (reset.isSuccess) {
    return (
      <FormNotice title={t`Password changed`}>
        <Trans>You can now access your account with your new login credentials.</Trans>
      </FormNotice>
    );
  }
  const invalidLink =
    reset.error instanceof ApiError &&
    ['INVALID_LINK', 'UNAUTHORIZED', 'FORBIDDEN'].includes(reset.error.code);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => reset.mutate(values))}
    >
      {reset.isError ? (
        <FormAlert title={t`Reset password failed`}>
          {invalidLink ? (
            <Trans>The requested link is not valid.</Trans>
          ) : (
            <Trans>The password reset failed. Please try again.</Trans>
          )}
        </FormAlert>
      ) : null}
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        error={translateValidation(i18n, errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={translateValidation(i18n, errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={reset.isPending}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
};
