import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/form-field';
import type { useSchemaForm } from '../../../lib/use-schema-form';

/** What `field(name)` of the public forms' useSchemaForm gives a TextField. */
type FieldBinding = ReturnType<ReturnType<typeof useSchemaForm>['field']>;

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
