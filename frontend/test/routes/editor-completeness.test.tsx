import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldsRefused } from '../fake-fetch';
import { editorAnswers, lookupsJson, packageJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';

/** What "Save as complete" asks and marks (issue 36, decision 041). */
const component = (name: RegExp) => screen.getByRole('group', { name });
const puts = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((call) => call.method === 'PUT' && call.path === '/packages/p1');
const stamp = { createdAt: '2026-03-04T05:06:07.000Z', updatedAt: '2026-05-06T07:08:09.000Z', version: 1 };
const entry = (id: string, name: string) => ({ id, name, names: { en: name, de: name, fr: name } });

describe('Save as complete', () => {
  it('marks each missing field where it is, density too, focuses the first and sends nothing', async () => {
    const { api } = await renderEditor(
      editorAnswers({
        'GET /packages/p1': {
          status: 200,
          body: packageJson({
            packageComponents: [
              { ...packageJson().packageComponents[0], fillerId: null, densityFrom: null, densityTo: null },
              { ...packageJson().packageComponents[1], colorId: null },
            ],
          }),
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as complete' }));
    const bottle = component(/Component 1: Bottle/);
    const filler = within(bottle).getByLabelText('Filler');
    await waitFor(() => expect(filler).toHaveAccessibleDescription('This field is required'));
    expect(filler).toHaveFocus();
    expect(within(bottle).getByLabelText('Density from (g/cm³)')).toHaveAccessibleDescription(
      'Enter a density in g/cm³',
    );
    expect(within(bottle).getByLabelText('Density to (g/cm³)')).toHaveAccessibleDescription(
      'Enter a density in g/cm³',
    );
    expect(within(bottle).getByLabelText('Material')).not.toHaveAttribute('aria-invalid');
    expect(within(component(/Component 2: Cap/)).getByLabelText('Colour')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(puts(api.sent)).toHaveLength(0);
  });

  it('puts the server’s field codes under their fields and focuses the first', async () => {
    const { api } = await renderEditor(
      editorAnswers({
        'PUT /packages/p1': fieldsRefused(
          { components: 'COMPLETE_COMPONENT_REQUIRED', 'components.1.densityFrom': 'DENSITY_REQUIRED' },
          {
            components: 'A packaging that is not a draft needs at least one complete component',
            'components.1.densityFrom': 'Enter a density in g/cm³',
          },
        ),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as complete' }));
    const density = within(component(/Component 2: Cap/)).getByLabelText('Density from (g/cm³)');
    await waitFor(() => expect(density).toHaveAccessibleDescription('Enter a density in g/cm³'));
    expect(density).toHaveFocus();
    expect(screen.getByText('Check the marked fields.')).toBeInTheDocument();
    expect(puts(api.sent)).toHaveLength(1);
  });

  it('takes a film made of layers as complete without its own material, adhesive or density', async () => {
    const pouch = packageJson({
      packageComponents: [
        {
          id: 'c1',
          ...stamp,
          name: 'Pouch',
          typeId: 'body',
          familyId: 'flexible-plastic',
          materialId: null,
          fillerId: 'none',
          adhesiveId: null,
          colorId: 'natural',
          densityFrom: null,
          densityTo: null,
          weight: 5,
          constituents: [
            { role: 'ink', materialId: 'nc-ink', weight: 0.5 },
            { role: 'film', materialId: 'lldpe', weight: 4 },
            { role: 'evoh-coex', materialId: 'evoh', weight: 0.5 },
          ],
        },
      ],
    });
    const answers = editorAnswers({
      'GET /packages/p1': { status: 200, body: pouch },
      'GET /lookups': {
        status: 200,
        body: {
          ...lookupsJson,
          family: [...lookupsJson.family, entry('flexible-plastic', 'Flexible plastic')],
        },
      },
      'PUT /packages/p1': { status: 200, body: { ...pouch, version: 4, draft: false } },
    });
    const { api } = await renderEditor(answers);
    const scope = component(/Component 1: Pouch/);
    // The empty choice says what the layers give instead.
    expect(within(scope).getByRole('option', { name: 'From the layers: LLDPE' })).toBeInTheDocument();
    expect(within(scope).getByRole('option', { name: 'From the layers: No adhesive' })).toBeInTheDocument();
    expect(within(scope).getByLabelText('Density from (g/cm³)')).toHaveAttribute(
      'placeholder',
      'Not needed for a film made of layers',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as complete' }));
    await waitFor(() => expect(puts(api.sent)).toHaveLength(1));
    expect(puts(api.sent)[0]?.body).toMatchObject({ draft: false });
  });
});

describe('A packaging saved as complete', () => {
  it('says what a component still lacks before it can be assessed', async () => {
    const cap = { ...packageJson().packageComponents[1], densityFrom: null, densityTo: null };
    await renderEditor(
      editorAnswers({
        'GET /packages/p1': {
          status: 200,
          body: packageJson({ draft: false, packageComponents: [packageJson().packageComponents[0], cap] }),
        },
      }),
    );
    expect(
      within(component(/Component 2: Cap/)).getByText(
        'Needed before it can be assessed: Density from (g/cm³) and Density to (g/cm³)',
      ),
    ).toBeInTheDocument();
    expect(within(component(/Component 1: Bottle/)).queryByText(/Needed before/)).not.toBeInTheDocument();
  });
});

describe('The material list', () => {
  it('offers the materials of the chosen family, and all of them on request', async () => {
    const lookups = {
      ...lookupsJson,
      family: [entry('flexible-plastic', 'Flexible plastic'), entry('wood', 'Wood')],
      material: [
        entry('ldpe', 'PE-LD / LLDPE'),
        entry('bopp', 'BOPP'),
        entry('wood', 'Wood (untreated)'),
        entry('lead-glass', 'Lead glass / crystal'),
      ],
    };
    await renderEditor(editorAnswers({ 'GET /lookups': { status: 200, body: lookups } }));
    const bottle = component(/Component 1: Bottle/);
    const options = () =>
      within(within(bottle).getByLabelText('Material'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await userEvent.selectOptions(within(bottle).getByLabelText('Family'), 'Flexible plastic');
    expect(options()).toEqual(['Not chosen', 'BOPP', 'PE-LD / LLDPE']);
    await userEvent.click(within(bottle).getByRole('checkbox', { name: 'Show the whole list' }));
    expect(options()).toEqual([
      'Not chosen',
      'BOPP',
      'Lead glass / crystal',
      'PE-LD / LLDPE',
      'Wood (untreated)',
    ]);
    await userEvent.click(within(bottle).getByRole('checkbox', { name: 'Show the whole list' }));
    await userEvent.selectOptions(within(bottle).getByLabelText('Family'), 'Wood');
    expect(options()).toEqual(['Not chosen', 'Wood (untreated)']);
  });
});
