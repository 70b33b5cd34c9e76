import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../test/render';
import { DialogForm, FormDialog, type DialogOpenProps } from './form-dialog';
import { lazyDialog } from './lazy-dialog';
import { ConfirmDialog } from './ui/confirm-dialog';

/** A page's button that opens a dialog, and something else to be focusable beside it. */
const Opener = ({ dialog }: { dialog: (props: DialogOpenProps) => ReactNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {dialog({ open, onOpenChange: setOpen })}
    </main>
  );
};

const AddThing = ({ open, onOpenChange }: DialogOpenProps) => (
  <FormDialog open={open} onOpenChange={onOpenChange} title="Add thing">
    {(close) => (
      <DialogForm
        onSubmit={(event) => event.preventDefault()}
        failure={null}
        onCancel={close}
        pending={false}
        submitLabel="Add thing"
      >
        <label>
          Name <input />
        </label>
      </DialogForm>
    )}
  </FormDialog>
);

const LazyAddThing = lazyDialog(
  () => Promise.resolve(AddThing),
  (props: DialogOpenProps) => props.open,
);

const kinds: [string, (props: DialogOpenProps) => ReactNode][] = [
  ['a form dialog', (props) => <AddThing {...props} />],
  ['a dialog loaded when it first opens', (props) => <LazyAddThing {...props} />],
  [
    'a confirmation',
    (props) => (
      <ConfirmDialog
        {...props}
        title="Add thing"
        description="Really?"
        confirmLabel="Yes"
        onConfirm={() => undefined}
      />
    ),
  ],
];

describe('Dialogs and the keyboard (issue 36 §7)', () => {
  it.each(kinds)(
    '%s gives focus back to the button that opened it, after Escape and after Cancel',
    async (_, dialog) => {
      await renderWith(<Opener dialog={dialog} />);
      const opener = screen.getByRole('button', { name: 'Open it' });

      await userEvent.click(opener);
      await screen.findByRole('dialog', { name: 'Add thing' });
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
      opener.focus();
      await userEvent.keyboard('{Enter}');
      const shown = await screen.findByRole('dialog', { name: 'Add thing' });
      await userEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    },
  );

  it('reads the title once: no description repeating it, a description only when there is one', async () => {
    await renderWith(<Opener dialog={(props) => <AddThing {...props} />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const form = await screen.findByRole('dialog', { name: 'Add thing' });
    expect(form).toHaveAccessibleDescription('');
    expect(form).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a description that says more than the title', async () => {
    await renderWith(<Opener dialog={kinds[2]![1]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(await screen.findByRole('dialog', { name: 'Add thing' })).toHaveAccessibleDescription('Really?');
  });
});
