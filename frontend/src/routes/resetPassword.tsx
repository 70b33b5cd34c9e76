import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

/**
 * Without a token the page says 'Invalid parameters' (docs/product.md#reset-password), so it stays
 * optional here; `invited` marks a new admin's first-password link.
 */
export const Route = createFileRoute('/resetPassword')({
  validateSearch: z.object({
    token: z.string().min(1).max(500).optional().catch(undefined),
    invited: z.boolean().optional().catch(undefined),
  }),
  component: function ResetPasswordRoute() {
    const { token, invited } = Route.useSearch();
    return <ResetPasswordPage token={token} invited={invited === true} />;
  },
});
