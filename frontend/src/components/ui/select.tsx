import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { focusRing } from './button';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first entry with an empty value, e.g. 'All projects' or 'None'. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader support come with the platform. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, options, placeholder, error, id, className = '', ...props }, ref) => {
    const generated = useId();
    const selectId = id ?? generated;
    const errorId = `${selectId}-error`;
    return (
      <div className={`flex flex-col gap-1 ${className}`}>
        <label htmlFor={selectId} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`rounded-md border bg-white px-3 py-2 text-sm ${error ? 'border-red-600' : 'border-neutral-300'} ${focusRing}`}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
SelectField.displayName = 'SelectField';
