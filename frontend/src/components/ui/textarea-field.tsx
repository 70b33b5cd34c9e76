import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field-frame';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input whose error is announced and tied to it, like TextField. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ label, error, id, className = '', rows = 3, ...props }, ref) => {
    const { controlId, errorId, describedBy } = useFieldIds(id, error);
    return (
      <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
        <textarea
          ref={ref}
          id={controlId}
          rows={rows}
          {...describedBy}
          className={controlClass(error)}
          {...props}
        />
      </FieldFrame>
    );
  },
);
TextareaField.displayName = 'TextareaField';
