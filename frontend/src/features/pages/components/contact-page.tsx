import { Trans } from '@lingui/react/macro';
import { useTenant } from '../../../lib/tenant/get-client-by-url';
import { PageTitle, Prose } from '../../../components/page-title';

/** The tenant's own contact address (the client's e-mail, docs/product.md#entities). */
export const ContactPage = () => {
  const tenant = useTenant();
  const email = tenant.data?.email;
  return (
    <section>
      <PageTitle lead={<Trans>Questions about your account, your data or an assessment? Write to us.</Trans>}>
        <Trans>Contact</Trans>
      </PageTitle>
      <Prose>
        {email ? (
          <p>
            <Trans>Email:</Trans>{' '}
            <a href={`mailto:${email}`} className="font-semibold text-[var(--color-primary)] underline">
              {email}
            </a>
          </p>
        ) : tenant.isPending ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <p>
            <Trans>The contact address is not available right now. Please try again later.</Trans>
          </p>
        )}
        <p>
          <Trans>
            We answer within two working days. To delete or export your account, send us a message from the
            address you use to sign in.
          </Trans>
        </p>
      </Prose>
    </section>
  );
};
