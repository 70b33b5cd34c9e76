import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (an optgroup), e.g. the EU member states and the other countries. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Plain options, or groups of them shown under their headings. */
  options: readonly SelectOption[] | readonly SelectOptionGroup[];
  /** A first entry with an empty value, e.g. 'All projects' or 'None'. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader support come with the platform. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, options, placeholder, error, id, className = '', ...props }, ref) => {
    const { controlId, errorId, describedBy } = useFieldIds(id, error);
    return (
      <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
        <select
          ref={ref}
          id={controlId}
          {...describedBy}
          className={controlClass(error, 'bg-white')}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((entry) =>
            'options' in entry ? (
              <optgroup key={entry.label} label={entry.label}>
                {entry.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ),
          )}
        </select>
      </FieldFrame>
    );
  },
);
SelectField.displayName = 'SelectField';
