import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';
import { useTenant } from '../lib/tenant/get-client-by-url';

export const Route = createFileRoute('/confirmEmail')({
  validateSearch: z.object({ token: z.string().min(1).max(500).optional().catch(undefined) }),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const tenant = useTenant();
  return <ConfirmEmailPage contact={tenant.data?.email} />;
}
