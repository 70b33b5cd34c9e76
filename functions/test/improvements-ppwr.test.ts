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

/** The 24 g body of a single-use PET bottle, the packaging both proposals start from. */
const petBody = (recycledContentPercent: number) => ({
  ...part('Bottle', 'body', 'rigid-plastic', 'pet', { weight: 24, densityFrom: 1.33, densityTo: 1.4 }),
  recycledContentPercent,
});

const bottle = async (countryId: string) => {
  const created = await call<{ id: string }>('POST', '/packages', {
    token: engineer.token,
    body: {
      name: 'Water bottle',
      draft: false,
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      components: [
        petBody(20),
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

type RecycledProposal = {
  id: string;
  grade: string;
  changes: { kind: string; componentName: string; from: string | null; to: string | null }[];
  effects: ImprovementEffect[];
};

/** A single-use PET bottle with a recyclable cap: only its recycled content stands between it and Art. 7. */
const petBottle = async (recycledContentPercent: number) => {
  const created = await call<{ id: string }>('POST', '/packages', {
    token: engineer.token,
    body: {
      name: `PET bottle ${recycledContentPercent} %`,
      draft: false,
      // Units in a country whose schedule we hold: a fee the raise does not change is no saving.
      unitsPlaced: [{ countryCode: 'ES', year: 2026, units: 10_000 }],
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      components: [
        petBody(recycledContentPercent),
        {
          ...part('Cap', 'closure', 'rigid-plastic', 'hdpe', {
            weight: 2,
            densityFrom: 0.94,
            densityTo: 0.96,
          }),
          recycledContentPercent: 40,
        },
      ],
    },
  });
  expect(created.status).toBe(200);
  const answer = await call<{ proposals: RecycledProposal[] }>(
    'GET',
    `/packages/${created.body.id}/improvements?countryId=DE&methodology=ceflex`,
    { token: engineer.token },
  );
  expect(answer.status).toBe(200);
  return { id: created.body.id, proposals: answer.body.proposals };
};

const raisesRecycledContent = (proposal: RecycledProposal) =>
  proposal.changes.every((change) => change.kind === 'recycled-content');

describe('a proposal that raises recycled content to the Art. 7 minimum', () => {
  it('raises a 20 % rPET bottle to 30 % and says it meets Art. 7 from 2030 once the new figure is proven', async () => {
    const { id, proposals } = await petBottle(20);
    const raise = proposals.find(raisesRecycledContent);
    // Only the bottle is below the minimum; the cap's 40 % stays.
    expect(raise?.changes).toEqual([
      expect.objectContaining({ kind: 'recycled-content', componentName: 'Bottle', from: '20', to: '30' }),
    ]);
    const fixes = (raise?.effects ?? []).filter((effect) => effect.kind === 'ppwr_fix');
    expect(fixes).toContainEqual(
      expect.objectContaining({
        ruleId: 'ppwr-7-recycled-content',
        article: expect.stringContaining('7'),
        horizon: 'by2030',
        from: 'not_met',
        // A declaration of 20 % does not prove 30 %: the new figure needs its own.
        to: 'evidence_missing',
        needed: expect.objectContaining({ value: 30, unit: '%' }),
      }),
    );
    // No schedule we hold modulates recycled content: no saving is claimed.
    expect(raise?.effects.some((effect) => effect.kind === 'epr_saving')).toBe(false);

    // Applied, the copy holds 30 % in the bottle; the cap keeps its 40 %.
    const applied = await call<{ packageComponents: { name: string; recycledContentPercent?: number }[] }>(
      'POST',
      `/packages/${id}/improvements`,
      { token: engineer.token, body: { proposalId: raise?.id } },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.packageComponents.map((c) => [c.name, c.recycledContentPercent])).toEqual([
      ['Bottle', 30],
      ['Cap', 40],
    ]);
  });

  it('offers nothing of the kind for a bottle already at 30 %', async () => {
    const { proposals } = await petBottle(30);
    expect(proposals.filter(raisesRecycledContent)).toEqual([]);
  });
});
