import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith } from '../../../../test/render';
import { lookupsJson, meJson, resultJson } from '../../../../test/fixtures/packaging';
import { AssessmentPanel } from './assessment-panel';

const evidence = (changesSince: unknown) => ({
  resultId: 'r1',
  packageId: 'p1',
  assessedAt: '2026-11-01T10:00:00.000Z',
  methodVersion: '2026.11.1',
  packageVersion: 2,
  inputs: null,
  tables: [
    { id: 'infrastructure', rows: 50, fingerprint: 'a'.repeat(64) },
    { id: 'rules', rows: 200, fingerprint: 'b'.repeat(64) },
  ],
  rowsUsed: { infrastructure: [], rules: [] },
  currentVersion: 5,
  changesSince,
});

const renderWithEvidence = async (changesSince: unknown) => {
  const api = fakeFetch({
    'GET /me': { status: 200, body: meJson() },
    'GET /lookups': { status: 200, body: lookupsJson },
    'GET /packages/p1/results': { status: 200, body: { items: [resultJson('r1')], nextCursor: null } },
    'GET /packages/p1/results/r1/evidence': { status: 200, body: evidence(changesSince) },
  });
  await renderWith(
    <AssessmentPanel
      packageId="p1"
      countries={[{ value: 'DE', label: 'Germany', group: 'eu' }]}
      defaultCountryId="DE"
      unsavedChanges={false}
    />,
    { fetch: api.fetch },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Changes since' }));
  return screen.findByRole('region', { name: 'Changes since this result' });
};

describe('What changed since a result', () => {
  it('says which version the result was computed from and what changed in the packaging since', async () => {
    const region = await renderWithEvidence({
      fields: [{ field: 'name', before: 'Shampoo', after: 'Shampoo bottle' }],
      components: { added: [], removed: [{ id: 'c2', name: 'Cap' }], changed: [], reordered: false },
    });
    expect(
      await within(region).findByText(
        'Computed from version 2 of the packaging (now version 5) with method 2026.11.1 and 2 data tables.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Shampoo bottle')).toBeInTheDocument();
    expect(within(region).getByText(/Components removed:/)).toHaveTextContent('Components removed: Cap');
  });

  it('says so when the packaging has not changed', async () => {
    const region = await renderWithEvidence({
      fields: [],
      components: { added: [], removed: [], changed: [], reordered: false },
    });
    expect(
      await within(region).findByText('The packaging has not changed since this result.'),
    ).toBeInTheDocument();
  });
});
