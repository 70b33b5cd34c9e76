import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { withPageMessages } from '../../lib/i18n';
import { useMe } from '../../lib/api/get-me';
import { useCurrentCompany } from '../../hooks/use-current-company';
import { Footer } from './footer';
import { Header } from './header';

// Most visits never need the dialog; loading it (and Radix) on demand keeps it out of the first
// load. Its texts are in the `pages` catalogue, which the page may not have loaded yet.
const SelectCompanyDialog = lazy(() =>
  withPageMessages(() => import('../../features/company/components/select-company-dialog')).then(
    (module) => ({
      default: module.SelectCompanyDialog,
    }),
  ),
);

/** docs/product.md#page-frame: the pages without header and footer. */
export const BARE_PATHS = ['/login', '/forgotPassword', '/signUp', '/resetPassword'];

export const PageFrame = ({ pathname, children }: { pathname: string; children: ReactNode }) => {
  const { t } = useLingui();
  const { user } = useMe();
  const { needsSelection } = useCurrentCompany(user);
  const bare = BARE_PATHS.includes(pathname);
  // Once shown, the dialog stays mounted until its Select button closes it (docs/product.md#select-company-dialog).
  const [dialogMounted, setDialogMounted] = useState(false);
  useEffect(() => {
    if (needsSelection) setDialogMounted(true);
  }, [needsSelection]);
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t`Skip to content`}
      </a>
      {bare ? null : <Header user={user} />}
      {/* The footer starts below the first screen: a page's content arriving does not move it
          in view (CLS), however short the skeleton before it. */}
      <main id="main" className={bare ? 'flex flex-1' : 'content-frame min-h-screen flex-1 py-8'}>
        {children}
      </main>
      {bare ? null : <Footer />}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <SelectCompanyDialog needed={needsSelection} />
        </Suspense>
      ) : null}
    </div>
  );
};
