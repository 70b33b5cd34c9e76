import { Trans } from '@lingui/react/macro';
import { useId, useState, type DragEvent, type ReactNode } from 'react';

export type FileRejection = 'type' | 'size';

/**
 * Why a file cannot be taken, or null when it can. The browser's type wins; a file it cannot
 * type (empty `file.type`) is judged by its extension.
 */
export const checkFile = (
  file: File,
  accept: readonly string[],
  maxBytes: number,
  extensions: readonly string[] = [],
): FileRejection | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeAccepted = file.type ? accept.includes(file.type) : extensions.includes(extension);
  if (!typeAccepted) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
};

interface FileDropzoneProps {
  label: ReactNode;
  /** MIME types the zone takes, e.g. ['image/png', 'image/jpeg']. */
  accept: readonly string[];
  /** Extensions without the dot, for the file picker and for files the browser cannot type. */
  extensions?: readonly string[];
  maxBytes: number;
  /** Called only with a file that passed the type and size checks. */
  onFile: (file: File) => void;
  /** Called instead of onFile so the caller can say what is wrong in its own words. */
  onReject: (reason: FileRejection, file: File) => void;
  /** A short line under the label, e.g. the accepted types and the size limit. */
  hint?: ReactNode;
  error?: string | undefined;
  /** The chosen file or the current one, shown beside the drop area. */
  preview?: ReactNode;
  disabled?: boolean;
}

/**
 * A drop area with a real file input: the input stays in the tab order (visually hidden) and its
 * label looks like a button, so keyboard and screen-reader users open the platform's file picker.
 */
export const FileDropzone = ({
  label,
  accept,
  extensions = [],
  maxBytes,
  onFile,
  onReject,
  hint,
  error,
  preview,
  disabled = false,
}: FileDropzoneProps) => {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    const rejection = checkFile(file, accept, maxBytes, extensions);
    if (rejection) onReject(rejection, file);
    else onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const pickerAccept = [...accept, ...extensions.map((extension) => `.${extension}`)].join(',');

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-neutral-800">{label}</span>
      <div className="flex flex-wrap items-start gap-4">
        {preview ? <div className="shrink-0">{preview}</div> : null}
        <div
          data-testid="file-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex min-w-64 flex-1 flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-6 text-center text-sm ${
            dragging
              ? 'border-[var(--color-primary)] bg-neutral-100'
              : error
                ? 'border-red-600 bg-white'
                : 'border-neutral-300 bg-white'
          }`}
        >
          <input
            id={inputId}
            type="file"
            accept={pickerAccept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="peer sr-only"
            onChange={(event) => {
              take(event.target.files?.[0]);
              // Choosing the same file again after a rejection must fire change again.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center rounded-md border border-[var(--color-secondary)] bg-white px-4 py-2 font-semibold text-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-primary)] peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-neutral-50"
          >
            <span className="sr-only">{label}: </span>
            <Trans>Choose a file</Trans>
          </label>
          <p className="text-neutral-700">
            <Trans>or drag and drop it here</Trans>
          </p>
          {hint ? (
            <p id={hintId} className="text-xs text-neutral-700">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
};
