import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** A blocking dialog cannot be dismissed: no close button, outside click or Escape. */
  blocking?: boolean;
  closeLabel?: string;
}

/**
 * Every dialog is a Radix dialog: focus moves in, stays in, and returns when it closes. Our
 * dialogs are opened by the page's own buttons, not a Radix trigger, so Radix knows no element to
 * return to (it left focus on the page body, issue 36 §7): the element focused when the dialog
 * opened is remembered and focused again when it closes, while it is still on the page.
 */
export const Dialog = ({
  open,
  title,
  description,
  children,
  onOpenChange,
  blocking,
  closeLabel,
}: DialogProps) => {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={blocking ? undefined : onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(480px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
          // Runs before focus moves in: the focused element is still the one that opened it.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (back?.isConnected && back !== document.body) {
              event.preventDefault();
              back.focus();
            }
          }}
          // The title names the dialog; a description repeating it was read a second time.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={blocking ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={blocking ? (event) => event.preventDefault() : undefined}
          onInteractOutside={blocking ? (event) => event.preventDefault() : undefined}
        >
          <RadixDialog.Title className="font-heading text-xl font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-neutral-700">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          {blocking ? null : (
            <RadixDialog.Close
              className="absolute top-3 right-3 rounded p-1 text-neutral-500 hover:text-neutral-900"
              aria-label={closeLabel ?? 'Close'}
            >
              ×
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
