import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fake-fetch';
import { assessmentJob } from '../../../../test/fixtures/assessment-jobs';
import { countryLookup, lookupsAnswer } from '../../../../test/fixtures/lookups';
import { renderWith } from '../../../../test/render';
import { scriptedFetch } from '../../../../test/scripted-fetch';
import { BulkAssessDialog } from './bulk-assess-dialog';
import { POLL_WAIT, waitForProgress } from '../../../../test/job-polls';

// Two polls a second apart, on a machine shared by several test runs.
const FOLLOWS_A_JOB = 15_000;
const lookups = lookupsAnswer({
  country: [
    countryLookup('DE', 'Germany', 'eu'),
    countryLookup('FR', 'France', 'eu'),
    countryLookup('US', 'United States', 'other'),
  ],
});

describe('Bulk assess dialog', () => {
  it(
    'assesses the selection for the chosen countries and methodology, with its progress, by keyboard',
    async () => {
      const api = scriptedFetch({
        'GET /lookups': [ok(lookups)],
        'POST /assessment-jobs': [ok(assessmentJob())],
        'GET /assessment-jobs/j1': [
          ok(assessmentJob({ status: 'running', done: 1, assessed: 1 })),
          ok(assessmentJob({ status: 'done', done: 2, assessed: 1, failed: 1 })),
        ],
      });
      await renderWith(
        <BulkAssessDialog open onOpenChange={() => undefined} selection={{ packageIds: ['p1', 'p2'] }} />,
        { fetch: api.fetch },
      );
      expect(screen.getByRole('dialog', { name: 'Assess selected packaging' })).toBeInTheDocument();
      expect(screen.getByText('2 selected packaging will be assessed.')).toBeInTheDocument();

      // Without a country, nothing starts and the dialog says why.
      await userEvent.click(screen.getByRole('button', { name: 'Start assessment' }));
      expect(await screen.findByText('Choose at least one country')).toBeInTheDocument();
      expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);

      // Countries grouped EU / other, found by typing; Enter takes the only match.
      const eu = await screen.findByRole('group', { name: 'EU member states' });
      expect(within(eu).getAllByRole('checkbox')).toHaveLength(2);
      const others = screen.getByRole('group', { name: 'Other countries' });
      expect(within(others).getByRole('checkbox', { name: 'United States' })).toBeInTheDocument();
      screen.getByRole('searchbox', { name: 'Find a country by name or code' }).focus();
      await userEvent.keyboard('fr{Enter}');
      expect(screen.getByRole('button', { name: 'Remove France' })).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Methodology' }), 'pre');
      screen.getByRole('button', { name: 'Start assessment' }).focus();
      await userEvent.keyboard('{Enter}');

      expect(api.sent.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: '/assessment-jobs',
        body: { packageIds: ['p1', 'p2'], countryIds: ['FR'], methodology: 'pre' },
      });
      expect(await screen.findByText('Waiting for the assessment to start…')).toBeInTheDocument();
      await waitForProgress('Assessment progress', 1);
      expect(screen.getByText('1 of 2 packaging gone through, 1 assessed…')).toBeInTheDocument();
      expect(await screen.findByText('Done: 1 packaging assessed.', {}, POLL_WAIT)).toBeInTheDocument();
      expect(
        screen.getByText(
          '1 packaging could not be assessed: complete their components, then assess them again.',
        ),
      ).toBeInTheDocument();
    },
    FOLLOWS_A_JOB,
  );

  it(
    'offers to resume a job that stopped, and follows it again',
    async () => {
      const api = scriptedFetch({
        'GET /lookups': [ok(lookups)],
        'POST /assessment-jobs': [ok(assessmentJob({ scope: 'all', total: 300 }))],
        'GET /assessment-jobs/j1': [
          ok(
            assessmentJob({
              scope: 'all',
              total: 300,
              status: 'failed',
              done: 100,
              assessed: 100,
              error: 'stopped',
            }),
          ),
          ok(assessmentJob({ scope: 'all', total: 300, status: 'done', done: 300, assessed: 300 })),
        ],
        'POST /assessment-jobs/j1/resume': [
          ok(assessmentJob({ scope: 'all', total: 300, status: 'running', done: 100 })),
        ],
      });
      await renderWith(<BulkAssessDialog open onOpenChange={() => undefined} selection="all" />, {
        fetch: api.fetch,
      });
      expect(screen.getByText('All packaging of your company will be assessed.')).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Germany' }));
      await userEvent.click(screen.getByRole('button', { name: 'Start assessment' }));

      expect(await screen.findByRole('alert', {}, POLL_WAIT)).toHaveTextContent('The assessment stopped.');
      expect(screen.getByRole('alert')).toHaveTextContent(
        '100 of 300 packaging were gone through, 100 assessed.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
      expect(await screen.findByText('Done: 300 packaging assessed.', {}, POLL_WAIT)).toBeInTheDocument();
      expect(api.sent.map((call) => `${call.method} ${call.path}`)).toContain(
        'POST /assessment-jobs/j1/resume',
      );
    },
    FOLLOWS_A_JOB,
  );

  it("follows the company's running job when another is refused, and shows other errors in the reader's language", async () => {
    const api = scriptedFetch({
      'GET /lookups': [ok(lookups)],
      'POST /assessment-jobs': [
        { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' } },
        {
          status: 409,
          body: { code: 'ASSESSMENT_JOB_RUNNING', message: 'Running', fields: { jobId: 'other' } },
        },
      ],
      'GET /assessment-jobs/other': [
        ok(assessmentJob({ id: 'other', status: 'running', total: 50, done: 20, assessed: 20 })),
      ],
    });
    await renderWith(
      <BulkAssessDialog open onOpenChange={() => undefined} selection={{ projectId: 'pr1' }} />,
      {
        fetch: api.fetch,
        locale: 'de',
      },
    );
    expect(screen.getByText('Alle Verpackungen des Projekts werden bewertet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Germany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Bewertung konnte nicht gestartet werden.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByText(
        'Für Ihr Unternehmen läuft bereits eine Sammelbewertung; es läuft immer nur eine. Ihr Fortschritt:',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('20 von 50 Verpackungen durchgesehen, 20 bewertet…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { projectId: 'pr1', countryIds: ['DE'], methodology: 'ceflex' },
      { projectId: 'pr1', countryIds: ['DE'], methodology: 'ceflex' },
    ]);
  });
});
