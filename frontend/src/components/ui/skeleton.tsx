/** A grey placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = ({ className = '' }: { className?: string }) => (
  <div aria-hidden="true" className={`animate-pulse rounded-md bg-neutral-200 ${className}`} />
);
