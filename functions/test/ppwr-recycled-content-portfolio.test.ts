import { describe, expect, it } from 'vitest';
import type { PortfolioSummary } from '@recyclens/shared';
import { rebuildPortfolio } from '../src/services/assessments/portfolio-rebuild';
import { useApi } from './support/api';
import { completeBody } from './support/components';
import { memberCalls } from './support/member-calls';

/**
 * Art. 7's recycled content over the portfolio (issue 34 §2, decision 057): per category and year,
 * the recycled part of the plastic the company's packaging place on EU markets, weighted by the
 * units placed, kept as packaging change and derived again by the rebuild.
 */
const call = useApi();

type Units = { countryCode: string; year: number; units: number }[];

/** A single-use PET beverage bottle of this weight and recycled content. */
const bottle = (name: string, grams: number, recycled: number | null, unitsPlaced: Units = []) => ({
  name,
  draft: false,
  contactSensitivity: 'beverage',
  singleUsePlasticBeverageBottle: true,
  unitsPlaced,
  components: [
    {
      ...completeBody,
      name: 'Bottle',
      materialId: 'pet',
      weight: grams,
      ...(recycled === null ? {} : { recycledContentPercent: recycled }),
    },
  ],
});

const newCompany = async () => {
  const company = await memberCalls(call, 'art7-portfolio');
  const recycledContent = async () => {
    const answer = await company.as<PortfolioSummary>('GET', '/portfolio');
    expect(answer.status).toBe(200);
    return answer.body.ppwr.recycledContent;
  };
  return { ...company, recycledContent };
};

/** A category's minimums as Art. 7(1) and (2) set them, from 2030 and from 2040. */
const minimums = (by2030: number, by2040: number) => [
  { from: '2030-01-01', percent: by2030 },
  { from: '2040-01-01', percent: by2040 },
];

type Figures = Awaited<ReturnType<Awaited<ReturnType<typeof newCompany>>['recycledContent']>>;
const category = (figures: Figures, id: string) => figures.categories.find((entry) => entry.category === id);
const year = (figures: Figures, id: string, wanted: number) =>
  category(figures, id)?.years.find((entry) => entry.year === wanted);

