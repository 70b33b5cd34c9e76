import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { authLinkClass } from './auth-card';
import { ConfirmEmailStatus } from './confirm-email-status';

const route = getRouteApi('/confirmEmail');

/** `contact`: the tenant's e-mail, named when the address's domain is restricted. */
export const ConfirmEmailPage = ({ contact }: { contact?: string | undefined }) => {
  const { t } = useLingui();
  const { token } = route.useSearch();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t`Confirm email address`}</h1>
      <ConfirmEmailStatus token={token} contact={contact} />
      <Link to="/login" className={authLinkClass}>
        <Trans>Go to login</Trans>
      </Link>
    </section>
  );
};
