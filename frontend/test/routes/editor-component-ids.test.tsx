import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

/**
 * The editor names each stored component by its id when saving (decision 056): the server then
 * keeps a component's evidence documents on it when another component is removed before it.
 */
describe('saving after a component was removed', () => {
  it(
    'sends the remaining component with its own id, not the removed one’s position',
    { timeout: 15_000 },
    async () => {
      const { api } = await renderEditor(editorAnswers());
      await userEvent.click(screen.getByRole('button', { name: 'Remove Component 1: Bottle' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() =>
        expect(api.sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1')).toHaveLength(
          1,
        ),
      );
      const put = api.sent.find((call) => call.method === 'PUT' && call.path === '/packages/p1');
      const { components } = put?.body as { components: { id?: string; name: string }[] };
      expect(components.map((component) => [component.id, component.name])).toEqual([['c2', 'Cap']]);
    },
  );
});
