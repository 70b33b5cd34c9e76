import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { inviteFormSchema, type CompanySummary } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageFormSubmit } from '../../../components/ui/form-actions';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { SelectField } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useCurrentCompanyId } from '../../../lib/session';
import { useInviteUser } from '../api/invite-user';

type InviteValues = z.input<typeof inviteFormSchema>;

/**
 * Invites someone by e-mail to one of the user's own companies (the current one preselected).
 * The server allows a daily number of invitations per user (decision 020); past it, the form
 * says so rather than the generic "too many attempts".
 */
export const InviteForm = ({ companies }: { companies: readonly CompanySummary[] }) => {
  const { t, i18n } = useLingui();
  const invite = useInviteUser();
  const currentCompanyId = useCurrentCompanyId();
  const preselected =
    companies.find((company) => company.id === currentCompanyId)?.id ?? companies[0]?.id ?? '';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', companyId: preselected },
  });

  if (companies.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        <Trans>You can invite users once you belong to a company.</Trans>
      </p>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        invite.mutate(values, {
          onSuccess: () => {
            reset({ email: '', companyId: values.companyId });
            popups.show({ kind: 'success', title: t`User invited successfully` });
          },
        }),
      )}
    >
      {invite.isError ? (
        <FormAlert title={t`User invite failed`}>
          {invite.error instanceof ApiError && invite.error.code === 'TOO_MANY_REQUESTS'
            ? t`You have sent as many invitations as allowed today. Please try again tomorrow.`
            : errorMessage(i18n, invite.error)}
        </FormAlert>
      ) : null}
      <p className="text-sm text-neutral-700">
        <Trans>We send an invitation to sign up for the company you choose.</Trans>
      </p>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="off"
        error={translateValidation(i18n, errors.email?.message)}
        {...register('email')}
      />
      <SelectField
        label={t`Company`}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        error={translateValidation(i18n, errors.companyId?.message)}
        {...register('companyId')}
      />
      <PageFormSubmit pending={invite.isPending}>
        <Trans>Send invitation</Trans>
      </PageFormSubmit>
    </form>
  );
};
