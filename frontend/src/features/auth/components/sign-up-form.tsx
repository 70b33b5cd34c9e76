import { Trans, useLingui } from '@lingui/react/macro';
import { signUpFormSchema } from '@recyclens/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, FormAlert, FormNotice, TextField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useSignUp } from '../api/sign-up';

/** `privacyPolicyLink` is the link to the policy, given by the page (forms know no routes). */
export const SignUpForm = ({ privacyPolicyLink }: { privacyPolicyLink: ReactNode }) => {
  const { t, i18n } = useLingui();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(signUpFormSchema);
  const error = (text: string | undefined) => translateValidation(i18n, text);

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
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => signUp.mutate(values))}
    >
      {signUp.isError ? (
        <FormAlert title={t`Sign up failed`}>
          {errorMessage(i18n, signUp.error, ['EMAIL_ALREADY_EXISTS'])}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          error={error(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          error={error(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t`Company`}
        autoComplete="organization"
        error={error(errors.company?.message)}
        {...register('company')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={error(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t`Create password`}
        type="password"
        autoComplete="new-password"
        error={error(errors.createPassword?.message)}
        {...register('createPassword')}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={error(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <CheckboxField
        label={<Trans>I have read and accept the {privacyPolicyLink}.</Trans>}
        error={error(errors.privacyPolicy?.message)}
        {...register('privacyPolicy')}
      />
      <Button type="submit" disabled={signUp.isPending}>
        <Trans>Sign up</Trans>
      </Button>
    </form>
  );
};