describe('Art. 7 portfolio figure', () => {
  it('weighs each category’s recycled content by the plastic its EU units place, says what it covers, and follows edits and deletions', async () => {
    const company = await newCompany();
    // 1.5 million bottles of 20 g at 20 % in DE and FR (the UK's 9 million are no EU market).
    const low = await company.create(
      bottle('Water 20', 20, 20, [
        { countryCode: 'DE', year: 2027, units: 1_000_000 },
        { countryCode: 'FR', year: 2027, units: 500_000 },
        { countryCode: 'GB', year: 2027, units: 9_000_000 },
        { countryCode: 'DE', year: 2028, units: 1_000_000 },
      ]),
    );
    // Half a million of 30 g at 40 %.
    const high = await company.create(
      bottle('Water 40', 30, 40, [{ countryCode: 'DE', year: 2027, units: 500_000 }]),
    );
    await company.create(
      bottle('Water unknown', 25, null, [{ countryCode: 'DE', year: 2027, units: 1_000 }]),
    );
    await company.create(bottle('Water without units', 25, 25));
    // 100,000 PP food trays of 50 g at 10 %, and as many medicinal blisters, exempt.
    for (const [name, contactSensitivity, weight, recycledContentPercent] of [
      ['Food tray', 'food', 50, 10],
      ['Syringe blister', 'medicinal_or_medical_device', 5, 0],
    ] as const)
      await company.create({
        name,
        draft: false,
        contactSensitivity,
        singleUsePlasticBeverageBottle: false,
        unitsPlaced: [{ countryCode: 'DE', year: 2027, units: 100_000 }],
        components: [{ ...completeBody, name, weight, recycledContentPercent }],
      });
    await company.create({ name: 'Tub without contact fields', draft: false, components: [completeBody] });

    const figures = await company.recycledContent();
    expect(figures.years).toEqual([2027, 2028]);
    // Bottles in 2027: 30 t + 15 t of PET, 6 t + 6 t of it recycled: 26.7 %, below 2030's 30 %.
    expect(category(figures, 'single_use_plastic_beverage_bottle')).toMatchObject({
      packages: 4,
      figureUnknown: 1,
      minimums: minimums(30, 65),
    });
    const bottles2027 = year(figures, 'single_use_plastic_beverage_bottle', 2027);
    expect(bottles2027).toMatchObject({
      packages: 2,
      withoutUnits: 1,
      plasticTonnes: 45,
      recycledTonnes: 12,
    });
    expect(bottles2027?.percent).toBeCloseTo(26.667, 3);
    expect(year(figures, 'single_use_plastic_beverage_bottle', 2028)).toMatchObject({
      packages: 1,
      withoutUnits: 2,
      plasticTonnes: 20,
      recycledTonnes: 4,
      percent: 20,
    });
    // The food tray: 5 t of PP at 10 %, exactly its category's 2030 minimum.
    expect(category(figures, 'other_contact_sensitive')).toMatchObject({
      packages: 1,
      figureUnknown: 0,
      minimums: minimums(10, 25),
      years: [
        { year: 2027, packages: 1, withoutUnits: 0, plasticTonnes: 5, recycledTonnes: 0.5, percent: 10 },
      ],
    });
    expect(category(figures, 'other_plastic')).toBeUndefined();
    expect(figures.leftOut).toEqual([
      { reason: 'medicinal_or_infant_food', packages: 1 },
      { reason: 'unclassified', packages: 1 },
    ]);

    // The 40 % bottle raised to 50 %: 6 t + 7.5 t of 45 t, exactly 30 %.
    const raised = await company.as('PUT', `/packages/${high.id}`, {
      body: {
        ...bottle('Water 40', 30, 50, [{ countryCode: 'DE', year: 2027, units: 500_000 }]),
        version: high.version,
      },
    });
    expect(raised.status).toBe(200);
    expect(year(await company.recycledContent(), 'single_use_plastic_beverage_bottle', 2027)).toMatchObject({
      plasticTonnes: 45,
      recycledTonnes: 13.5,
      percent: 30,
    });

    // The 20 % bottle deleted: 2027 is the 50 % bottle alone, and no bottle has units in 2028.
    const deleted = await company.as('DELETE', `/packages/${low.id}?version=${low.version}`);
    expect(deleted.status).toBe(200);
    const after = await company.recycledContent();
    expect(after.years).toEqual([2027]);
    expect(category(after, 'single_use_plastic_beverage_bottle')).toMatchObject({
      packages: 3,
      years: [
        { year: 2027, packages: 1, withoutUnits: 1, plasticTonnes: 15, recycledTonnes: 7.5, percent: 50 },
      ],
    });

    // The rebuild derives the same figures from the packaging alone.
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    expect(await company.recycledContent()).toEqual(after);
  });

  it('a packaging whose plastic parts are each below 5 % of its weight is left out, and an empty portfolio has no figure', async () => {
    const company = await newCompany();
    expect(await company.recycledContent()).toEqual({ years: [], categories: [], leftOut: [] });
    await company.create({
      name: 'Glass jar with a PP liner',
      draft: false,
      contactSensitivity: 'food',
      singleUsePlasticBeverageBottle: false,
      unitsPlaced: [{ countryCode: 'DE', year: 2027, units: 1_000 }],
      components: [
        { ...completeBody, name: 'Liner', weight: 4, recycledContentPercent: 0 },
        { ...completeBody, name: 'Jar', familyId: 'glass', materialId: 'glass', weight: 200 },
      ],
    });
    expect(await company.recycledContent()).toEqual({
      years: [],
      categories: [],
      leftOut: [{ reason: 'plastic_parts_below_5_percent', packages: 1 }],
    });
  });
});
