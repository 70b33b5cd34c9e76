import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookupsJson } from '../../../../test/fixtures/packaging';
import { fakeFetch } from '../../../../test/render';
import { renderInRouter } from '../../../../test/render-in-router';
import { ImprovementProposals } from './improvement-proposals';

/** The PPWR proposal for a 20 % rPET bottle (docs/ppwr.md#portfolio): its grade stays, Art. 7 is met. */
const raiseProposal = {
  id: 'recycled-content:0:30',
  changes: [
    {
      kind: 'recycled-content',
      componentIndex: 0,
      componentName: 'Bottle',
      from: '20',
      fromName: null,
      to: '30',
      toName: null,
    },
  ],
  grade: 'B',
  score: 88,
  effects: [
    {
      kind: 'ppwr_fix',
      ruleId: 'ppwr-7-recycled-content',
      article: 'Art. 7(1)–(2)',
      title: 'Minimum recycled content in plastic packaging',
      horizon: 'by2030',
      from: 'not_met',
      to: 'evidence_missing',
      needed: {
        name: 'minimum.single_use_plastic_beverage_bottle',
        value: 30,
        unit: '%',
        comparison: 'at_least',
      },
    },
  ],
};

const show = async (locale: 'en' | 'de' | 'fr') => {
  const api = fakeFetch({
    'GET /lookups': { status: 200, body: lookupsJson },
    'GET /packages/p1/improvements': {
      status: 200,
      body: {
        countryId: 'DE',
        methodology: 'ceflex',
        methodVersion: '2026.11.2',
        grade: 'B',
        score: 88,
        proposals: [raiseProposal],
        complete: true,
      },
    },
  });
  await renderInRouter(
    () => (
      <ImprovementProposals
        packageId="p1"
        countryId="DE"
        countryName="Germany"
        methodology="ceflex"
        language={locale.toUpperCase() as 'EN' | 'DE' | 'FR'}
      />
    ),
    { locale, fetch: api.fetch },
  );
  // The first render of a file pays for transforming the feature's code: a busy runner needs longer.
  return screen.findByRole(
    'list',
    { name: /^(Proposals for|Vorschläge für|Propositions pour)/ },
    { timeout: 10_000 },
  );
};

describe('the proposal raising recycled content to Art. 7’s minimum', () => {
  it(
    'says which component goes from what to what, and which requirement it meets, without a grade that does not move',
    { timeout: 15_000 },
    async () => {
      const proposal = await show('en');
      expect(
        within(proposal).getByText('Raise the post-consumer recycled content of “Bottle” from 20% to 30%'),
      ).toBeVisible();
      expect(
        within(proposal).getByText(
          'Meets Art. 7(1)–(2) Minimum recycled content in plastic packaging from 2030 (30 % needed) once its evidence is uploaded',
        ),
      ).toBeVisible();
      expect(within(proposal).queryByText('reaches')).toBeNull();
      expect(within(proposal).getByRole('button', { name: 'Apply to a copy' })).toBeEnabled();
    },
  );

  it('in German and French', { timeout: 15_000 }, async () => {
    const german = await show('de');
    expect(
      within(german).getByText('Post-Consumer-Rezyklatanteil von „Bottle“ von 20 % auf 30 % erhöhen'),
    ).toBeVisible();
    cleanup();
    const french = await show('fr');
    expect(
      within(french).getByText(
        'Porter la teneur en matières recyclées post-consommation de « Bottle » de 20 % à 30 %',
      ),
    ).toBeVisible();
  });
});
