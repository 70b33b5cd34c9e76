import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldsRefused } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith } from '../../../../test/render';
import { AddProjectDialog } from './add-project-dialog';

const project = {
  id: 'p1',
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 1,
  name: 'Bottles 2026',
  description: '',
  packageCount: 0,
};

const fillAndSubmit = async (name: string) => {
  await userEvent.type(screen.getByLabelText('Project name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
};

describe('Add Project dialog', () => {
  it('asks for a name before calling the server', async () => {
    const api = fakeFetch({});
    await renderWith(<AddProjectDialog open onOpenChange={vi.fn()} />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const api = fakeFetch({ 'POST /projects': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    const onOpenChange = vi.fn();
    await renderWith(<AddProjectDialog open onOpenChange={onOpenChange} />, { fetch: api.fetch });
    await fillAndSubmit('Bottles 2026');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The project could not be created.');
    expect(alert).toHaveTextContent('Oops, something went wrong, please try again.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts the server's field message under the field", async () => {
    const api = fakeFetch({
      'POST /projects': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'x', fields: { name: 'Project name is required' } },
      },
    });
    await renderWith(<AddProjectDialog open onOpenChange={vi.fn()} />, { fetch: api.fetch });
    await fillAndSubmit('x');
    await waitFor(() =>
      expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription('Project name is required'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a coded field message in the interface language, whatever language the server wrote', async () => {
    const api = fakeFetch({
      'POST /projects': fieldsRefused(
        { name: 'PROJECT_NAME_REQUIRED', description: 'TOO_LONG' },
        { name: 'Le nom du projet est obligatoire', description: 'Utilisez au plus 2000 caractères' },
      ),
    });
    await renderWith(<AddProjectDialog open onOpenChange={vi.fn()} />, { fetch: api.fetch, locale: 'de' });
    await userEvent.type(screen.getByLabelText('Projektname'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Projekt hinzufügen' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Projektname')).toHaveAccessibleDescription(
        'Projektname ist erforderlich',
      ),
    );
  });

  it('creates the project and closes', async () => {
    const api = fakeFetch({ 'POST /projects': { status: 200, body: project } });
    const onOpenChange = vi.fn();
    await renderWith(<AddProjectDialog open onOpenChange={onOpenChange} />, { fetch: api.fetch });
    await fillAndSubmit(' Bottles 2026 ');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.sent[0]).toMatchObject({ method: 'POST', path: '/projects', body: { name: 'Bottles 2026' } });
  });
});
