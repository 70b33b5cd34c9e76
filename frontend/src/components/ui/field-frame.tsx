import { useId, type ReactNode } from 'react';
import { focusRing } from './button';

/** The ids that tie a control to its label and to its error, which is announced with it. */
export const useFieldIds = (id: string | undefined, error: string | undefined) => {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    errorId,
    describedBy: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
};

/** The look of a text-like control, red-bordered while it has an error. */
export const controlClass = (error: string | undefined, extra = '') =>
  `rounded-md border px-3 py-2 text-sm ${extra} ${error ? 'border-red-600' : 'border-neutral-300'} ${focusRing}`;

/** A field's error, under the control that names it in aria-describedby. */
export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;

/** A label above its control and the control's error below it. */
export const FieldFrame = ({
  label,
  controlId,
  errorId,
  error,
  className = '',
  children,
}: {
  label: ReactNode;
  controlId: string;
  errorId: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) => (
  <div className={`flex flex-col gap-1 ${className}`}>
    <label htmlFor={controlId} className="text-sm font-medium text-neutral-800">
      {label}
    </label>
    {children}
    <FieldError id={errorId} error={error} />
  </div>
);
