import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { FormAlert, FormNotice } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * docs/product.md#confirm-e-mail: four outcomes — success, already confirmed, invalid link, failure. A confirmed
 * address on a domain the tenant blocked (`isBlacklistUser`) will not be approved: the user is
 * told their access is restricted, with the tenant's contact (docs/product.md#what-the-product-does), not to wait.
 */
export const ConfirmEmailStatus = ({
  token,
  contact,
}: {
  token: string | undefined;
  contact?: string | undefined;
}) => {
  const { t } = useLingui();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // The token is single-use: React's development double effect must not spend it twice.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token) return <FormAlert title={t`The requested link is not valid.`} />;
  if (confirm.isPending || confirm.isIdle) {
    return (
      <p role="status">
        <Trans>Confirming your email address…</Trans>
      </p>
    );
  }
  if (confirm.isSuccess && confirm.data.isBlacklistUser) {
    return (
      <FormAlert title={t`Access restricted`}>
        {contact ? (
          <Trans>
            Your email address is confirmed, but access for your email domain is restricted. Please contact
            your provider at {contact}.
          </Trans>
        ) : (
          <Trans>
            Your email address is confirmed, but access for your email domain is restricted. Please contact
            your provider.
          </Trans>
        )}
      </FormAlert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <FormNotice title={t`Email address confirmed`}>
        <Trans>Thank you. Your account now needs to be approved; you can sign in once it is.</Trans>
      </FormNotice>
    );
  }
  const code = confirm.error instanceof ApiError ? confirm.error.code : 'UNKNOWN';
  if (code === 'EMAIL_ALREADY_CONFIRMED') {
    return (
      <FormNotice title={t`Email address already confirmed`}>
        <Trans>Your email address has already been confirmed.</Trans>
      </FormNotice>
    );
  }
  if (code === 'INVALID_LINK' || code === 'VALIDATION_FAILED') {
    return <FormAlert title={t`The requested link is not valid.`} />;
  }
  return (
    <FormAlert title={t`Confirmation failed`}>
      <Trans>Your email address could not be confirmed. Please try again.</Trans>
    </FormAlert>
  );
};
