import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AuthCard, authLinkClass } from './auth-card';
import { SignUpForm } from './sign-up-form';

export const SignUpPage = () => {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Sign up`}
      footer={
        <p>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/login" className={authLinkClass}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      }
    >
      <SignUpForm
        privacyPolicyLink={
          <Link to="/privacyPolicy" target="_blank" className={authLinkClass}>
            <Trans>privacy policy</Trans>
          </Link>
        }
      />
    </AuthCard>
  );
};
