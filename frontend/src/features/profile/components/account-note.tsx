import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/messages';
import { useDownloadMyData } from '../api/download-my-data';

/**
 * Issue 26 §4: the user downloads what the platform holds about them; removing an account is an
 * admin's action (user management), which erases name, e-mail address and picture.
 */
export const AccountNote = () => {
  const { i18n } = useLingui();
  const download = useDownloadMyData();
  return (
    <div className="flex flex-col items-start gap-3 text-sm text-neutral-800">
      <p>
        <Trans>
          Download everything we hold about you: your profile, your companies, your sign-ins of the last year
          and the notifications about you, as a JSON file.
        </Trans>
      </p>
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? <Trans>Preparing your data…</Trans> : <Trans>Download my data</Trans>}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(i18n, download.error)}
        </p>
      ) : null}
      <p>
        <Trans>
          To remove your account, ask an administrator of your organisation: removal signs you out, erases
          your name, e-mail address and picture, and keeps the packaging with your company.
        </Trans>
      </p>
    </div>
  );
};
