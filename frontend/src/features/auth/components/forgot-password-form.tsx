import { Trans, useLingui } from '@lingui/react/macro';
import { FormNotice, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm } from './auth-form';

export const ForgotPasswordForm = () => {
  const { t, i18n } = useLingui();
  const forgot = useForgotPassword();
  const { field, handleSubmit } = useSchemaForm(() =>
    import('../form-schemas').then((schemas) => schemas.forgotPasswordFormSchema),
  );

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
    <AuthForm
      onSubmit={handleSubmit((values) => forgot.mutate(values))}
      failure={
        forgot.isError
          ? {
              title: t`Reset password failed`,
              // The network's hourly limit says what to do instead (ask the admin for an
              // invitation); any other failure keeps the fixed text, which reveals nothing.
              message:
                forgot.error instanceof ApiError && forgot.error.code === 'ACCOUNT_MAIL_REQUESTS_LIMITED' ? (
                  errorMessage(i18n, forgot.error)
                ) : (
                  <Trans>The request to reset the password failed. Please try again.</Trans>
                ),
            }
          : null
      }
      pending={forgot.isPending}
      submitLabel={<Trans>Send reset link</Trans>}
    >
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
    </AuthForm>
  );
};
