import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileBodySchema, type User } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageFormSubmit } from '../../../components/ui/form-actions';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { serverFieldMessages } from '../../../lib/field-messages';
import { useUpdateProfile, type ProfileBody } from '../api/update-profile';

type ProfileValues = z.input<typeof profileBodySchema>;

const companyOf = (user: User) =>
  user.companies.map((company) => company.name).join(', ') || user.specifiedCompanyName || '';

/** Only a password change sends the password fields; a names-only save leaves them out. */
const toBody = ({
  firstName,
  lastName,
  oldPassword,
  newPassword,
  confirmPassword,
}: ProfileValues): ProfileBody =>
  oldPassword || newPassword
    ? { firstName, lastName, oldPassword, newPassword, confirmPassword }
    : { firstName, lastName };

/**
 * The profile (docs/product.md#profile and #validation): the names and the password change go in one save (PUT /profile); the
 * e-mail address and the company are shown but the API does not change them.
 */
export const ProfileForm = ({ user }: { user: User }) => {
  const { t, i18n } = useLingui();
  const save = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileBodySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  // The one field only the server judges: a new password on the list of the most common ones.
  const passwordProblem = serverFieldMessages(save.error).newPassword;
  const fieldError = (name: keyof ProfileValues) =>
    translateValidation(i18n, errors[name]?.message) ??
    (name === 'newPassword' ? passwordProblem : undefined);

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={handleSubmit((values) =>
        save.mutate(toBody(values), {
          onSuccess: (saved) => {
            reset({
              firstName: saved.firstName,
              lastName: saved.lastName,
              oldPassword: '',
              newPassword: '',
              confirmPassword: '',
            });
            popups.show({ kind: 'success', title: t`Profile saved successfully` });
          },
        }),
      )}
    >
      {save.isError ? (
        <FormAlert title={t`Profile save failed`}>
          {passwordProblem ?? errorMessage(i18n, save.error)}
        </FormAlert>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">
          <Trans>Personal details</Trans>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            error={fieldError('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            error={fieldError('lastName')}
            {...register('lastName')}
          />
          <TextField label={t`Email`} type="email" readOnly value={user.email} />
          <TextField label={t`Company`} readOnly value={companyOf(user)} />
        </div>
        <p className="text-sm text-neutral-700">
          <Trans>Your e-mail address and company cannot be changed here.</Trans>
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">
          <Trans>Change password</Trans>
        </legend>
        <p className="text-sm text-neutral-700">
          <Trans>Leave these fields empty to keep your current password.</Trans>
        </p>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={fieldError('oldPassword')}
          {...register('oldPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            error={fieldError('newPassword')}
            {...register('newPassword')}
          />
          <TextField
            label={t`Confirm password`}
            type="password"
            autoComplete="new-password"
            error={fieldError('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>
      </fieldset>
      <PageFormSubmit pending={save.isPending}>
        <Trans>Save changes</Trans>
      </PageFormSubmit>
    </form>
  );
};
