import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a title, an optional hint and an optional action. */
export const EmptyState = ({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <div
    role="status"
    className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-10 text-center"
  >
    <p className="font-semibold text-neutral-900">{title}</p>
    {children ? <p className="max-w-md text-sm text-neutral-700">{children}</p> : null}
    {action ? <div className="mt-2">{action}</div> : null}
  </div>
);
