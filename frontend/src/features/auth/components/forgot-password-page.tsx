import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard, BackToLogin } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

export const ForgotPasswordPage = () => {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Forgot password`} footer={<BackToLogin />}>
      <p className="mb-4 text-sm text-neutral-700">
        <Trans>Enter your email address and we will send you a link to reset your password.</Trans>
      </p>
      <ForgotPasswordForm />
    </AuthCard>
  );
};
