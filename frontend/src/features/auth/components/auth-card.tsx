import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProductLogo } from '../../../components/ui/product-logo';
import { LanguageSelector } from '../../../components/language-selector';
import { TenantLogo } from '../../../components/tenant-logo';

/** The four auth pages have no header or footer (docs/product.md#page-frame): a centred card with the logos. */
export const AuthCard = ({
  title,
  children,
  footer,
}: {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <div className="flex w-full flex-1 items-start justify-center px-4 py-10 sm:items-center">
    <div className="w-full max-w-md rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-6 flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <ProductLogo />
          <TenantLogo />
        </div>
        <LanguageSelector />
      </div>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
      {footer ? <div className="mt-6 flex flex-col gap-2 text-sm">{footer}</div> : null}
    </div>
  </div>
);

export const authLinkClass =
  'text-[var(--color-primary)] underline underline-offset-2 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)] rounded';

/** The way back for the password pages. */
export const BackToLogin = () => (
  <Link to="/login" className={authLinkClass}>
    <Trans>Back to login</Trans>
  </Link>
);
