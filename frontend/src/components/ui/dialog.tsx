import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

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

/** Every dialog is a Radix dialog: focus moves in, stays in, and returns when it closes. */
export const Dialog = ({
  open,
  title,
  description,
  children,
  onOpenChange,
  blocking,
  closeLabel,
}: DialogProps) => (
  <RadixDialog.Root open={open} onOpenChange={blocking ? undefined : onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <RadixDialog.Content
        className="fixed top-1/2 left-1/2 z-50 w-[min(480px,calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        onEscapeKeyDown={blocking ? (event) => event.preventDefault() : undefined}
        onPointerDownOutside={blocking ? (event) => event.preventDefault() : undefined}
        onInteractOutside={blocking ? (event) => event.preventDefault() : undefined}
      >
        <RadixDialog.Title className="font-heading text-xl font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-sm text-neutral-700">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
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
