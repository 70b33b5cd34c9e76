import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const projectStamp = {
  createdAt: '2026-03-04T05:06:07.000Z',
  updatedAt: '2026-03-04T05:06:07.000Z',
  version: 1,
};
const componentGroup = (name: RegExp) => screen.getByRole('group', { name });
const puts = <T extends { method: string; path: string }>(sent: T[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');

describe('Packaging editor', () => {
  it('shows the packaging, its components in order and lookup names in the interface language', async () => {
    await renderEditor(editorAnswers(), { locale: 'de' });
    const components = screen.getAllByRole('group', { name: /^Komponente \d/ });
    expect(components.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Komponente 1: Bottle',
      'Komponente 2: Cap',
    ]);
    const [bottle, cap] = components as [HTMLElement, HTMLElement];
    expect(within(bottle).getByDisplayValue('Grundkörper')).toBeInTheDocument();
    expect(within(bottle).getByDisplayValue('PE-HD')).toBeInTheDocument();
    // Numbers read as the interface language writes them (issue 36: "0.94" in a German form).
    expect(within(bottle).getByDisplayValue('0,94')).toBeInTheDocument();
    expect(within(cap).getByDisplayValue('Verschluss')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Flaschen')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Bathroom')).toBeInTheDocument();
    // The packaging's own assessment country, grouped as in the assessment's picker.
    const country = screen.getByRole('combobox', { name: 'Bewertungsland' });
    expect(
      [...country.querySelectorAll('optgroup')].map((group) => [
        group.label,
        [...group.querySelectorAll('option')].map((option) => option.textContent),
      ]),
    ).toEqual([
      ['EU-Mitgliedstaaten', ['Deutschland', 'Frankreich']],
      ['Andere Länder', ['Vereinigte Staaten']],
    ]);
  });

  it('shows the packaging with its own project while the project list is still loading, then offers the others', async () => {
    let answerProjects: (answer: { status: number; body: unknown }) => void = () => undefined;
    const projects = new Promise<{ status: number; body: unknown }>((resolve) => {
      answerProjects = resolve;
    });
    // The packaging names its project (Bathroom), as the API does; the list is still on its way.
    await renderEditor(editorAnswers({ 'GET /projects': () => projects }));

    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(project).toHaveDisplayValue('Bathroom');
    expect([...project.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'No project',
      'Bathroom',
    ]);

    answerProjects({
      status: 200,
      body: {
        items: [
          { id: 'proj0', ...projectStamp, name: 'Attic', description: '', packageCount: 0 },
          { id: 'proj1', ...projectStamp, name: 'Bathroom', description: '', packageCount: 1 },
        ],
        nextCursor: null,
      },
    });
    await waitFor(() =>
      expect([...project.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'No project',
        'Attic',
        'Bathroom',
      ]),
    );
    expect(project).toHaveDisplayValue('Bathroom');
  });

  it('refuses a density range that runs backwards or leaves 0–25 g/cm³, and sends nothing', async () => {
    const { api } = await renderEditor(editorAnswers());
    const bottle = componentGroup(/Component 1/);
    await userEvent.clear(within(bottle).getByLabelText('Density from (g/cm³)'));
    await userEvent.type(within(bottle).getByLabelText('Density from (g/cm³)'), '1,2');
    const cap = componentGroup(/Component 2/);
    await userEvent.clear(within(cap).getByLabelText('Density to (g/cm³)'));
    await userEvent.type(within(cap).getByLabelText('Density to (g/cm³)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await within(bottle).findByText('Density from must not exceed density to')).toBeInTheDocument();
    expect(within(bottle).getByLabelText('Density to (g/cm³)')).toHaveAccessibleDescription(
      'Density from must not exceed density to',
    );
    expect(within(cap).getByText('Density must be below 25 g/cm³')).toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(0);
  });

  it('saves the edited packaging with its reordered components and the version it read', async () => {
    const answers = editorAnswers();
    answers['PUT /packages/p1'] = {
      status: 200,
      body: packageJson({ version: 4, name: 'Shampoo bottle 2' }),
    };
    const { api } = await renderEditor(answers);
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Move Component 2: Cap up' }));
    expect(screen.getByRole('button', { name: 'Move Component 1: Cap down' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    expect(puts(api.sent)[0]?.body).toEqual({
      version: 3,
      name: 'Shampoo bottle 2',
      description: 'Our 250 ml bottle',
      projectId: 'proj1',
      categoryId: 'bottles',
      assessmentCountryId: 'DE',
      draft: true,
      // The units placed (issue 35): none entered, none sent.
      unitsPlaced: [],
      components: [
        expect.objectContaining({
          name: 'Cap',
          materialId: 'pp',
          densityFrom: 0.9,
          densityTo: 0.91,
          weight: 2,
        }),
        expect.objectContaining({ name: 'Bottle', materialId: 'pe-hd', densityFrom: 0.94, densityTo: 0.96 }),
      ],
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('adds and removes components', async () => {
    await renderEditor(editorAnswers());
    await userEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(screen.getAllByRole('group', { name: /^Component \d/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Component 1: Bottle' }));
    expect(
      screen
        .getAllByRole('group', { name: /^Component \d/ })
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Component 1: Cap', 'Component 2']);
  });

  it('explains a conflicting save and reloads the other version on request', async () => {
    const answers = editorAnswers();
    answers['PUT /packages/p1'] = {
      status: 409,
      body: { code: 'VERSION_CONFLICT', message: 'Someone else changed this in the meantime.' },
    };
    const { api } = await renderEditor(answers);
    await userEvent.type(screen.getByLabelText('Name'), ' (mine)');
    answers['GET /packages/p1'] = { status: 200, body: packageJson({ version: 5, name: 'Their bottle' }) };
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this packaging' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent.filter((call) => call.method === 'GET' && call.path === '/packages/p1')).toHaveLength(2);
    expect(screen.getByLabelText('Name')).toHaveValue('Their bottle');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('keeps the local edits when the user chooses to keep editing after a conflict', async () => {
    const answers = editorAnswers();
    answers['PUT /packages/p1'] = { status: 409, body: { code: 'VERSION_CONFLICT', message: 'Conflict' } };
    await renderEditor(answers);
    await userEvent.type(screen.getByLabelText('Name'), ' (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this packaging' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Shampoo bottle (mine)');
  });

  it('deletes only after confirmation, then goes to the overview', async () => {
    const answers = editorAnswers({ 'DELETE /packages/p1': { status: 200, body: { success: true } } });
    const { api, router } = await renderEditor(answers);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Shampoo bottle?' });
    expect(api.sent.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete packaging' }));
    expect(await screen.findByText('Packages overview')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/packages/p1',
    ]);
    expect(router.state.location.pathname).toBe('/packages/overview');
  });

  it('lets an admin save the packaging as a template under a name of their choice', async () => {
    const template = {
      id: 't9',
      createdAt: '2026-03-04T05:06:07.000Z',
      updatedAt: '2026-03-04T05:06:07.000Z',
      version: 1,
      name: 'Bottle family',
      builtIn: false,
      templateComponents: [],
    };
    const answers = editorAnswers({ 'POST /templates': { status: 200, body: template } });
    const { api } = await renderEditor(answers, { mayManageTemplates: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByLabelText('Template name');
    expect(name).toHaveValue('Shampoo bottle');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as template' }));
    expect(await within(dialog).findByText('Template name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Bottle family');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.sent
        .filter((call) => call.method === 'POST' && call.path === '/templates')
        .map((call) => call.body),
    ).toEqual([{ packageId: 'p1', name: 'Bottle family' }]);
  });

  it('offers no template action to users who may not manage templates', async () => {
    await renderEditor(editorAnswers());
    await screen.findByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderEditor(editorAnswers());
    await userEvent.type(screen.getByLabelText('Name'), ' 2');
    await userEvent.click(screen.getByRole('link', { name: 'Back to packages and projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/packages/p1');
    expect(screen.getByLabelText('Name')).toHaveValue('Shampoo bottle 2');
  });
});
