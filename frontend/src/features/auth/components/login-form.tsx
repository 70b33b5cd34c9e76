import { Trans, useLingui } from '@lingui/react/macro';
import { loginFormSchema, type User } from '@recyclens/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useLogin } from '../api/login';
import { ResendConfirmation } from './resend-confirmation';

export const LoginForm = ({ onSignedIn }: { onSignedIn: (user: User) => void }) => {
  const { t, i18n } = useLingui();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(loginFormSchema);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
    >
      {login.isError ? (
        <FormAlert title={t`Login failed`}>{errorMessage(i18n, login.error)}</FormAlert>
      ) : null}
      {login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_CONFIRMED' && login.variables ? (
        <ResendConfirmation key={login.variables.email} email={login.variables.email} />
      ) : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={translateValidation(i18n, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={translateValidation(i18n, errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" disabled={login.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
};
