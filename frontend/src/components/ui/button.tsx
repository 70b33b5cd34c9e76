import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-[var(--color-primary)] text-white hover:opacity-90 disabled:opacity-50',
  secondary:
    'border border-[var(--color-secondary)] bg-white text-neutral-900 hover:bg-neutral-50 disabled:opacity-50',
  ghost: 'text-neutral-900 hover:bg-neutral-100 disabled:opacity-50',
};

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)]';

export const Button = ({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) => (
  <button
    type={type}
    className={`inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed ${variants[variant]} ${focusRing} ${className}`}
    {...props}
  />
);
