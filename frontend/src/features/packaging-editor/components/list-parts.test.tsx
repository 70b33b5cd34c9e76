import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { ListAddButton, ListAnnouncement, ListError } from './list-parts';

describe('The parts of the editor’s lists', () => {
  it('says a list’s own error in the reader’s language, and nothing while there is none', async () => {
    const { unmount } = await renderWith(<ListError message="CONSTITUENTS_TOO_MANY" />, { locale: 'de' });
    expect(screen.getByRole('alert')).toHaveTextContent(/höchstens \d+ Schichten/);
    unmount();
    await renderWith(<ListError message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds through its named button until the list is full', async () => {
    const onAdd = vi.fn();
    const button = async (full: boolean) => {
      await renderWith(
        <ListAddButton id="add" label="Add layer to Pouch" full={full} onAdd={onAdd}>
          Add layer
        </ListAddButton>,
      );
      return screen.getByRole('button', { name: 'Add layer to Pouch' });
    };
    await userEvent.click(await button(false));
    expect(onAdd).toHaveBeenCalledTimes(1);
    cleanup();
    expect(await button(true)).toBeDisabled();
  });

  it('tells screen readers what changed, politely', async () => {
    await renderWith(<ListAnnouncement text="Layer 2 removed" />);
    expect(screen.getByText('Layer 2 removed')).toHaveAttribute('aria-live', 'polite');
  });
});
