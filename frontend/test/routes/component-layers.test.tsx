import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldsRefused } from '../fake-fetch';
import { editorAnswers, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

const puts = <T extends { method: string; path: string }>(sent: T[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');
const component = (name: RegExp) => screen.getByRole('group', { name });
const layer = (scope: HTMLElement, position: number) =>
  within(scope).getByRole('group', { name: `Layer ${position}` });
const layerValues = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('group', { name: /^Layer \d+$/ })
    .map((group) => ({
      role: (within(group).getByLabelText('Role') as HTMLSelectElement).selectedOptions[0]?.textContent,
      weight: (within(group).getByLabelText('Layer weight (g)') as HTMLInputElement).value,
    }));

/** A printed PE pouch with an EVOH barrier, stored with its layers (the second has a blend). */
const pouch = packageJson({
  packageComponents: [
    {
      id: 'c1',
      createdAt: '2026-03-04T05:06:07.000Z',
      updatedAt: '2026-05-06T07:08:09.000Z',
      version: 1,
      name: 'Pouch',
      typeId: 'body',
      familyId: 'rigid',
      materialId: 'lldpe',
      weight: 5,
      constituents: [
        { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
        { role: 'film', materialId: 'lldpe', weight: 4, blend: [{ materialId: 'ldpe', share: 30 }] },
        { role: 'evoh-coex', materialId: 'evoh', weight: 0.5 },
      ],
    },
  ],
});

const addLayer = async (scope: HTMLElement, role: string, material: string, weight: string) => {
  await userEvent.click(within(scope).getByRole('button', { name: /^Add layer to/ }));
  const rows = within(scope).getAllByRole('group', { name: /^Layer \d+$/ });
  const row = rows[rows.length - 1] as HTMLElement;
  await userEvent.selectOptions(within(row).getByLabelText('Role'), role);
  await userEvent.selectOptions(within(row).getByLabelText('Layer material'), material);
  await userEvent.type(within(row).getByLabelText('Layer weight (g)'), weight);
};

describe('Layers of a component in the editor', () => {
  it('shows a stored pouch layer by layer with shares, the blend read-only, and the weight as their sum', async () => {
    await renderEditor(editorAnswers({ 'GET /packages/p1': { status: 200, body: pouch } }));
    const scope = component(/Component 1: Pouch/);
    expect(layerValues(scope)).toEqual([
      { role: 'Ink', weight: '0.5' },
      { role: 'Film', weight: '4' },
      { role: 'EVOH coex layer', weight: '0.5' },
    ]);
    expect(within(layer(scope, 1)).getByText('10 %')).toBeInTheDocument();
    expect(within(layer(scope, 2)).getByText('80 %')).toBeInTheDocument();
    expect(within(layer(scope, 2)).getByText(/Blended in: 30 % LDPE/)).toBeInTheDocument();
    expect(within(scope).getByText('Layered weight: 5 g')).toBeInTheDocument();
    const weight = within(scope).getByLabelText('Weight (g), sum of the layers');
    expect(weight).toHaveValue('5');
    expect(weight).toHaveAttribute('readonly');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('offers only "Add layer" on a component without layers', async () => {
    await renderEditor(editorAnswers());
    const bottle = component(/Component 1: Bottle/);
    expect(within(bottle).queryAllByRole('group', { name: /^Layer/ })).toHaveLength(0);
    expect(within(bottle).getByText(/No layers: the component is one material/)).toBeInTheDocument();
    expect(within(bottle).getByLabelText('Weight (g)')).not.toHaveAttribute('readonly');
  });

  it('adds layers with live shares and saves them in order, the component weighing their sum', async () => {
    const answers = editorAnswers();
    answers['PUT /packages/p1'] = { status: 200, body: packageJson({ version: 4 }) };
    const { api } = await renderEditor(answers);
    const bottle = component(/Component 1: Bottle/);
    await addLayer(bottle, 'Film', 'LLDPE', '3');
    expect(within(layer(bottle, 1)).getByText('100 %')).toBeInTheDocument();
    await addLayer(bottle, 'EVOH coex layer', 'EVOH', '1');
    expect(within(layer(bottle, 1)).getByText('75 %')).toBeInTheDocument();
    expect(within(layer(bottle, 2)).getByText('25 %')).toBeInTheDocument();
    await addLayer(bottle, 'Ink', 'NC ink (nitrocellulose)', '0,2');
    expect(within(layer(bottle, 3)).getByText('4.8 %')).toBeInTheDocument();
    expect(within(bottle).getByLabelText('Weight (g), sum of the layers')).toHaveValue('4.2');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    const [sent, cap] = (puts(api.sent)[0]?.body as { components: Record<string, unknown>[] }).components;
    // A component without layers is sent as before layers existed.
    expect(cap).not.toHaveProperty('constituents');
    expect(sent).toMatchObject({
      name: 'Bottle',
      weight: 4.2,
      constituents: [
        { role: 'film', materialId: 'lldpe', weight: 3 },
        { role: 'evoh-coex', materialId: 'evoh', weight: 1 },
        { role: 'ink', materialId: 'nc-ink', weight: 0.2 },
      ],
    });
  });

  it('moves layers from the keyboard and removes them, keeping the blend of the moved layer', async () => {
    const answers = editorAnswers({ 'GET /packages/p1': { status: 200, body: pouch } });
    answers['PUT /packages/p1'] = { status: 200, body: pouch };
    const { api } = await renderEditor(answers);
    const scope = component(/Component 1: Pouch/);
    within(scope).getByRole('button', { name: 'Move layer 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(layerValues(scope).map((row) => row.role)).toEqual(['Film', 'Ink', 'EVOH coex layer']);
    expect(within(scope).getByRole('button', { name: 'Move layer 1 down' })).toHaveFocus();
    expect(within(scope).getByRole('button', { name: 'Move layer 1 up' })).toBeDisabled();

    await userEvent.click(within(scope).getByRole('button', { name: 'Remove layer 3' }));
    expect(layerValues(scope).map((row) => row.role)).toEqual(['Film', 'Ink']);
    expect(within(layer(scope, 1)).getByText('88.9 %')).toBeInTheDocument();
    expect(within(scope).getByLabelText('Weight (g), sum of the layers')).toHaveValue('4.5');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    const [sent] = (puts(api.sent)[0]?.body as { components: Record<string, unknown>[] }).components;
    expect(sent).toMatchObject({
      weight: 4.5,
      constituents: [
        { role: 'film', materialId: 'lldpe', weight: 4, blend: [{ materialId: 'ldpe', share: 30 }] },
        { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
      ],
    });
  });

  it('shows and reads layer weights as the interface language writes numbers', async () => {
    const answers = editorAnswers({ 'GET /packages/p1': { status: 200, body: pouch } });
    const { api } = await renderEditor(answers, { locale: 'de' });
    const scope = screen.getByRole('group', { name: /Komponente 1: Pouch/ });
    const weights = within(scope)
      .getAllByLabelText('Gewicht der Schicht (g)')
      .map((input) => (input as HTMLInputElement).value);
    expect(weights).toEqual(['0,5', '4', '0,5']);
    const [first] = within(scope).getAllByLabelText('Gewicht der Schicht (g)');
    await userEvent.clear(first!);
    await userEvent.type(first!, '0,75');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    const body = puts(api.sent)[0]!.body as {
      components: { weight: number; constituents: { weight: number }[] }[];
    };
    expect(body.components[0]!.constituents.map((layer) => layer.weight)).toEqual([0.75, 4, 0.5]);
    expect(body.components[0]!.weight).toBe(5.25);
  });

  it('names what an unfinished layer lacks, in the interface language, and sends nothing', async () => {
    const { api } = await renderEditor(editorAnswers(), { locale: 'de' });
    const bottle = screen.getByRole('group', { name: /Komponente 1: Bottle/ });
    await userEvent.click(within(bottle).getByRole('button', { name: /^Schicht hinzufügen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    const row = within(bottle).getByRole('group', { name: 'Schicht 1' });
    expect(await within(row).findByText('Geben Sie ein Gewicht in g ein')).toBeInTheDocument();
    expect(within(row).getAllByText('Dieses Feld ist erforderlich')).toHaveLength(2);
    expect(within(row).getByText('–')).toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(0);
  });

  it('puts the server’s refusal of a layer under that layer', async () => {
    const answers = editorAnswers({ 'GET /packages/p1': { status: 200, body: pouch } });
    answers['PUT /packages/p1'] = fieldsRefused(
      { 'components.0.constituents.2.materialId': 'UNKNOWN_LOOKUP' },
      { 'components.0.constituents.2.materialId': 'Unknown material: evoh' },
    );
    await renderEditor(answers);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const scope = component(/Component 1: Pouch/);
    expect(await within(layer(scope, 3)).findByText('Unknown material: evoh')).toBeInTheDocument();
    expect(within(layer(scope, 3)).getByLabelText('Layer material')).toHaveAccessibleDescription(
      'Unknown material: evoh',
    );
  });
});
