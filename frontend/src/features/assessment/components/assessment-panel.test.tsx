import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsRefused } from '../../../../test/fake-fetch';
import { fakeFetch, renderWith, type FakeAnswer } from '../../../../test/render';
import { findingJson, lookupsJson, meJson, resultJson } from '../../../../test/fixtures/packaging';
import { AssessmentPanel } from './assessment-panel';

const countries = [
  { value: 'DE', label: 'Germany', group: 'eu' as const },
  { value: 'FR', label: 'France', group: 'eu' as const },
];

const renderPanel = async (answers: Record<string, FakeAnswer | (() => FakeAnswer)>) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: meJson() },
    'GET /lookups': { status: 200, body: lookupsJson },
    ...answers,
  });
  await renderWith(
    <AssessmentPanel packageId="p1" countries={countries} defaultCountryId="DE" unsavedChanges={false} />,
    { fetch: api.fetch },
  );
  return api;
};

const history = (...items: unknown[]): FakeAnswer => ({ status: 200, body: { items, nextCursor: null } });

/** A layer finding of a pouch's layer, as the engine words it. */
const layerFinding = (componentIndex: number, componentName: string, constituentIndex: number) =>
  findingJson({
    componentIndex,
    componentName,
    constituentIndex,
    ruleId: 'film-pe.layer.evoh-coex',
    rating: 'yellow',
    messageKey: 'layer.in-yellow-band',
    message: `${componentName}, layer ${constituentIndex + 1} (EVOH coex layer, EVOH): D4ACE “EVOH coex” makes up 6% of the pack.`,
  });

const improvementsFor = (countryId: string, proposals: unknown[]) => ({
  countryId,
  methodology: 'ceflex',
  methodVersion: '2026.11.2',
  grade: 'C',
  score: 60,
  proposals,
  complete: true,
});

const layerChange = (componentIndex: number, componentName: string, constituentIndex: number) => ({
  kind: 'layer-material',
  componentIndex,
  componentName,
  constituentIndex,
  from: 'evoh',
  fromName: 'EVOH',
  to: 'ldpe',
  toName: 'LDPE',
});

describe('Findings and proposals of two layered components', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every finding and every change once, without a duplicate React key', async () => {
    const errors = vi.spyOn(console, 'error');
    const findings = [
      layerFinding(0, 'Pouch', 1),
      layerFinding(0, 'Pouch', 2),
      layerFinding(1, 'Lid film', 1),
      layerFinding(1, 'Lid film', 2),
    ];
    await renderPanel({
      'GET /packages/p1/results': history(resultJson('r1', { grade: 'C', score: 60, findings })),
      'GET /packages/p1/improvements': {
        status: 200,
        body: improvementsFor('DE', [
          {
            id: 'prop-1',
            changes: [layerChange(0, 'Pouch', 1), layerChange(0, 'Pouch', 2)],
            grade: 'B',
            score: 80,
            effects: [],
          },
          {
            id: 'prop-2',
            changes: [layerChange(1, 'Lid film', 1), layerChange(1, 'Lid film', 2)],
            grade: 'B',
            score: 80,
            effects: [],
          },
        ]),
      },
    });
    // The first render of a file pays for transforming the panel's code: a busy runner needs longer.
    const proposals = await screen.findByRole(
      'list',
      { name: 'Proposals for Germany, CEFLEX D4ACE' },
      { timeout: 10_000 },
    );
    for (const finding of findings) expect(screen.getAllByText(finding.message)).toHaveLength(1);
    // Two layers of one component: each change says which layer it replaces.
    for (const [component, layer] of [
      ['Pouch', 2],
      ['Pouch', 3],
      ['Lid film', 2],
      ['Lid film', 3],
    ] as const)
      expect(
        within(proposals).getAllByText(`Replace layer ${layer} (EVOH) by LDPE in “${component}”`),
      ).toHaveLength(1);
    const keyWarnings = errors.mock.calls.filter((call) =>
      call.some((part) => String(part).includes('same key')),
    );
    expect(keyWarnings).toEqual([]);
  });
});

describe('Proposals of a packaging whose components became incomplete', () => {
  it('says once why there are none, with no retry', async () => {
    const incomplete = fieldsRefused(
      { components: 'COMPONENTS_INCOMPLETE' },
      { components: 'Complete all components before assessing.' },
    );
    await renderPanel({
      'GET /packages/p1/results': history(
        resultJson('r1', { grade: 'C', outdated: true }),
        resultJson('r2', { grade: 'B', assessmentCountryId: 'FR', outdated: true }),
      ),
      'GET /packages/p1/improvements': incomplete,
    });
    const section = await screen.findByRole('region', { name: 'What would make it better' });
    // The API's reason, worded in the interface language, once for all countries.
    expect(
      await within(section).findAllByText(/^No proposals while a component is incomplete\. \S/),
    ).toHaveLength(1);
    expect(within(section).queryAllByRole('alert')).toHaveLength(0);
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(section).queryByRole('region', { name: 'Germany, CEFLEX D4ACE' })).toBeNull();
  });
});

describe('Methodologies side by side', () => {
  const ceflex = resultJson('r1', { grade: 'B', score: 80, createdAt: '2026-05-07T08:00:00.000Z' });
  const preComparison = resultJson('r2', {
    grade: 'C',
    score: 55,
    methodology: 'pre',
    comparison: true,
    createdAt: '2026-05-08T08:00:00.000Z',
  });

  it('asks for a comparison run, which leaves the latest results as they were', async () => {
    const api = await renderPanel({
      'GET /packages/p1/results': history(ceflex),
      'GET /packages/p1/improvements': { status: 200, body: improvementsFor('DE', []) },
      'POST /packages/p1/assessments': { status: 200, body: [preComparison] },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assess with Plastics Recyclers Europe' }),
    );
    await waitFor(() => expect(api.sent.some((call) => call.method === 'POST')).toBe(true));
    expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({
      countryIds: ['DE'],
      methodology: 'pre',
      comparison: true,
    });
  });

  it('shows a comparison run beside the latest results, not in them, until the user uses it', async () => {
    const api = await renderPanel({
      'GET /packages/p1/results': history(preComparison, ceflex),
      'GET /packages/p1/improvements': { status: 200, body: improvementsFor('DE', []) },
      'POST /packages/p1/results/r2/adopt': {
        status: 200,
        body: { ...preComparison, id: 'r3', comparison: false },
      },
    });
    const latest = await screen.findByRole('table', { name: 'Latest result per country' });
    expect(within(latest).getByText('CEFLEX D4ACE')).toBeInTheDocument();
    expect(within(latest).queryByText('Plastics Recyclers Europe')).toBeNull();
    // The history keeps it, marked for what it is.
    const kept = screen.getByRole('table', { name: 'Assessment history, newest first' });
    expect(within(kept).getAllByText('Comparison run')).toHaveLength(1);
    const preSide = screen.getByRole('region', { name: 'Plastics Recyclers Europe' });
    expect(within(preSide).getByText('Score 55')).toBeInTheDocument();
    expect(
      within(preSide).getByText('A comparison: the latest results above do not include it.'),
    ).toBeInTheDocument();
    // Used, the stored run itself becomes the latest (decision 046): adopted, not assessed again.
    await userEvent.click(within(preSide).getByRole('button', { name: 'Use these results' }));
    await waitFor(() => expect(api.sent.some((call) => call.method === 'POST')).toBe(true));
    expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/packages/p1/results/r2/adopt',
    ]);
  });
});
