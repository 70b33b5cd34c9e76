import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckboxField, FormNotice, TextField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { errorMessage } from '../../../lib/messages';
import { serverFieldMessages } from '../../../lib/field-messages';
import { useSignUp } from '../api/sign-up';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';

/** `privacyPolicyLink` is the link to the policy, given by the page (forms know no routes). */
export const SignUpForm = ({ privacyPolicyLink }: { privacyPolicyLink: ReactNode }) => {
  const { t, i18n } = useLingui();
  const signUp = useSignUp();
  const { field, handleSubmit } = useSchemaForm(() =>
    import('../form-schemas').then((schemas) => schemas.signUpFormSchema),
  );
  // The one field only the server judges: a password on the list of the most common ones.
  const passwordProblem = serverFieldMessages(signUp.error).createPassword;

  if (signUp.isSuccess) {
    return (
      <FormNotice title={t`Please confirm your email address`}>
        <Trans>
          We have sent you an email with a confirmation link. Please open it to confirm your address.
        </Trans>
      </FormNotice>
    );
  }

  return (
    <AuthForm
      onSubmit={handleSubmit((values) => signUp.mutate(values))}
      failure={
        signUp.isError
          ? {
              title: t`Sign up failed`,
              message:
                passwordProblem ??
                errorMessage(i18n, signUp.error, ['EMAIL_ALREADY_EXISTS', 'ACCOUNT_MAIL_REQUESTS_LIMITED']),
            }
          : null
      }
      pending={signUp.isPending}
      submitLabel={<Trans>Sign up</Trans>}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label={t`Company`} autoComplete="organization" {...field('company')} />
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields
        label={t`Create password`}
        password={field('createPassword')}
        confirmation={field('confirmPassword')}
        problem={passwordProblem}
      />
      <CheckboxField
        label={<Trans>I have read and accept the {privacyPolicyLink}.</Trans>}
        {...field('privacyPolicy')}
      />
    </AuthForm>
  );
};
