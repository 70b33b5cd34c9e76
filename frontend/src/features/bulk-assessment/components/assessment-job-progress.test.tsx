import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/fake-fetch';
import { assessmentJob } from '../../../../test/fixtures/assessment-jobs';
import { lookupsAnswer } from '../../../../test/fixtures/lookups';
import { renderInRouter } from '../../../../test/render-in-router';
import { scriptedFetch } from '../../../../test/scripted-fetch';
import { AssessmentJobProgress } from './assessment-job-progress';

/** A finished bulk assessment as the server answers it. */
const doneJob = (fields: Record<string, unknown>) =>
  assessmentJob({ countryIds: ['DE'], methodology: 'ceflex', status: 'done', total: 3, done: 3, ...fields });

/** What a bulk assessment did (issue 36 §6): counts in each language's plural, what failed by name. */
describe('Bulk assessment progress', () => {
  it('names each packaging it could not assess, with why and a link, in German plurals', async () => {
    const api = scriptedFetch({
      'GET /assessment-jobs/j1': [
        ok(
          doneJob({
            assessed: 1,
            failed: 2,
            failures: [
              { packageId: 'p2', name: 'Joghurtbecher Skizze', reason: 'incomplete' },
              { packageId: 'p3', name: 'Deckel', reason: 'changed' },
            ],
          }),
        ),
      ],
    });
    await renderInRouter(() => <AssessmentJobProgress jobId="j1" />, { fetch: api.fetch, locale: 'de' });
    expect(await screen.findByText('Fertig: 1 Verpackung bewertet.')).toBeInTheDocument();
    expect(screen.getByText('2 Verpackungen konnten nicht bewertet werden:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Joghurtbecher Skizze' })).toHaveAttribute(
      'href',
      '/packages/p2',
    );
    expect(screen.getByRole('link', { name: 'Deckel' })).toHaveAttribute('href', '/packages/p3');
    expect(screen.getByText(/Komponenten sind nicht vollständig/)).toBeInTheDocument();
    expect(screen.getByText(/während der Bewertung geändert/)).toBeInTheDocument();
  });

  it("offers the assessed country's grades in the overview once done", async () => {
    const api = scriptedFetch({
      'GET /assessment-jobs/j1': [ok(doneJob({ assessed: 3, failed: 0, failures: [] }))],
      'GET /lookups': [
        ok(
          lookupsAnswer({
            country: [
              { id: 'DE', name: 'Germany', names: { en: 'Germany', de: 'Deutschland', fr: 'Allemagne' } },
            ],
          }),
        ),
      ],
    });
    const showGrades = vi.fn();
    await renderInRouter(() => <AssessmentJobProgress jobId="j1" onShowGrades={showGrades} />, {
      fetch: api.fetch,
    });
    expect(await screen.findByText('Done: 3 packaging assessed.')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the grades for Germany in the list' }),
    );
    expect(showGrades).toHaveBeenCalledWith('DE');
  });
});
