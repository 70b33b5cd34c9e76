import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordFormSchema } from '@recyclens/shared';
import { FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ApiError } from '../../../lib/api-errors';
import { serverFieldMessages } from '../../../lib/field-messages';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form';

export const ResetPasswordForm = ({ token }: { token: string | undefined }) => {
  const { t } = useLingui();
  const reset = useResetPassword(token ?? '');
  const { field, handleSubmit } = useSchemaForm(resetPasswordFormSchema);
  // The one field only the server judges: a password on the list of the most common ones.
  const passwordProblem = serverFieldMessages(reset.error).newPassword;
  const newPassword = field('newPassword');

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
    <AuthForm
      onSubmit={handleSubmit((values) => reset.mutate(values))}
      failure={
        reset.isError
          ? {
              title: t`Reset password failed`,
              message: invalidLink ? (
                <Trans>The requested link is not valid.</Trans>
              ) : passwordProblem ? (
                passwordProblem
              ) : (
                <Trans>The password reset failed. Please try again.</Trans>
              ),
            }
          : null
      }
      pending={reset.isPending}
      submitLabel={<Trans>Reset password</Trans>}
    >
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        {...newPassword}
        error={newPassword.error ?? passwordProblem}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </AuthForm>
  );
};
