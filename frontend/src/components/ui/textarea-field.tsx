import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { focusRing } from './button';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input whose error is announced and tied to it, like TextField. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ label, error, id, className = '', rows = 3, ...props }, ref) => {
    const generated = useId();
    const inputId = id ?? generated;
    const errorId = `${inputId}-error`;
    return (
      <div className={`flex flex-col gap-1 ${className}`}>
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          rows={rows}
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
TextareaField.displayName = 'TextareaField';
