import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { focusRing } from '../../../components/ui/button';

const buttonClass = `rounded-md px-4 py-2 text-sm font-semibold ${focusRing}`;

/**
 * A page's code that could not be fetched: after a new release replaced the old files, or on a
 * network that dropped. Browsers word it differently (Chromium, Firefox, Safari).
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|module script failed|Importing a module script|Loading chunk|preload CSS/i.test(
    error.message,
  );

/**
 * What a page shows when it fails (the router's error component), inside the page frame:
 * 'Something went wrong!' (docs/product.md#messages-and-errors) with a toggle for the error's detail, and a way back. A page whose
 * code could not be loaded offers a reload instead, which fetches the current release.
 */
export const ErrorPage = ({ error, reset }: ErrorComponentProps) => {
  const [showDetail, setShowDetail] = useState(false);
  const detailId = useId();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-start gap-4 py-16" role="alert">
      <h1 className="text-3xl font-bold">
        {chunk ? <Trans>This page could not be loaded</Trans> : <Trans>Something went wrong!</Trans>}
      </h1>
      <p className="text-neutral-700">
        {chunk ? (
          <Trans>
            A new version of the application may have been published, or the connection dropped. Reload the
            page to continue.
          </Trans>
        ) : (
          <Trans>
            The page ran into a problem. Your saved work is safe. Try again, or go back to the dashboard.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        {chunk ? (
          <button
            type="button"
            className={`${buttonClass} bg-[var(--color-primary)] text-white hover:opacity-90`}
            onClick={() => window.location.reload()}
          >
            <Trans>Reload the page</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={`${buttonClass} bg-[var(--color-primary)] text-white hover:opacity-90`}
            onClick={reset}
          >
            <Trans>Try again</Trans>
          </button>
        )}
        <Link
          to="/dashboard"
          reloadDocument={chunk}
          className={`${buttonClass} border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50`}
        >
          <Trans>Back to the dashboard</Trans>
        </Link>
      </div>
      <button
        type="button"
        aria-expanded={showDetail}
        aria-controls={detailId}
        className={`text-sm text-neutral-700 underline ${focusRing}`}
        onClick={() => setShowDetail((shown) => !shown)}
      >
        {showDetail ? <Trans>Hide error</Trans> : <Trans>Show error</Trans>}
      </button>
      {showDetail ? (
        <pre
          id={detailId}
          className="max-w-full overflow-x-auto rounded-md bg-neutral-100 p-3 text-xs whitespace-pre-wrap text-neutral-800"
        >
          {detail}
        </pre>
      ) : null}
    </section>
  );
};
