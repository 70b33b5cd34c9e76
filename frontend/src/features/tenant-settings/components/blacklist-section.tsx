import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminRoutes, type BlacklistEntry } from '@recyclens/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { errorMessage, translateValidation } from '../../../lib/messages';
import { useAddBlacklistEntry } from '../api/add-blacklist-entry';
import { useRemoveBlacklistEntry } from '../api/remove-blacklist-entry';

const blacklistFormSchema = adminRoutes.addBlacklistEntry.body;
type BlacklistValues = z.input<typeof blacklistFormSchema>;
type BlacklistBody = z.output<typeof blacklistFormSchema>;

/** E-mail domains whose users may not use the platform; a change applies at once. */
export const BlacklistSection = ({ entries }: { entries: readonly BlacklistEntry[] }) => {
  const { t, i18n } = useLingui();
  const add = useAddBlacklistEntry();
  const remove = useRemoveBlacklistEntry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BlacklistValues, unknown, BlacklistBody>({
    resolver: zodResolver(blacklistFormSchema),
    defaultValues: { emailDomain: '' },
  });
  const domains = [...entries].map((entry) => entry.emailDomain).sort();

  return (
    <div className="flex flex-col gap-4">
      {add.isError ? (
        <FormAlert title={t`The domain could not be blocked`}>{errorMessage(i18n, add.error)}</FormAlert>
      ) : null}
      {remove.isError ? (
        <FormAlert title={t`The domain could not be unblocked`}>{errorMessage(i18n, remove.error)}</FormAlert>
      ) : null}
      {domains.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <Trans>No domains are blocked.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
          {domains.map((domain) => (
            <li key={domain} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span className="font-mono">{domain}</span>
              <Button
                variant="secondary"
                aria-label={t`Unblock ${domain}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(domain)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={handleSubmit(({ emailDomain }) => {
          if (domains.includes(emailDomain)) {
            setError('emailDomain', { message: t`This domain is already blocked.` });
            return;
          }
          add.mutate(emailDomain, { onSuccess: () => reset() });
        })}
      >
        <TextField
          label={t`Domain to block`}
          placeholder="example.com"
          autoComplete="off"
          className="min-w-64 flex-1"
          error={translateValidation(i18n, errors.emailDomain?.message)}
          {...register('emailDomain')}
        />
        <Button type="submit" className="mt-6" disabled={add.isPending}>
          <Trans>Block domain</Trans>
        </Button>
      </form>
    </div>
  );
};
