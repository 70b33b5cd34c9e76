import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A dialog form's footer: Cancel, then the submit button. While the form is being sent both
 * wait, so the dialog cannot be left before the answer it is about to show.
 */
export const FormActions = ({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) => (
  <div className="flex justify-end gap-2">
    <Button variant="secondary" disabled={pending} onClick={onCancel}>
      <Trans>Cancel</Trans>
    </Button>
    <Button type="submit" disabled={pending} aria-busy={pending}>
      {children}
    </Button>
  </div>
);

/**
 * A page form's footer (profile, invitation, tenant settings): the submit button at the end,
 * which waits while the form is being sent.
 */
export const PageFormSubmit = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <div className="flex justify-end">
    <Button type="submit" disabled={pending}>
      {children}
    </Button>
  </div>
);
