import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  assignableRoles,
  can,
  userEditBodySchema,
  userEditFormSchemaFor,
  userStatuses,
  type CompanySummary,
  type User,
  type UserEditForm,
} from '@recyclens/shared';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-errors';
import { translateValidation } from '../../../lib/messages';
import { useUpdateUser } from '../api/update-user';
import { roleExplanations, roleNames, statusNames } from '../../../lib/user-display-names';
import { CompanyCheckboxes } from './company-checkboxes';
import { StatusBadge } from './status-badge';
import { SaveFailure } from '../../../components/save-failure';

/** Plain editing, or approving a pending user (status set to Approved, the button says Approve). */
export type EditIntent = 'edit' | 'approve';

/**
 * The company a newcomer named at sign-up, when one of that name exists (ignoring case and
 * spaces), so approving takes one click (issue 36 §4).
 */
const requestedCompanyIds = (user: User, companies: readonly CompanySummary[]): string[] => {
  const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const requested = user.specifiedCompanyName ? fold(user.specifiedCompanyName) : '';
  const match = companies.find((company) => requested !== '' && fold(company.name) === requested);
  return match ? [match.id] : [];
};

interface EditUserFormProps {
  user: User;
  intent?: EditIntent;
  /** The signed-in user: their role caps the roles on offer. */
  caller: User;
  companies: readonly CompanySummary[];
  onSaved: (user: User) => void;
  onCancel: () => void;
  /** Reads the user again after someone else changed them (409). */
  onReload: () => void;
}

/**
 * User editing (docs/product.md#user-management and #validation): companies, role and approval. The server refuses a change to one's
 * own role or status, so those are shown, not offered, when editing oneself.
 */
export const EditUserForm = ({
  user,
  intent = 'edit',
  caller,
  companies,
  onSaved,
  onCancel,
  onReload,
}: EditUserFormProps) => {
  const { t, i18n } = useLingui();
  const update = useUpdateUser();
  const self = user.id === caller.id;
  // docs/product.md#roles-and-permissions: only an admin puts a user in several companies; anyone else picks one.
  const mayAssignMany = can(caller.role, 'users:assign-many-companies');
  // The company named at sign-up, so the right one can be picked (or created first).
  const requested = user.companies.length === 0 ? user.specifiedCompanyName : undefined;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserEditForm>({
    resolver: zodResolver(userEditFormSchemaFor(mayAssignMany)),
    defaultValues: {
      role: user.role,
      status: intent === 'approve' ? 'APPROVED' : user.status,
      companyIds:
        user.companies.length > 0
          ? user.companies.map((company) => company.id)
          : requestedCompanyIds(user, companies),
    },
  });
  const conflict = update.error instanceof ApiError && update.error.code === 'VERSION_CONFLICT';
  const roleOptions = assignableRoles[caller.role].map((role) => ({
    value: role,
    label: i18n._(roleNames[role]),
  }));
  const statusOptions = userStatuses.map((status) => ({ value: status, label: i18n._(statusNames[status]) }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        update
          .mutateAsync({
            userId: user.id,
            body: userEditBodySchema.parse({ ...values, version: user.version }),
          })
          // Not mutate's onSuccess: the saved user's new version remounts this form (see its key)
          // before that callback runs, and React Query drops callbacks of an unmounted observer.
          // The failure is shown from update.error.
          .then(onSaved, () => undefined),
      )}
    >
      <p className="text-sm text-neutral-700">
        <span className="font-semibold text-neutral-900">
          {user.firstName} {user.lastName}
        </span>{' '}
        · {user.email}
      </p>
      {requested ? (
        <p className="text-sm text-neutral-700">
          <Trans>Requested: {requested}</Trans>
        </p>
      ) : null}
      {user.status === 'PENDING' && !user.emailConfirmedAt ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <Trans>
            {user.firstName} has not confirmed their e-mail address yet, and cannot sign in until they do,
            even when approved.
          </Trans>
        </p>
      ) : null}
      {update.isError ? (
        <SaveFailure
          title={t`Edit user failed`}
          error={update.error}
          conflict={conflict}
          onReload={onReload}
        />
      ) : null}
      <Controller
        control={control}
        name="companyIds"
        render={({ field }) => (
          <CompanyCheckboxes
            companies={companies}
            single={!mayAssignMany}
            value={field.value}
            onChange={field.onChange}
            error={translateValidation(i18n, errors.companyIds?.message)}
          />
        )}
      />
      {self ? (
        <div className="flex flex-col gap-1 rounded-md bg-neutral-100 p-3 text-sm">
          <p>
            <Trans>Role</Trans>: {i18n._(roleNames[user.role])} · <Trans>Status</Trans>:{' '}
            <StatusBadge status={user.status} />
          </p>
          <p className="text-neutral-700">
            <Trans>You cannot change your own role or status.</Trans>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t`Role`}
              options={roleOptions}
              error={translateValidation(i18n, errors.role?.message)}
              {...register('role')}
            />
            <SelectField
              label={t`Status`}
              options={statusOptions}
              error={translateValidation(i18n, errors.status?.message)}
              {...register('status')}
            />
          </div>
          <ul className="flex flex-col gap-1 text-sm text-neutral-700">
            {assignableRoles[caller.role].map((role) => (
              <li key={role}>
                <span className="font-medium text-neutral-900">{i18n._(roleNames[role])}</span>:{' '}
                {i18n._(roleExplanations[role])}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormActions onCancel={onCancel} pending={update.isPending}>
        {update.isPending ? (
          <Trans>Saving…</Trans>
        ) : intent === 'approve' ? (
          <Trans>Approve</Trans>
        ) : (
          <Trans>Save</Trans>
        )}
      </FormActions>
    </form>
  );
};
