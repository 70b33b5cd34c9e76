import { useId, type ReactNode } from 'react';

/**
 * A section of a page below its form, headed by its title, that the browser lays out only when it
 * comes near the screen (content-visibility, decision 035). `className` gives the gap between its
 * parts and the height it is taken to be until then (`[contain-intrinsic-size:auto_…]`), so the
 * scrollbar does not jump when it is laid out.
 */
export const DeferredSection = ({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className: string;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`flex flex-col ${className} [content-visibility:auto]`}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
};
