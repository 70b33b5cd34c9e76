import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormNotice } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/messages';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * Offered when a sign-in is refused for an unconfirmed address: the first mail may never have
 * arrived (the sign-up is kept when mail fails), so the user can ask for a new link.
 */
export const ResendConfirmation = ({ email }: { email: string }) => {
  const { t, i18n } = useLingui();
  const resend = useResendConfirmation();
  if (resend.isSuccess) {
    // The server answers the same for any address, so this text promises nothing more.
    return (
      <FormNotice title={t`Confirmation link sent`}>
        <Trans>If {email} has an account waiting for confirmation, a new link is on its way.</Trans>
      </FormNotice>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        <Trans>Send the confirmation link again</Trans>
      </Button>
      {resend.isError ? (
        <FormAlert title={t`The confirmation link could not be sent`}>
          {errorMessage(i18n, resend.error)}
        </FormAlert>
      ) : null}
    </div>
  );
};
