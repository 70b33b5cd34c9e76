import { Trans } from '@lingui/react/macro';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = ({ className = '' }: { className?: string }) => (
  <div aria-hidden="true" className={`animate-pulse rounded-md bg-neutral-200 ${className}`} />
);

/** A table's rows while they load, announced once as loading. */
export const LoadingRows = ({ rows }: { rows: number }) => (
  <div role="status" className="flex flex-col gap-3">
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} className="h-10 w-full" />
    ))}
  </div>
);
