import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { AuthCard, BackToLogin } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

const route = getRouteApi('/resetPassword');

export const ResetPasswordPage = () => {
  const { t } = useLingui();
  const { token } = route.useSearch();
  return (
    <AuthCard title={t`Reset password`} footer={<BackToLogin />}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
};
