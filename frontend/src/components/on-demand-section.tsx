import type { ReactNode } from 'react';

/**
 * An editor section whose content is asked for only once the user opens it: its heading, then a
 * `<details>` whose summary opens it (`onOpenChange` lets the query run), then what shows whether
 * it is open or not (`below`).
 */
export const OnDemandSection = ({
  id,
  title,
  summary,
  onOpenChange,
  children,
  below,
}: {
  id: string;
  title: ReactNode;
  summary: ReactNode;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  below?: ReactNode;
}) => (
  <section aria-labelledby={id} className="flex flex-col gap-4">
    <h2 id={id} className="text-2xl font-semibold">
      {title}
    </h2>
    <details onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className="cursor-pointer">{summary}</summary>
      {children}
    </details>
    {below}
  </section>
);
