import { Trans } from '@lingui/react/macro';
import { useTenant } from '../../../lib/tenant/get-client-by-url';
import { PageTitle, Prose } from '../../../components/page-title';

export const LegalNoticePage = () => {
  const tenant = useTenant();
  const name = tenant.data?.name ?? 'Recyclens';
  const email = tenant.data?.email;
  return (
    <section>
      <PageTitle>
        <Trans>Legal Notice</Trans>
      </PageTitle>
      <Prose>
        <h2>
          <Trans>Provider</Trans>
        </h2>
        <p>
          <Trans>This platform is operated by {name} with the Recyclens software.</Trans>
          {email ? (
            <>
              {' '}
              <Trans>Contact:</Trans> <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
        </p>
        <h2>
          <Trans>Responsibility for content</Trans>
        </h2>
        <p>
          <Trans>
            We prepare the assessments and guidelines on this platform with care. They are based on the data
            you enter and on published recycling criteria, and they support your decisions; they do not
            replace a certification by an accredited body.
          </Trans>
        </p>
        <h2>
          <Trans>Links to other websites</Trans>
        </h2>
        <p>
          <Trans>
            We are not responsible for the content of external websites linked from this platform. Their
            operators are responsible for them.
          </Trans>
        </p>
        <h2>
          <Trans>Copyright</Trans>
        </h2>
        <p>
          <Trans>
            Texts, graphics and software on this platform are protected by copyright. Reports you create for
            your own packaging are yours to use.
          </Trans>
        </p>
      </Prose>
    </section>
  );
};
