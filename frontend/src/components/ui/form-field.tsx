import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from './button';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(
  ({ label, error, id, className = '', ...props }, ref) => {
    const generated = useId();
    const inputId = id ?? generated;
    const errorId = `${inputId}-error`;
    return (
      <div className={`flex flex-col gap-1 ${className}`}>
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`rounded-md border px-3 py-2 text-sm ${error ? 'border-red-600' : 'border-neutral-300'} ${focusRing}`}
          {...props}
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
TextField.displayName = 'TextField';

export const CheckboxField = forwardRef<HTMLInputElement, FieldProps>(
  ({ label, error, id, ...props }, ref) => {
    const generated = useId();
    const inputId = id ?? generated;
    const errorId = `${inputId}-error`;
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`mt-1 size-4 accent-[var(--color-primary)] ${focusRing}`}
            {...props}
          />
          <label htmlFor={inputId} className="text-sm text-neutral-800">
            {label}
          </label>
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
CheckboxField.displayName = 'CheckboxField';

/** A form-level message (server answer) that screen readers announce. */
export const FormAlert = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
    <p className="font-semibold">{title}</p>
    {children ? <p className="mt-1">{children}</p> : null}
  </div>
);

export const FormNotice = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
    <p className="font-semibold">{title}</p>
    {children ? <p className="mt-1">{children}</p> : null}
  </div>
);
