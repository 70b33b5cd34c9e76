import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from './button';
import { controlClass, FieldError, FieldFrame, useFieldIds } from './field-frame';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(
  ({ label, error, id, className = '', ...props }, ref) => {
    const { controlId, errorId, describedBy } = useFieldIds(id, error);
    return (
      <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
        <input ref={ref} id={controlId} {...describedBy} className={controlClass(error)} {...props} />
      </FieldFrame>
    );
  },
);
TextField.displayName = 'TextField';

export const CheckboxField = forwardRef<HTMLInputElement, FieldProps>(
  ({ label, error, id, ...props }, ref) => {
    const { controlId, errorId, describedBy } = useFieldIds(id, error);
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            ref={ref}
            id={controlId}
            type="checkbox"
            {...describedBy}
            className={`mt-1 size-4 accent-[var(--color-primary)] ${focusRing}`}
            {...props}
          />
          <label htmlFor={controlId} className="text-sm text-neutral-800">
            {label}
          </label>
        </div>
        <FieldError id={errorId} error={error} />
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
