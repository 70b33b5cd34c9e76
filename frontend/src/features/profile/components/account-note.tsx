import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useDownloadMyData } from '../api/download-my-data';
import { RequestError } from '../../../components/request-error';

/**
 * Issue 26 §4: the user downloads what the platform holds about them; removing an account is an
 * admin's action (user management), which erases name, e-mail address and picture.
 */
export const AccountNote = () => {
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
      <RequestError request={download} />
      <p>
        <Trans>
          To remove your account, ask an administrator of your organisation: removal signs you out, erases
          your name, e-mail address and picture, and keeps the packaging with your company.
        </Trans>
      </p>
    </div>
  );
};
