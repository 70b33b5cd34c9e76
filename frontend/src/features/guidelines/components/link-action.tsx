import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';

const look =
  'inline-flex items-center justify-center rounded-md border border-[var(--color-secondary)] bg-white px-4 py-2 text-sm font-semibold text-neutral-900';

/** An action that is a link once its address is known, and a visibly disabled control before. */
export const LinkAction = ({
  href,
  newTab = false,
  children,
}: {
  href: string | undefined;
  newTab?: boolean;
  children: ReactNode;
}) =>
  href ? (
    <a
      href={href}
      className={`${look} hover:bg-neutral-50 ${focusRing}`}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  ) : (
    <span role="link" aria-disabled="true" className={`${look} cursor-not-allowed opacity-50`}>
      {children}
    </span>
  );
