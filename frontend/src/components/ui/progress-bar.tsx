interface ProgressBarProps {
  /** What is progressing, read by screen readers as the bar's name. */
  label: string;
  /** Steps done; leave it out while the amount of work is unknown (indeterminate). */
  value?: number;
  max?: number;
}

/**
 * A progress bar: with a value it tells screen readers how far along it is; without one it
 * pulses, saying only that work is going on.
 */
export const ProgressBar = ({ label, value, max = 100 }: ProgressBarProps) => {
  const determinate = value !== undefined && max > 0;
  const percent = determinate ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? max : undefined}
      aria-valuenow={determinate ? Math.min(value, max) : undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
    >
      <div
        className={`h-full rounded-full bg-[var(--color-primary)] transition-[width] duration-300 motion-reduce:transition-none ${
          determinate ? '' : 'animate-pulse motion-reduce:animate-none'
        }`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
};
