import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { searchFlag, searchParams, searchToken } from '../lib/url-params';

/**
 * Without a token the page says 'Invalid parameters' (docs/product.md#reset-password), so it stays
 * optional here; `invited` marks a new admin's first-password link.
 */
export const Route = createFileRoute('/resetPassword')({
  validateSearch: searchParams({ token: searchToken, invited: searchFlag }),
  component: function ResetPasswordRoute() {
    const { token, invited } = Route.useSearch();
    return <ResetPasswordPage token={token} invited={invited === true} />;
  },
});
