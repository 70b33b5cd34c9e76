import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';

type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

/**
 * A new password and its confirmation, as signing up and resetting ask for them. `problem` is what
 * only the server judges (a password on the list of the most common ones): shown under the password
 * unless the form has its own message for it.
 */
export const NewPasswordFields = ({
  label,
  password,
  confirmation,
  problem,
}: {
  label: string;
  password: FieldBinding;
  confirmation: FieldBinding;
  problem: string | undefined;
}) => {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        {...password}
        error={password.error ?? problem}
      />
      <TextField label={t`Confirm password`} type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
};
