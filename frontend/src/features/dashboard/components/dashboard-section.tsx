import { useId, type ReactNode } from 'react';

/**
 * One card of the dashboard: a titled region with its "See more" action at the bottom. The
 * content keeps at least the height of a full list (or its skeleton), and the action's place is
 * kept when there is none yet, so the cards do not move as their data arrives (CLS).
 */
export const DashboardSection = ({
  title,
  seeMore,
  children,
  className = '',
  contentClassName = 'min-h-72',
}: {
  title: ReactNode;
  seeMore?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The content's reserved height: a full list's by default. */
  contentClassName?: string;
}) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-6 ${className}`}
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className={`flex flex-1 flex-col gap-4 ${contentClassName}`}>{children}</div>
      <div className="flex min-h-9 justify-end">{seeMore}</div>
    </section>
  );
};

export const seeMoreClass = `rounded-md px-3 py-1.5 text-sm font-semibold text-[var(--color-primary)] underline-offset-4 hover:underline`;
