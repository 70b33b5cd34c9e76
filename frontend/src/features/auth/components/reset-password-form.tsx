import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert, FormNotice } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ApiError } from '../../../lib/api-errors';
import { serverFieldMessages } from '../../../lib/field-messages';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

/** `invited`: a first password is chosen (a new admin's link), so nothing speaks of resetting. */
export const ResetPasswordForm = ({
  token,
  invited = false,
}: {
  token: string | undefined;
  invited?: boolean;
}) => {
  const { t } = useLingui();
  const reset = useResetPassword(token ?? '');
  const { field, handleSubmit } = useSchemaForm(() =>
    import('../form-schemas').then((schemas) => schemas.resetPasswordFormSchema),
  );
  // The one field only the server judges: a password on the list of the most common ones.
  const passwordProblem = serverFieldMessages(reset.error).newPassword;

  if (!token) return <FormAlert title={t`Invalid parameters`} />;
  if (reset.isSuccess && invited) {
    return (
      <FormNotice title={t`Password saved`}>
        <Trans>Your password is saved. You can now sign in with your e-mail address and this password.</Trans>
      </FormNotice>
    );
  }
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
              title: invited ? t`Saving the password failed` : t`Reset password failed`,
              message: invalidLink ? (
                <Trans>The requested link is not valid.</Trans>
              ) : passwordProblem ? (
                passwordProblem
              ) : invited ? (
                <Trans>The password could not be saved. Please try again.</Trans>
              ) : (
                <Trans>The password reset failed. Please try again.</Trans>
              ),
            }
          : null
      }
      pending={reset.isPending}
      submitLabel={invited ? <Trans>Save password</Trans> : <Trans>Reset password</Trans>}
    >
      <NewPasswordFields
        label={invited ? t`Password` : t`New password`}
        password={field('newPassword')}
        confirmation={field('confirmPassword')}
        problem={passwordProblem}
      />
    </AuthForm>
  );
};
