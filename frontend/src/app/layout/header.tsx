import { Trans } from '@lingui/react/macro';
import type { User } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { focusRing } from '../../components/ui/button';
import { useToken } from '../../lib/session';
import { ProductLogo } from '../../components/ui/product-logo';
import { TenantLogo } from '../../components/tenant-logo';
import { LanguageSelector } from '../../components/language-selector';
import { loadSignedInControls } from './load-signed-in-controls';

const SignedInControls = lazy(loadSignedInControls);

const NavLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className={`rounded px-1 py-1 text-sm text-neutral-800 hover:text-[var(--color-primary)] ${focusRing}`}
    activeProps={{ className: 'font-bold underline underline-offset-4', 'aria-current': 'page' }}
  >
    {children}
  </Link>
);

/** The header (docs/product.md#page-frame): logo area, four links, language selector, (extra control), user menu. */
export const Header = ({ user }: { user: User | undefined }) => {
  const signedIn = Boolean(useToken());
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="content-frame flex flex-wrap items-center gap-x-6 gap-y-3 py-3">
        <Link
          to="/dashboard"
          className={`flex items-center gap-3 rounded ${focusRing}`}
          aria-label="Recyclens"
        >
          <ProductLogo />
          <TenantLogo />
        </Link>
        <nav
          aria-label="Main"
          className="order-last flex w-full flex-wrap gap-x-5 gap-y-1 lg:order-none lg:w-auto"
        >
          <NavLink to="/dashboard">
            <Trans>Dashboard</Trans>
          </NavLink>
          <NavLink to="/packages/overview">
            <Trans>Packages and projects</Trans>
          </NavLink>
          <NavLink to="/guidelines">
            <Trans>Guidelines</Trans>
          </NavLink>
          <NavLink to="/aboutUs">
            <Trans>About us</Trans>
          </NavLink>
        </nav>
        {/* On a phone the controls take a row of their own whether or not the company switch is
            there yet: the switch arriving with the user would otherwise wrap the header and push
            the page down (layout shift). There the language stays at the row's start and the
            signed-in controls at its end, so the switch appearing beside the menu moves neither. */}
        <div className="flex w-full items-center justify-between gap-3 sm:ml-auto sm:w-auto sm:justify-end">
          <LanguageSelector />
          {signedIn ? (
            <div className="flex items-center gap-3">
              {/* The placeholder holds the menu button's place, so nothing moves when it arrives. */}
              <Suspense fallback={<span className="block h-9 w-9" />}>
                <SignedInControls user={user} />
              </Suspense>
            </div>
          ) : (
            <Link
              to="/login"
              className={`rounded-md bg-[var(--color-primary)] px-3 py-1.5 text-sm font-semibold text-white ${focusRing}`}
            >
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
};
