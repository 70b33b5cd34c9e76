import { describe, expect, it } from 'vitest';
import type { PortfolioEpr, PortfolioSummary } from '@recyclens/shared';
import { useApi } from './support/api';
import { completeBody } from './support/components';
import { memberCalls } from './support/member-calls';

/**
 * The largest figures the fields allow (10¹² units a year of a one-tonne component) make fees in
 * pence and sums past 2⁵³: the packaging still saves, and every figure reads back, instead of a
 * 500 from the DynamoDB client refusing an imprecise number (issue 37: bad input never crashes a
 * handler).
 */
const call = useApi();

const UNITS_MAX = 1_000_000_000_000;
const GRAMS_MAX = 1_000_000;

describe('the largest units and weights the fields allow', () => {
  it('save, price, count and delete without an error', async () => {
    const { as } = await memberCalls(call, 'huge-figures');
    const unitsPlaced = ['GB', 'ES', 'DE'].flatMap((countryCode) =>
      [2024, 2026].map((year) => ({ countryCode, year, units: UNITS_MAX })),
    );
    const body = {
      draft: false,
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      unitsPlaced,
      components: [
        { ...completeBody, name: 'Crate', materialId: 'pet', weight: GRAMS_MAX, recycledContentPercent: 30 },
      ],
    };
    const created: { id: string; version: number }[] = [];
    for (const name of ['Crate 1', 'Crate 2']) {
      const answer = await as<{ id: string; version: number }>('POST', '/packages', {
        body: { ...body, name },
      });
      expect(answer.status).toBe(200);
      created.push(answer.body);
    }
    const [first] = created;
    if (!first) throw new Error('nothing created');

    const estimate = await as<{ years: unknown[] }>('GET', `/packages/${first.id}/epr-estimate?year=2024`);
    expect(estimate.status).toBe(200);

    // Two packaging of 10¹² t each in DE and in ES: 4 × 10¹² t of PET on EU markets in 2026, 30 % recycled.
    const portfolio = await as<PortfolioSummary>('GET', '/portfolio');
    expect(portfolio.status).toBe(200);
    const bottles = portfolio.body.ppwr.recycledContent.categories.find(
      (entry) => entry.category === 'single_use_plastic_beverage_bottle',
    );
    expect(bottles?.years.find((entry) => entry.year === 2026)).toMatchObject({
      packages: 2,
      plasticTonnes: 4e12,
      recycledTonnes: 1.2e12,
      percent: 30,
    });

    // The UK's 2024 base fee for plastic, £423 a tonne (docs/epr.md), on 2 × 10¹² t.
    const fees = await as<PortfolioEpr>('GET', '/portfolio/epr?year=2024');
    expect(fees.status).toBe(200);
    const uk = fees.body.countries.find((country) => country.countryCode === 'GB');
    expect(uk).toMatchObject({ status: 'estimated', packaging: 2 });
    expect(uk && 'total' in uk ? uk.total : null).toBeCloseTo(423 * 2e12, -6);

    const edited = await as('PUT', `/packages/${first.id}`, {
      body: { ...body, name: 'Crate 1', unitsPlaced: [], version: first.version },
    });
    expect(edited.status).toBe(200);
    for (const { id, version } of created.slice(1))
      expect((await as('DELETE', `/packages/${id}?version=${version}`)).status).toBe(200);
    const emptied = await as<PortfolioEpr>('GET', '/portfolio/epr?year=2024');
    expect(emptied.status).toBe(200);
    expect(emptied.body.countries).toEqual([]);
  });
});
