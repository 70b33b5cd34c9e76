import { Trans } from '@lingui/react/macro';
import { useSignedInClient } from '../../../lib/tenant/get-client';

/** SPEC.md §2: deleting or exporting the account goes through the provider, named by its e-mail. */
export const AccountNote = () => {
  const email = useSignedInClient()?.email;
  return (
    <p className="text-sm text-neutral-800">
      {email ? (
        <Trans>
          To delete your account or export its data, please contact your provider at{' '}
          <a
            href={`mailto:${email}`}
            className="font-semibold text-[var(--color-primary)] underline underline-offset-2"
          >
            {email}
          </a>
          .
        </Trans>
      ) : (
        <Trans>To delete your account or export its data, please contact your provider.</Trans>
      )}
    </p>
  );
};
