import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith, type FakeAnswer } from '../render';
import { editorAnswers, findingJson, meJson, resultJson } from '../fixtures/packaging';
import { renderEditor } from './editor-kit';
import { AssessmentPanel } from '../../src/features/assessment/components/assessment-panel';

const countries = [
  { value: 'DE', label: 'Germany', group: 'eu' as const },
  { value: 'FR', label: 'France', group: 'eu' as const },
];
const history = (...items: unknown[]): FakeAnswer => ({ status: 200, body: { items, nextCursor: null } });

const renderPanel = async (answers: Record<string, FakeAnswer>, unsavedChanges = false) => {
  // The same object, so a test can change an answer between calls.
  answers['GET /me'] ??= { status: 200, body: meJson() };
  const api = fakeFetch(answers);
  await renderWith(
    <AssessmentPanel
      packageId="p1"
      countries={countries}
      defaultCountryId="DE"
      unsavedChanges={unsavedChanges}
    />,
    { fetch: api.fetch },
  );
  return api;
};

const matrix = () => screen.getByRole('table', { name: 'Latest result per country' });
const matrixRow = (country: string) => within(matrix()).getByRole('row', { name: new RegExp(`^${country}`) });

describe('Assessment', () => {
  it('shows each country’s newest grade, score, methodology and version in one matrix, history below', async () => {
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r3', { assessmentCountryId: 'FR', grade: 'not-recyclable', score: 0 }),
        resultJson('r2', { assessmentCountryId: 'DE', grade: 'A', score: 100, methodVersion: '2026.05.1' }),
        resultJson('r1', { assessmentCountryId: 'DE', grade: 'C', score: 70 }),
      ),
    });
    await screen.findByRole('table', { name: 'Latest result per country' });
    expect(within(matrix()).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(matrixRow('Germany')).getByText('Grade A')).toBeInTheDocument();
    expect(within(matrixRow('Germany')).getByText('100')).toBeInTheDocument();
    expect(within(matrixRow('Germany')).getByText(/Method version 2026\.05\.1/)).toBeInTheDocument();
    expect(within(matrixRow('Germany')).getByText('CEFLEX D4ACE')).toBeInTheDocument();
    expect(within(matrixRow('France')).getByText('Not recyclable')).toBeInTheDocument();
    // The history keeps every result, newest first.
    const [newest, middle, oldest] = within(
      screen.getByRole('table', { name: 'Assessment history, newest first' }),
    )
      .getAllByRole('row')
      .slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByText('Not recyclable')).toBeInTheDocument();
    expect(within(middle).getByText('Grade A')).toBeInTheDocument();
    expect(within(oldest).getByText('Grade C')).toBeInTheDocument();
  });

  it('lists findings once per component, red and yellow first, greens folded, countries only where they differ', async () => {
    const floats = findingJson({});
    const capRed = findingJson({
      componentIndex: 1,
      componentName: 'Cap',
      ruleId: 'po-rigid.color.carbon-black',
      rating: 'red',
      message: 'Cap: carbon black defeats near-infrared sorting.',
    });
    const capYellow = findingJson({
      componentIndex: 1,
      componentName: 'Cap',
      ruleId: 'po-rigid.color.dark',
      rating: 'yellow',
      message: 'Cap: dark colours limit the recyclate.',
    });
    const noInfrastructure = findingJson({
      componentIndex: null,
      componentName: null,
      ruleId: 'infrastructure.missing',
      rating: 'red',
      message: 'Not collected for recycling in France.',
    });
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r2', {
          assessmentCountryId: 'FR',
          findings: [noInfrastructure, capYellow, floats, capRed],
        }),
        resultJson('r1', { assessmentCountryId: 'DE', findings: [capYellow, floats, capRed] }),
      ),
    });
    const cap = await screen.findByRole('region', { name: 'Cap' });
    const capRows = within(
      within(cap).getByRole('table', { name: 'Findings to act on for Cap' }),
    ).getAllByRole('row');
    expect(capRows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Red.*carbon black.*All$/),
      expect.stringMatching(/^Yellow.*dark colours.*All$/),
    ]);
    const packaging = screen.getByRole('region', { name: 'Whole packaging' });
    expect(
      within(packaging).getByRole('row', { name: /Not collected for recycling in France/ }),
    ).toHaveTextContent('France');
    // The green finding both countries share is folded, and listed once.
    const bottle = screen.getByRole('region', { name: 'Bottle' });
    expect(within(bottle).getByText('Nothing to act on.')).toBeInTheDocument();
    const folded = within(bottle).getByText('1 green or informational finding');
    expect(within(bottle).getByText(/Bottle floats/)).not.toBeVisible();
    await userEvent.click(folded);
    expect(within(bottle).getByText(/Bottle floats/)).toBeVisible();
    expect(screen.getAllByText(/Bottle floats/)).toHaveLength(1);
  });

  it('marks a result whose infrastructure fact is uncertain, and lists that finding with its source unfolded', async () => {
    const uncertain = findingJson({
      componentIndex: null,
      componentName: null,
      ruleId: 'infrastructure.uncertain',
      rating: 'info',
      message:
        'Uncertain infrastructure fact for the PE film stream in France (2025): films are collected, their recycling not established.',
      source: {
        id: 'citeo',
        name: 'Citeo sorting instructions',
        version: '2025',
        url: 'https://www.citeo.com',
      },
    });
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r2', { assessmentCountryId: 'FR', findings: [uncertain] }),
        resultJson('r1', { assessmentCountryId: 'DE', findings: [] }),
      ),
    });
    await screen.findByRole('table', { name: 'Latest result per country' });
    expect(matrixRow('France')).toHaveTextContent('Infrastructure uncertain: see the findings');
    expect(matrixRow('Germany')).not.toHaveTextContent('Infrastructure uncertain');
    const packaging = screen.getByRole('region', { name: 'Whole packaging' });
    const row = within(
      within(packaging).getByRole('table', { name: 'Findings to act on for Whole packaging' }),
    ).getByRole('row', { name: /Uncertain infrastructure fact/ });
    expect(row).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Citeo sorting instructions' })).toHaveAttribute(
      'href',
      'https://www.citeo.com',
    );
  });

  it('shows no country column when every country has the same findings', async () => {
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r2', { assessmentCountryId: 'FR' }),
        resultJson('r1', { assessmentCountryId: 'DE' }),
      ),
    });
    const bottle = await screen.findByRole('region', { name: 'Bottle' });
    expect(within(bottle).queryByRole('columnheader', { name: 'Countries' })).toBeNull();
  });

  it('marks a result made before the packaging changed as outdated', async () => {
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r2', { assessmentCountryId: 'FR', outdated: false }),
        resultJson('r1', { assessmentCountryId: 'DE', outdated: true }),
      ),
    });
    await screen.findByRole('table', { name: 'Latest result per country' });
    expect(within(matrixRow('Germany')).getByText('Outdated')).toBeInTheDocument();
    expect(within(matrixRow('France')).queryByText('Outdated')).toBeNull();
  });

  it('runs the assessment for the chosen countries and shows the new results', async () => {
    const answers: Record<string, FakeAnswer> = {
      'GET /packages/p1/results': history(),
      'POST /packages/p1/assessments': {
        status: 200,
        body: [resultJson('r9', { assessmentCountryId: 'FR' })],
      },
    };
    const api = await renderPanel(answers);
    expect(
      await screen.findByText('Not assessed yet. Choose countries and run the assessment.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'France' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Germany' }));
    answers['GET /packages/p1/results'] = history(resultJson('r9', { assessmentCountryId: 'FR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run assessment' }));

    expect(await screen.findByRole('row', { name: /^France/ })).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      // An ordinary run, which becomes the latest result (a comparison run says comparison: true).
      { countryIds: ['FR'], methodology: 'ceflex', comparison: false },
    ]);
  });

  it('says why nothing was assessed: no country chosen, or incomplete components', async () => {
    const api = await renderPanel({
      'GET /packages/p1/results': history(),
      'POST /packages/p1/assessments': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are invalid.',
          fields: { components: 'Complete every component (lookups and density) before assessing' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Germany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run assessment' }));
    expect(screen.getByText('Choose at least one country')).toBeInTheDocument();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Germany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run assessment' }));
    expect(
      await screen.findByText('Complete every component (lookups and density) before assessing'),
    ).toBeInTheDocument();
  });

  it('does not run on unsaved edits', async () => {
    await renderPanel({ 'GET /packages/p1/results': history() }, true);
    expect(screen.getByRole('button', { name: 'Run assessment' })).toBeDisabled();
  });

  it('shows findings in German and country names in German for a German user', async () => {
    const german = resultJson('r1', {
      findings: [
        findingJson({
          message: 'Bottle schwimmt (0,94–0,96 g/cm³) und wird von schwereren Kunststoffen getrennt.',
        }),
      ],
    });
    await renderEditor(
      editorAnswers({
        'GET /me': { status: 200, body: meJson('DE') },
        'GET /packages/p1/results': history(german),
      }),
      { locale: 'de' },
    );
    await screen.findByRole('row', { name: /^Deutschland/ });
    expect(screen.getByText(/Bottle schwimmt/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Frankreich' })).not.toBeChecked());
  });
});
