import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { overviewFetch, projectJson } from '../../../../test/fixtures/overview';
import { ProjectsPanel } from './projects-panel';

const projects = [projectJson('p1', 'Bottles 2026', 3), projectJson('p2', 'Cans', 1)];

const renderPanel = async (api: ReturnType<typeof overviewFetch>, selectedId?: string) => {
  const onSelect = vi.fn();
  await renderWith(<ProjectsPanel selectedId={selectedId} onSelect={onSelect} onAddProject={vi.fn()} />, {
    fetch: api.fetch,
  });
  await screen.findByRole('button', { name: /^Bottles 2026/ });
  return onSelect;
};

describe('Projects panel', () => {
  it('lists the projects by name with their packaging count', async () => {
    const api = overviewFetch({
      'GET /projects': { status: 200, body: { items: projects, nextCursor: null } },
    });
    await renderPanel(api);
    expect(screen.getByRole('button', { name: /^Bottles 2026/ })).toHaveTextContent('3 packaging');
    expect(screen.getByRole('button', { name: /^Cans/ })).toHaveTextContent('1 packaging');
    expect(Object.fromEntries(api.calls('GET', '/projects')[0]!.searchParams)).toMatchObject({
      sortBy: 'name',
      order: 'asc',
    });
  });

  it('renames a project with the version it read', async () => {
    const api = overviewFetch({
      'GET /projects': { status: 200, body: { items: projects, nextCursor: null } },
      'PUT /projects/p1': { status: 200, body: projectJson('p1', 'Bottles 2027', 3) },
    });
    await renderPanel(api);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Bottles 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename project' });
    const name = within(dialog).getByLabelText('Project name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bottles 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT', '/projects/p1')).toHaveLength(1);
  });

  it('tells the user when someone else changed the project meanwhile', async () => {
    const api = overviewFetch({
      'GET /projects': { status: 200, body: { items: projects, nextCursor: null } },
      'PUT /projects/p1': { status: 409, body: { code: 'VERSION_CONFLICT', message: 'x' } },
    });
    await renderPanel(api);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Bottles 2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this in the meantime. Reload to see their changes.',
    );
  });

  it('deletes a project after confirmation and drops it as filter', async () => {
    const api = overviewFetch({
      'GET /projects': { status: 200, body: { items: projects, nextCursor: null } },
      'DELETE /projects/p1': { status: 200, body: { success: true } },
    });
    const onSelect = await renderPanel(api, 'p1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bottles 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project Bottles 2026?' });
    expect(api.calls('DELETE', '/projects/p1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(undefined));
    expect(api.calls('DELETE', '/projects/p1')[0]!.searchParams.get('version')).toBe('1');
  });
});
