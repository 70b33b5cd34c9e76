import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';

export const NotFoundPage = () => (
  <section className="mx-auto flex max-w-xl flex-col items-start gap-4 py-16">
    <p className="text-sm font-semibold text-[var(--color-secondary)]">404</p>
    <h1 className="text-3xl font-bold">
      <Trans>Page not found</Trans>
    </h1>
    <p className="text-neutral-700">
      <Trans>The page you are looking for does not exist or has been moved.</Trans>
    </p>
    <Link
      to="/dashboard"
      className={`rounded-md bg-[var(--color-primary)] px-4 py-2 text-sm font-semibold text-white hover:opacity-90 ${focusRing}`}
    >
      <Trans>Back to the dashboard</Trans>
    </Link>
  </section>
);
