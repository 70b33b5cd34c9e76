import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { translateValidation } from '../../../lib/messages';

/** What is wrong with a list as a whole (too many items, none complete), said when it appears. */
export const ListError = ({ message }: { message: string | undefined }) => {
  const { i18n } = useLingui();
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {translateValidation(i18n, message)}
    </p>
  ) : null;
};

/** What the last add, move or remove did to a list, read out to screen reader users. */
export const ListAnnouncement = ({ text }: { text: string }) => (
  <p aria-live="polite" className="sr-only">
    {text}
  </p>
);

/** The button that adds an item at the list's end (focus returns to it after a remove); off once the list is full. */
export const ListAddButton = ({
  id,
  full,
  onAdd,
  label,
  children,
}: {
  id: string;
  full: boolean;
  onAdd: () => void;
  /** A name that says which list, where several are on the page. */
  label?: string;
  children: ReactNode;
}) => (
  <div>
    <Button id={id} variant="secondary" aria-label={label} disabled={full} onClick={onAdd}>
      {children}
    </Button>
  </div>
);
