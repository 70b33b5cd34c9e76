import { useLingui } from '@lingui/react/macro';
import { AuthCard, BackToLogin } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The page of a reset link, and of the first-password link a new admin is mailed (`invited`):
 * the same form, worded as choosing a password rather than resetting one (issue 36 §4).
 */
export const ResetPasswordPage = ({ token, invited }: { token: string | undefined; invited: boolean }) => {
  const { t } = useLingui();
  return (
    <AuthCard title={invited ? t`Choose your password` : t`Reset password`} footer={<BackToLogin />}>
      <ResetPasswordForm token={token} invited={invited} />
    </AuthCard>
  );
};
