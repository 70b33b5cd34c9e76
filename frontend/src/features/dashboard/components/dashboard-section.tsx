import { useId, type ReactNode } from 'react';

/** One card of the dashboard: a titled region with its "See more" action at the bottom. */
export const DashboardSection = ({
  title,
  seeMore,
  children,
  className = '',
}: {
  title: ReactNode;
  seeMore?: ReactNode;
  children: ReactNode;
  className?: string;
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
      <div className="flex flex-1 flex-col gap-4">{children}</div>
      {seeMore ? <div className="flex justify-end">{seeMore}</div> : null}
    </section>
  );
};

export const seeMoreClass = `rounded-md px-3 py-1.5 text-sm font-semibold text-[var(--color-primary)] underline-offset-4 hover:underline`;
