import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';
import { searchParams, searchToken } from '../lib/url-params';
import { useTenant } from '../lib/tenant/get-client-by-url';

export const Route = createFileRoute('/confirmEmail')({
  validateSearch: searchParams({ token: searchToken }),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const tenant = useTenant();
  return <ConfirmEmailPage contact={tenant.data?.email} />;
}
