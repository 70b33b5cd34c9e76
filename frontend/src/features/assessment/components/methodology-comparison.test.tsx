import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { packageResultSchema } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderWith, type FakeAnswer } from '../../../../test/render';
import { resultJson } from '../../../../test/fixtures/packaging';
import { MethodologyComparison } from './methodology-comparison';

const countries = [{ value: 'DE', label: 'Germany', group: 'eu' as const }];

/** Germany assessed with CEFLEX, and a PRE comparison run made after it that grades it C. */
const history = [
  resultJson('pre-run', { methodology: 'pre', grade: 'C', score: 55, comparison: true, packageVersion: 3 }),
  resultJson('ceflex-main', { methodology: 'ceflex', grade: 'A', comparison: false, packageVersion: 3 }),
].map((json) => packageResultSchema.parse(json));

const renderComparison = async (adopt: FakeAnswer) => {
  const api = fakeFetch({ 'POST /packages/p1/results/pre-run/adopt': adopt });
  await renderWith(
    <MethodologyComparison
      packageId="p1"
      history={history}
      countries={countries}
      defaultCountryId="DE"
      unsavedChanges={false}
    />,
    { fetch: api.fetch },
  );
  return api;
};

describe('Using a comparison run’s results', () => {
  it('adopts the stored run the user looked at instead of assessing again', async () => {
    const api = await renderComparison({
      status: 200,
      body: resultJson('adopted', { methodology: 'pre', grade: 'C', score: 55, comparison: false }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use these results' }));

    await screen.findByRole('button', { name: 'Use these results' });
    const writes = api.sent.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /packages/p1/results/pre-run/adopt',
    ]);
  });

  it('says why when the run can no longer be used', async () => {
    await renderComparison({
      status: 409,
      body: { code: 'RESULT_OUTDATED', message: 'The packaging changed since this comparison was made.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use these results' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These results could not be used.');
    expect(alert).toHaveTextContent(
      'The packaging changed since this comparison was made. Assess it again to use this methodology.',
    );
  });
});
