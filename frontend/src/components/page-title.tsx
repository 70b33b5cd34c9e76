import type { ReactNode } from 'react';

export const PageTitle = ({ children, lead }: { children: ReactNode; lead?: ReactNode }) => (
  <header className="mb-8">
    <h1 className="text-3xl font-bold">{children}</h1>
    {lead ? <p className="mt-2 max-w-3xl text-neutral-700">{lead}</p> : null}
  </header>
);

export const Prose = ({ children }: { children: ReactNode }) => (
  <div className="flex max-w-3xl flex-col gap-4 leading-relaxed text-neutral-800 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold">
    {children}
  </div>
);
