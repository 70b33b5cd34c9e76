import { describe, expect, it } from 'vitest';
import type { PackagingEprEstimate } from '@recyclens/shared';
import { useApi } from './support/api';
import { memberAndOutsider } from './support/company-members';
import { completeBody } from './support/components';

/**
 * GET /packages/{id}/epr-estimate?year= (issue 35 §3, docs/epr.md): a packaging's EPR fees per
 * country for a year, computed on read from its current version and the schedule editions held.
 */
const call = useApi();
const { member, outsider } = await memberAndOutsider('epr');

const bottle = {
  name: 'Water bottle',
  draft: false,
  categoryId: 'bottle',
  components: [
    { ...completeBody, name: 'Bottle', materialId: 'pet', colorId: 'clear', weight: 25 },
    { ...completeBody, name: 'Cap', typeId: 'closure', weight: 2 },
  ],
  unitsPlaced: [{ countryCode: 'GB', year: 2024, units: 1_000_000 }],
};

const create = async (body: Record<string, unknown> = bottle) => {
  const answer = await call<{ id: string; version: number }>('POST', '/packages', {
    token: member.token,
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body;
};
const estimateOf = (id: string, year: number | string, token = member.token) =>
  call<PackagingEprEstimate>('GET', `/packages/${id}/epr-estimate?year=${year}`, { token });
const countryOf = (estimate: PackagingEprEstimate, code: string) => {
  const country = estimate.countries.find((candidate) => candidate.countryCode === code);
  if (!country) throw new Error(`no ${code}`);
  return country;
};

describe('EPR estimate route', () => {
  it('prices the packaging by PackUK and Fost Plus for 2024, with edition and fingerprint and the year’s total where units are entered, and says Germany has no public schedule', async () => {
    const { id, version } = await create();
    const answer = await estimateOf(id, 2024);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ packageId: id, version, year: 2024 });

    // PackUK 2025 base fees, Plastic £423/t (gov.uk, "Extended Producer Responsibility for
    // Packaging: 2025 base fees", Table 1): (25 g + 2 g) × £423/t
    const uk = countryOf(answer.body, 'GB');
    if (uk.status !== 'estimated') throw new Error(uk.status);
    expect(uk.currency).toBe('GBP');
    expect(uk.edition).toMatchObject({ id: 'packuk-2025-base-fees', year: 2024 });
    expect(uk.edition.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(uk.edition.source.url).toContain('gov.uk');
    expect(uk.lines.map((line) => [line.componentName, line.row.label, line.row.rate])).toEqual([
      ['Bottle', 'Plastic', 423],
      ['Cap', 'Plastic', 423],
    ]);
    expect(uk.feePerUnit).toBeCloseTo(0.000027 * 423, 12);
    // The units entered for the UK in 2024 give the year's total: 1,000,000 × £0.011421
    expect(uk.units).toBe(1_000_000);
    expect(uk.total).toBeCloseTo(11_421, 6);

    // Fost Plus Green Dot rates 2024 (fostplus.be/en/members/green-dot-rates): PET bottles transparent
    // colourless 0,0646 €/kg; PP bottles, flasks and other rigid packaging 0,6843 €/kg
    const belgium = countryOf(answer.body, 'BE');
    if (belgium.status !== 'estimated') throw new Error(belgium.status);
    expect(belgium.currency).toBe('EUR');
    expect(belgium.feePerUnit).toBeCloseTo(0.025 * 0.0646 + 0.002 * 0.6843, 12);
    expect(belgium.lines[0]?.modulation.ruleId).toBe('fost-plus-obstructive-not-assessed');
    expect(belgium.units).toBeNull();
    expect(belgium.total).toBeNull();

    expect(countryOf(answer.body, 'DE')).toMatchObject({ status: 'no_public_schedule' });
    expect(countryOf(answer.body, 'DE')).not.toHaveProperty('feePerUnit');
  });

  it('prices 2026 by Ecoembes and says which countries have no verified rate', async () => {
    const { id } = await create();
    const answer = await estimateOf(id, 2026);
    expect(answer.status).toBe(200);
    // Ecoembes 2026 (ecoembesempresas.com/precios): PET otras botellas 0,260 €/kg; resto plásticos
    // rígidos 0,748 €/kg
    const spain = countryOf(answer.body, 'ES');
    if (spain.status !== 'estimated') throw new Error(spain.status);
    expect(spain.lines.map((line) => line.row.label)).toEqual([
      'PET – Otras botellas',
      'Resto plásticos rígidos – Cuerpo rígido',
    ]);
    expect(spain.feePerUnit).toBeCloseTo(0.025 * 0.26 + 0.002 * 0.748, 12);
    for (const code of ['BE', 'FR', 'GB', 'IT', 'NL'])
      expect(countryOf(answer.body, code)).toMatchObject({
        status: 'no_schedule',
        explanation: { en: expect.stringContaining('No verified rate') },
      });
  });

  it('lists a component without weight as unpriced, and the estimate as incomplete', async () => {
    const { id } = await create({
      ...bottle,
      draft: true,
      components: [...bottle.components, { ...completeBody, name: 'Label', weight: null }],
    });
    const uk = countryOf((await estimateOf(id, 2024)).body, 'GB');
    if (uk.status !== 'estimated') throw new Error(uk.status);
    expect(uk.unpriced).toMatchObject([{ componentName: 'Label', reason: 'no_weight', weightG: null }]);
    expect(uk.complete).toBe(false);
  });

  it('refuses a missing or non-numeric year, and another company’s packaging is not found', async () => {
    const { id } = await create();
    expect((await call('GET', `/packages/${id}/epr-estimate`, { token: member.token })).status).toBe(400);
    expect((await estimateOf(id, 'next')).status).toBe(400);
    const foreign = await estimateOf(id, 2024, outsider.token);
    expect(foreign.status).toBe(404);
  });
});
