import { Trans } from '@lingui/react/macro';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = ({ className = '' }: { className?: string }) => (
  <div aria-hidden="true" className={`animate-pulse rounded-md bg-neutral-200 ${className}`} />
);

/** Content while it loads: a placeholder block per size given, announced once as loading. */
export const LoadingBlocks = ({
  blocks,
  className = 'gap-4',
}: {
  /** Each block's size classes, top to bottom. */
  blocks: readonly string[];
  /** The space between the blocks. */
  className?: string;
}) => (
  <div role="status" className={`flex flex-col ${className}`}>
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
    {blocks.map((block, index) => (
      <Skeleton key={index} className={block} />
    ))}
  </div>
);

/** A table's rows while they load. */
export const LoadingRows = ({ rows }: { rows: number }) => (
  <LoadingBlocks className="gap-3" blocks={Array.from({ length: rows }, () => 'h-10 w-full')} />
);
