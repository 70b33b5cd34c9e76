import { Trans } from '@lingui/react/macro';
import { useTenant } from '../../../lib/tenant/get-client-by-url';
import { PageTitle, Prose } from '../../../components/page-title';

export const PrivacyPolicyPage = () => {
  const tenant = useTenant();
  const name = tenant.data?.name ?? 'Recyclens';
  return (
    <section>
      <PageTitle lead={<Trans>How we handle your personal data when you use this platform.</Trans>}>
        <Trans>Privacy Policy</Trans>
      </PageTitle>
      <Prose>
        <h2>
          <Trans>Controller</Trans>
        </h2>
        <p>
          <Trans>The controller for the processing of your data on this platform is {name}.</Trans>
        </p>
        <h2>
          <Trans>What we process and why</Trans>
        </h2>
        <ul className="list-disc pl-6">
          <li>
            <Trans>
              Account data (name, company, email address, password hash, language, role): to create and secure
              your account and to show you your company's data.
            </Trans>
          </li>
          <li>
            <Trans>
              Packaging and project data you enter: to assess recyclability and to create reports for your
              company.
            </Trans>
          </li>
          <li>
            <Trans>
              Technical data (time of sign-in, error logs): to keep the service running and to detect misuse.
            </Trans>
          </li>
        </ul>
        <h2>
          <Trans>Storage in your browser</Trans>
        </h2>
        <p>
          <Trans>
            The platform keeps your sign-in token, your chosen language, your current company and the colours
            of the site in your browser's local storage. We do not use tracking or advertising cookies.
          </Trans>
        </p>
        <h2>
          <Trans>Emails</Trans>
        </h2>
        <p>
          <Trans>
            We send emails only for your account: confirming your address, resetting your password and
            invitations from colleagues.
          </Trans>
        </p>
        <h2>
          <Trans>Your rights</Trans>
        </h2>
        <p>
          <Trans>
            You may ask for access to, correction, export or deletion of your data at any time. Please use the
            contact page; we answer within one month.
          </Trans>
        </p>
      </Prose>
    </section>
  );
};
