import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@recyclens/shared';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { errorMessage } from '../../../lib/messages';
import { useLogin } from '../api/login';
import { AuthForm } from './auth-form';
import { ResendConfirmation } from './resend-confirmation';

export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: User) => void }) => {
  const { t, i18n } = useLingui();
  const login = useLogin();
  const { field, handleSubmit } = useSchemaForm(() =>
    import('../form-schemas').then((schemas) => schemas.loginFormSchema),
  );

  return (
    <AuthForm
      onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
      failure={login.isError ? { title: t`Login failed`, message: errorMessage(i18n, login.error) } : null}
      pending={login.isPending}
      submitLabel={<Trans>Sign in</Trans>}
    >
      {login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_CONFIRMED' && login.variables ? (
        <ResendConfirmation key={login.variables.email} email={login.variables.email} />
      ) : null}
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t`Password`} type="password" autoComplete="current-password" {...field('password')} />
    </AuthForm>
  );
};
