import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultHandlers, overviewFetch, packageJson, projectJson } from '../fixtures/overview';
import { renderOverview } from './overview-kit';

vi.mock('../../src/features/import/components/import-packaging-dialog', () => ({
  ImportPackagingDialog: () => null,
}));
vi.mock('../../src/features/exports/components/export-dialog', () => ({ ExportDialog: () => null }));

const template = {
  id: 't1',
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 1,
  name: 'PET bottle with cap',
  categoryId: 'bottles',
  builtIn: true,
  templateComponents: [],
};

const handlers = {
  ...defaultHandlers([], [projectJson('p1', 'Bottles 2026', 0)]),
  'GET /templates': { status: 200, body: [template] },
  'POST /packages': { status: 200, body: packageJson('new1', { name: 'Shampoo' }) },
};

const openDialog = async (path = '/packages/overview') => {
  const api = overviewFetch(handlers);
  const router = await renderOverview(path, api.fetch);
  await userEvent.click(screen.getByRole('button', { name: 'Add Packaging' }));
  return { api, router, dialog: await screen.findByRole('dialog', { name: 'Add Packaging' }) };
};

describe('Add Packaging dialog', () => {
  it('creates packaging from scratch in the filtered project and opens the editor', async () => {
    const { api, router, dialog } = await openDialog('/packages/overview?project=p1');
    expect(within(dialog).getByLabelText('Project (optional)')).toHaveValue('p1');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shampoo');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category (optional)'), 'Bottles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Packaging' }));
    expect(await screen.findByText('Packaging editor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages/new1');
    expect(api.bodies('POST', '/packages')).toEqual([
      expect.objectContaining({ name: 'Shampoo', projectId: 'p1', categoryId: 'bottles', draft: true }),
    ]);
    expect(api.bodies('POST', '/packages')[0]).not.toHaveProperty('templateId');
  });

  it('starts from a template: one must be chosen, and it brings its category', async () => {
    const { api, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('From a template'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shampoo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Packaging' }));
    const templates = within(dialog).getByLabelText('Template');
    await waitFor(() => expect(templates).toHaveAccessibleDescription('Choose a template'));
    expect(api.bodies('POST', '/packages')).toHaveLength(0);

    await waitFor(() => expect(templates).toBeEnabled());
    await userEvent.selectOptions(templates, 'PET bottle with cap');
    expect(within(dialog).getByLabelText('Category (optional)')).toHaveValue('bottles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Packaging' }));
    await screen.findByText('Packaging editor');
    expect(api.bodies('POST', '/packages')[0]).toMatchObject({
      name: 'Shampoo',
      templateId: 't1',
      categoryId: 'bottles',
      draft: true,
    });
  });

  it('shows why the server refused', async () => {
    const api = overviewFetch({
      ...handlers,
      'POST /packages': { status: 403, body: { code: 'FORBIDDEN', message: 'x' } },
    });
    await renderOverview('/packages/overview', api.fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Add Packaging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Packaging' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shampoo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Packaging' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The packaging could not be created.');
  });
});
