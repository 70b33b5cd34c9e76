import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@recyclens/shared';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { celebrate } from '../../../components/ui/confetti';
import { activateLocale, rememberLocale, toInterfaceLocale } from '../../../lib/i18n';
import { AuthCard, authLinkClass } from './auth-card';
import { LoginForm } from './login-form';

const route = getRouteApi('/login');

/** Only paths inside the app: a crafted ?redirect must not send the user to another site. */
const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';

export const LoginPage = () => {
  const { t } = useLingui();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();

  const onSignedIn = async (user: User) => {
    // docs/product.md#language: on sign-in the interface takes the user's stored language.
    const locale = toInterfaceLocale(user.language);
    if (locale) {
      rememberLocale(locale);
      await activateLocale(locale);
    }
    celebrate();
    await navigate({ to: safeRedirect(redirect) });
  };

  return (
    <AuthCard
      title={t`Login`}
      footer={
        <>
          <Link to="/forgotPassword" className={authLinkClass}>
            <Trans>Forgot your password?</Trans>
          </Link>
          <p>
            <Trans>First time here?</Trans>{' '}
            <Link to="/signUp" className={authLinkClass}>
              <Trans>Sign up</Trans>
            </Link>
          </p>
        </>
      }
    >
      <LoginForm onSignedIn={(user) => void onSignedIn(user)} />
    </AuthCard>
  );
};
