import { useId, type ReactNode } from 'react';

/** What a field with its help text hands its control: its id and the texts that describe it. */
export interface HelpedControl {
  id: string;
  'aria-describedby': string;
}

/**
 * A PPWR field with a short help line under it naming the article that asks for it; the control
 * is described by the help and, while it has one, by its error (the field's own id + "-error").
 */
export const HelpedField = ({
  help,
  error,
  children,
}: {
  help: string;
  error: string | undefined;
  children: (control: HelpedControl) => ReactNode;
}) => {
  const id = useId();
  const describedBy = error ? `${id}-help ${id}-error` : `${id}-help`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {children({ id, 'aria-describedby': describedBy })}
      <p id={`${id}-help`} className="text-xs text-neutral-600">
        {help}
      </p>
    </div>
  );
};
