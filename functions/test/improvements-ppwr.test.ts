import { describe, expect, it } from 'vitest';
import type { ImprovementEffect } from '@recyclens/shared';
import { part } from './assessment/helpers';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * Improvement proposals name the PPWR requirement they fix (issue 34 §5): the check run on the
 * proposal's trial copy against the packaging as it is, not a guess.
 */
const call = useApi();
const tenant = await createTestTenant('improve-ppwr');
const engineer = await companyMember(tenant);

type Improvements = { grade: string; proposals: { grade: string; effects: ImprovementEffect[] }[] };

const bottle = async (countryId: string) => {
  const created = await call<{ id: string }>('POST', '/packages', {
    token: engineer.token,
    body: {
      name: 'Water bottle',
      draft: false,
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      components: [
        {
          ...part('Bottle', 'body', 'rigid-plastic', 'pet', {
            weight: 24,
            densityFrom: 1.33,
            densityTo: 1.4,
          }),
          recycledContentPercent: 20,
        },
        part('Cap', 'closure', 'rigid-plastic', 'pvc', { weight: 2, densityFrom: 1.3, densityTo: 1.4 }),
      ],
    },
  });
  expect(created.status).toBe(200);
  const answer = await call<Improvements>(
    'GET',
    `/packages/${created.body.id}/improvements?countryId=${countryId}&methodology=ceflex`,
    { token: engineer.token },
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('PPWR effects of improvement proposals', () => {
  it('a PVC cap swapped for PP reaches the grade Art. 6 needs from 2030 and 2038 in Germany', async () => {
    const answer = await bottle('DE');
    expect(answer.grade).toBe('not-recyclable');
    const [best] = answer.proposals;
    expect(best?.grade).toBe('A');
    const fixes = (best?.effects ?? []).filter((effect) => effect.kind === 'ppwr_fix');
    expect(fixes).toEqual([
      expect.objectContaining({
        ruleId: 'ppwr-6-recyclability',
        article: expect.stringContaining('6'),
        horizon: 'by2030',
        from: 'not_met',
        needed: expect.objectContaining({ value: 70, unit: '%' }),
      }),
      expect.objectContaining({
        ruleId: 'ppwr-6-recyclability',
        horizon: 'by2038',
        from: 'not_met',
        needed: expect.objectContaining({ value: 80, unit: '%' }),
      }),
    ]);
    // Its 20 % recycled PET still fails Art. 7: no proposal claims to fix it.
    expect(fixes.some((fix) => fix.ruleId === 'ppwr-7-recycled-content')).toBe(false);
  });

  it('names no PPWR requirement for a grade in a country outside the EU', async () => {
    const answer = await bottle('GB');
    const fixes = answer.proposals
      .flatMap((proposal) => proposal.effects)
      .filter((e) => e.kind === 'ppwr_fix');
    expect(fixes).toEqual([]);
  });
});
