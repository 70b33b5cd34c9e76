import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const version = (number: number, fields: Record<string, unknown> = {}) => ({
  packageId: 'p1',
  version: number,
  event: number === 1 ? 'created' : 'changed',
  origin: 'editor',
  actor: { id: 'u1', name: 'Grete Gruber' },
  at: `2026-11-0${number}T10:00:00.000Z`,
  changedFields: number === 1 ? [] : ['name'],
  copiedFrom: null,
  restoredFrom: null,
  ...fields,
});

const historyAnswers = () =>
  editorAnswers({
    'GET /packages/p1/versions': {
      status: 200,
      body: {
        items: [version(3), version(2, { changedFields: ['components'] }), version(1)],
        nextCursor: null,
      },
    },
    'GET /packages/p1/version-diff': {
      status: 200,
      body: {
        from: 1,
        to: 3,
        fields: [{ field: 'name', before: 'Shampoo', after: 'Shampoo bottle' }],
        components: { added: [{ id: 'c3', name: 'Label' }], removed: [], changed: [], reordered: false },
      },
    },
  });

describe('Packaging history in the editor', () => {
  it('lists the versions with who, when and what, and shows the difference of two chosen ones', async () => {
    const { api } = await renderEditor(historyAnswers());
    const history = await screen.findByRole('table', { name: 'Versions of this packaging, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Editor',
      'Editor',
      'Editor',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Grete Gruber')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Components')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Created')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare version 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare version 1' }));
    const differences = await screen.findByRole('region', {
      name: 'Differences between version 1 and version 3',
    });
    expect(await within(differences).findByText('Shampoo bottle')).toBeInTheDocument();
    expect(within(differences).getByText(/Components added:/)).toHaveTextContent('Components added: Label');
    expect(api.sent.some((call) => call.path === '/packages/p1/version-diff')).toBe(true);
  });

  it('restores an old version after asking, sending the version the editor shows', async () => {
    const answers = historyAnswers();
    answers['POST /packages/p1/versions/1/restore'] = {
      status: 200,
      body: packageJson({ version: 4, name: 'Shampoo' }),
    };
    const { api } = await renderEditor(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(screen.queryByRole('button', { name: 'Restore version 3' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(api.sent.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual(
        [['/packages/p1/versions/1/restore', { version: 3 }]],
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Shampoo'));
  });
});
