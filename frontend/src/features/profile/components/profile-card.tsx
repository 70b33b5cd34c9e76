import { useId, type ReactNode } from 'react';

/** One titled part of the profile page. */
export const ProfileCard = ({ title, children }: { title: ReactNode; children: ReactNode }) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
};
