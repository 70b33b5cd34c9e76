import { screen } from '@testing-library/react';
import type { EprSavingEffect, ImprovementEffect, PpwrFixEffect } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { lookupsJson } from '../../../../test/fixtures/packaging';
import { fakeFetch, renderWith } from '../../../../test/render';
import { ImprovementEffects } from './improvement-effects';

const saving = (fields: Partial<EprSavingEffect>): EprSavingEffect => ({
  kind: 'epr_saving',
  countryCode: 'FR',
  year: 2026,
  currency: 'EUR',
  units: 10_000,
  perUnit: 0.00354,
  amount: 35.4,
  complete: true,
  ...fields,
});

const show = async (effects: ImprovementEffect[], locale: 'en' | 'de' = 'en') => {
  const api = fakeFetch({ 'GET /lookups': { status: 200, body: lookupsJson } });
  await renderWith(<ImprovementEffects effects={effects} />, { locale, fetch: api.fetch });
};

describe('what a proposal saves in EPR fees', () => {
  it('says per country and year what the change saves, or costs, in the scheme’s currency', async () => {
    await show([
      saving({}),
      saving({ countryCode: 'DE', year: 2025, perUnit: -0.001, amount: -5, units: 5000, complete: false }),
    ]);
    expect(
      await screen.findByText('Saves €35.40 in EPR fees in France in 2026 (10,000 units)'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Costs €5.00 more in EPR fees in Germany in 2025 (5,000 units; some components are not priced)',
      ),
    ).toBeVisible();
  });

  it('in German', async () => {
    await show([saving({})], 'de');
    expect(
      await screen.findByText('Spart 35,40 € EPR-Entgelte in Frankreich im Jahr 2026 (10.000 Stück)'),
    ).toBeVisible();
  });
});

describe('which PPWR requirement a proposal fixes', () => {
  const fix = (fields: Partial<PpwrFixEffect>): PpwrFixEffect => ({
    kind: 'ppwr_fix',
    ruleId: 'ppwr-7-recycled-content',
    article: 'Art. 7(1)',
    title: 'Recycled content',
    horizon: 'by2030',
    from: 'not_met',
    to: 'met',
    needed: {
      name: 'minimum.single_use_plastic_beverage_bottle',
      value: 30,
      unit: '%',
      comparison: 'at_least',
    },
    ...fields,
  });

  it('names the article, the year and what is needed', async () => {
    await show([
      fix({}),
      fix({
        ruleId: 'ppwr-6-recyclability',
        article: 'Art. 6',
        title: 'Recyclability',
        horizon: 'by2038',
        to: 'evidence_missing',
        needed: { name: 'gradeSharePercent', value: 80, unit: '%', comparison: 'at_least' },
      }),
    ]);
    expect(await screen.findByText('Meets Art. 7(1) Recycled content from 2030 (30 % needed)')).toBeVisible();
    expect(
      screen.getByText('Meets Art. 6 Recyclability from 2038 (grade B needed) once its evidence is uploaded'),
    ).toBeVisible();
  });
});
