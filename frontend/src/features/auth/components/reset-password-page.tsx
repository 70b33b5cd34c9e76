import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AuthCard, authLinkClass } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

const route = getRouteApi('/resetPassword');

export const ResetPasswordPage = () => {
  const { t } = useLingui();
  const { token } = route.useSearch();
  return (
    <AuthCard
      title={t`Reset password`}
      footer={
        <Link to="/login" className={authLinkClass}>
          <Trans>Back to login</Trans>
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
};
