import { describe, expect, it } from 'vitest';
import type { EprCountryEstimate } from '@recyclens/shared';
import {
  editionFingerprint,
  editionFor,
  estimateCountries,
  estimateCountry,
  scheduleEditions,
  type EprPackaging,
  type ScheduleEdition,
} from '../src/epr';

/**
 * The EPR fee engine (issue 35 §2–§3, docs/epr.md): hand-built packaging priced from each
 * schedule's published rates. Each expected figure names the rate and where it was read.
 */
const estimated = (estimate: EprCountryEstimate) => {
  if (estimate.status !== 'estimated') throw new Error(`${estimate.countryCode}: ${estimate.status}`);
  return estimate;
};

const petBottle: EprPackaging = {
  categoryId: 'bottle',
  components: [
    {
      id: 'body',
      name: 'Bottle',
      familyId: 'rigid-plastic',
      materialId: 'pet',
      colorId: 'clear',
      weight: 25,
    },
    { id: 'cap', name: 'Cap', familyId: 'rigid-plastic', materialId: 'pp', weight: 2 },
    { id: 'label', name: 'Label', familyId: 'paper-board', materialId: 'paper', weight: 1 },
  ],
  unitsPlaced: [
    { countryCode: 'GB', year: 2024, units: 1_000_000 },
    { countryCode: 'BE', year: 2024, units: 200_000 },
  ],
};

describe('EPR estimate: United Kingdom, PackUK 2025 base fees (packaging supplied in 2024)', () => {
  // Rates: Plastic £423/t, Paper and card £196/t, Fibre-based composite £461/t — PackUK, "Extended
  // Producer Responsibility for Packaging: 2025 base fees", Table 1,
  // https://www.gov.uk/government/publications/extended-producer-responsibility-for-packaging-2025-base-fees/extended-producer-responsibility-for-packaging-2025-base-fees
  it('prices each component by weight × its material’s rate per tonne, in pounds, and multiplies by the units placed', () => {
    const uk = estimated(estimateCountry(petBottle, 'GB', 2024));
    expect(uk.currency).toBe('GBP');
    expect(uk.scheme.name).toBe('PackUK');
    expect(uk.lines.map((line) => [line.componentId, line.row.label, line.row.rate, line.row.per])).toEqual([
      ['body', 'Plastic', 423, 'tonne'],
      ['cap', 'Plastic', 423, 'tonne'],
      ['label', 'Paper and card', 196, 'tonne'],
    ]);
    // 25 g = 0.000025 t × £423 = £0.010575; 2 g × £423/t = £0.000846; 1 g × £196/t = £0.000196
    expect(uk.lines.map((line) => line.amount)).toEqual([
      expect.closeTo(0.010575, 9),
      expect.closeTo(0.000846, 9),
      expect.closeTo(0.000196, 9),
    ]);
    expect(uk.feePerUnit).toBeCloseTo(0.011617, 9);
    expect(uk.units).toBe(1_000_000);
    expect(uk.total).toBeCloseTo(11_617, 4);
    expect(uk.complete).toBe(true);
  });

  it('prices a paper laminate whole as fibre-based composite, by the weight of all its layers', () => {
    const carton: EprPackaging = {
      components: [
        {
          id: 'c1',
          name: 'Carton',
          familyId: 'paper-board',
          constituents: [
            { materialId: 'cartonboard', weight: 20 },
            { materialId: 'ldpe', weight: 3 },
            { materialId: 'aluminium-foil', weight: 1 },
          ],
        },
      ],
    };
    const [line] = estimated(estimateCountry(carton, 'GB', 2024)).lines;
    expect(line?.row.label).toBe('Fibre-based composite');
    expect(line?.weightG).toBe(24);
    expect(line?.amount).toBeCloseTo(0.000024 * 461, 12);
  });

  it('says the base fees are not modulated, and holds no figure for packaging supplied in 2026', () => {
    const uk = estimated(estimateCountry(petBottle, 'GB', 2024));
    expect(new Set(uk.lines.map((line) => line.modulation.ruleId))).toEqual(
      new Set(['packuk-2025-base-fee']),
    );
    expect(uk.lines.every((line) => line.modulation.kind === 'none' && line.amount === line.baseAmount)).toBe(
      true,
    );
    const later = estimateCountry(petBottle, 'GB', 2026);
    expect(later.status).toBe('no_schedule');
    expect(later).not.toHaveProperty('feePerUnit');
  });
});

describe('EPR estimate: Spain, Ecoembes 2026 household prices', () => {
  // Rates: Vidrio factor peso 0,03515 €/kg + factor unidad 0,00498 €/ud; Acero 0,197 €/kg; PET otras
  // botellas 0,260 €/kg; PET botellas de bebidas ≤ 3L SUP 0,271 €/kg — Ecoembes, "Precios de
  // Ecoembes 2026", https://ecoembesempresas.com/precios
  it('prices glass by its weight factor plus its factor per unit, and a steel lid per kilogram', () => {
    const jar: EprPackaging = {
      categoryId: 'jar',
      components: [
        { id: 'jar', name: 'Jar', familyId: 'glass', materialId: 'glass', weight: 200 },
        { id: 'lid', name: 'Lid', familyId: 'metal', materialId: 'steel', weight: 10 },
      ],
    };
    const spain = estimated(estimateCountry(jar, 'ES', 2026));
    expect(spain.currency).toBe('EUR');
    expect(spain.lines.map((line) => [line.row.label, line.row.rate, line.row.per])).toEqual([
      ['Vidrio – Factor peso', 0.03515, 'kg'],
      ['Vidrio – Factor unidad', 0.00498, 'unit'],
      ['Acero (latas de bebidas y resto de envases)', 0.197, 'kg'],
    ]);
    // 0.2 kg × 0.03515 = 0.00703; one unit × 0.00498; 0.01 kg × 0.197 = 0.00197
    expect(spain.feePerUnit).toBeCloseTo(0.00703 + 0.00498 + 0.00197, 10);
    expect(spain.units).toBeNull();
    expect(spain.total).toBeNull();
  });

  it('takes the SUP row for a PET bottle marked a single-use plastic beverage bottle, the other-bottles row otherwise', () => {
    const bottle = (singleUsePlasticBeverageBottle: boolean): EprPackaging => ({
      categoryId: 'bottle',
      singleUsePlasticBeverageBottle,
      components: [{ id: 'b', name: 'Bottle', familyId: 'rigid-plastic', materialId: 'pet', weight: 30 }],
    });
    const sup = estimated(estimateCountry(bottle(true), 'ES', 2026));
    const other = estimated(estimateCountry(bottle(false), 'ES', 2026));
    expect(sup.lines[0]?.row.label).toBe('PET – Botellas de bebidas ≤ 3L SUP');
    expect(sup.feePerUnit).toBeCloseTo(0.03 * 0.271, 12);
    expect(other.lines[0]?.row.label).toBe('PET – Otras botellas');
    expect(other.feePerUnit).toBeCloseTo(0.03 * 0.26, 12);
    expect(other.lines[0]?.modulation.ruleId).toBe('ecoembes-2026-published-rate');
  });
});

describe('EPR estimate: Belgium, Fost Plus Green Dot rates 2024', () => {
  // Rates: PET bottles and flasks - transparent colourless 0,0646 €/kg; PP bottles, flasks and other
  // rigid packaging 0,6843 €/kg; Paper-Cardboard 0,1209 €/kg; PE films 1,3828 €/kg — Fost Plus,
  // Green Dot rates, column 2024, https://www.fostplus.be/en/members/green-dot-rates
  it('prices a clear PET bottle at the colourless-PET row, and says the obstructive-packaging rate is not assessed', () => {
    const belgium = estimated(estimateCountry(petBottle, 'BE', 2024));
    expect(belgium.lines.map((line) => line.row.label)).toEqual([
      'PET bottles and flasks - transparent colourless',
      'PP bottles, flasks and other rigid packaging',
      'Paper-Cardboard',
    ]);
    expect(belgium.feePerUnit).toBeCloseTo(0.025 * 0.0646 + 0.002 * 0.6843 + 0.001 * 0.1209, 12);
    expect(belgium.total).toBeCloseTo(200_000 * (0.025 * 0.0646 + 0.002 * 0.6843 + 0.001 * 0.1209), 6);
    expect(belgium.lines[0]?.modulation).toMatchObject({
      kind: 'none',
      ruleId: 'fost-plus-obstructive-not-assessed',
    });
    expect(belgium.lines[0]?.modulation.rule.en).toContain('obstructive-packaging rate');
  });

  it('prices a PE film at the PE-film row', () => {
    const pouch: EprPackaging = {
      components: [{ id: 'f', name: 'Film', familyId: 'flexible-plastic', materialId: 'ldpe', weight: 5 }],
    };
    const line = estimated(estimateCountry(pouch, 'BE', 2024)).lines[0];
    expect(line?.row).toMatchObject({ label: 'PE films', rate: 1.3828, per: 'kg' });
    expect(line?.amount).toBeCloseTo(0.005 * 1.3828, 12);
  });
});

describe('EPR estimate: what cannot be priced', () => {
  it('lists a component with no weight, no material or no row as unpriced with its reason, never at zero', () => {
    const pkg: EprPackaging = {
      categoryId: 'bottle',
      components: [
        {
          id: 'ok',
          name: 'Bottle',
          familyId: 'rigid-plastic',
          materialId: 'pet',
          colorId: 'clear',
          weight: 25,
        },
        { id: 'light', name: 'Sleeve', familyId: 'flexible-plastic', materialId: 'pet', weight: null },
        { id: 'blank', name: 'Insert', familyId: 'other', weight: 3 },
        {
          id: 'dark',
          name: 'Second bottle',
          familyId: 'rigid-plastic',
          materialId: 'pet',
          colorId: 'dark',
          weight: 25,
        },
      ],
    };
    const belgium = estimated(estimateCountry(pkg, 'BE', 2024));
    expect(belgium.lines.map((line) => line.componentId)).toEqual(['ok']);
    expect(belgium.unpriced.map((entry) => [entry.componentId, entry.reason])).toEqual([
      ['light', 'no_weight'],
      ['blank', 'no_material'],
      ['dark', 'no_row'],
    ]);
    expect(belgium.unpriced[2]?.explanation.en).toContain('colour');
    expect(belgium.complete).toBe(false);
  });

  it('lists a component whose row has no verified rate as unpriced, naming the row', () => {
    const edition: ScheduleEdition = {
      ...scheduleEditions[0]!,
      rows: scheduleEditions[0]!.rows.map((row) => (row.id === 'plastic' ? { ...row, rate: null } : row)),
    };
    const uk = estimated(estimateCountry(petBottle, 'GB', 2024, [edition]));
    expect(uk.unpriced.map((entry) => [entry.componentId, entry.reason])).toEqual([
      ['body', 'rate_unknown'],
      ['cap', 'rate_unknown'],
    ]);
    expect(uk.unpriced[0]?.explanation.en).toContain('"Plastic"');
    expect(uk.lines.map((line) => line.componentId)).toEqual(['label']);
  });

  it('says Germany has no public schedule and shows no figure', () => {
    const germany = estimateCountry(
      { ...petBottle, unitsPlaced: [{ countryCode: 'DE', year: 2026, units: 5000 }] },
      'DE',
      2026,
    );
    expect(germany).toEqual({
      status: 'no_public_schedule',
      countryCode: 'DE',
      year: 2026,
      units: 5000,
      explanation: expect.objectContaining({ en: expect.stringContaining('privately') }),
    });
  });

  it('answers every researched country for a year, and a market with units but no known scheme as no schedule', () => {
    const pkg = { ...petBottle, unitsPlaced: [{ countryCode: 'AT', year: 2026, units: 10 }] };
    const countries = estimateCountries(pkg, 2026);
    expect(countries.map((country) => [country.countryCode, country.status])).toEqual([
      ['AT', 'no_schedule'],
      ['BE', 'no_schedule'],
      ['DE', 'no_public_schedule'],
      ['ES', 'estimated'],
      ['FR', 'no_schedule'],
      ['GB', 'no_schedule'],
      ['IT', 'no_schedule'],
      ['NL', 'no_schedule'],
    ]);
    expect(countries[0]).toMatchObject({
      units: 10,
      explanation: { en: expect.stringContaining('No verified rate') },
    });
  });
});

describe('EPR schedule editions', () => {
  it('fingerprints each edition by its data: a changed rate changes it, the same data gives the same one', () => {
    const [uk] = scheduleEditions;
    const fingerprint = editionFingerprint(uk!);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(editionFingerprint({ ...uk!, rows: [...uk!.rows] })).toBe(fingerprint);
    const changed = {
      ...uk!,
      rows: uk!.rows.map((row) => (row.id === 'glass' ? { ...row, rate: 193 } : row)),
    };
    expect(editionFingerprint(changed)).not.toBe(fingerprint);
    expect(estimated(estimateCountry(petBottle, 'GB', 2024)).edition.fingerprint).toBe(fingerprint);
  });

  it('a revised edition gives new estimates; an estimate made before keeps its edition, fingerprint and amount', () => {
    const fost = editionFor('BE', 2024)!;
    const before = JSON.parse(JSON.stringify(estimateCountry(petBottle, 'BE', 2024))) as EprCountryEstimate;
    const revised: ScheduleEdition = {
      ...fost,
      id: 'fost-plus-2024-revised',
      rows: fost.rows.map((row) => (row.id === 'pet-bottles-colourless' ? { ...row, rate: 0.1 } : row)),
    };
    const after = estimated(estimateCountry(petBottle, 'BE', 2024, [...scheduleEditions, revised]));
    expect(after.edition.id).toBe('fost-plus-2024-revised');
    expect(after.edition.fingerprint).toBe(editionFingerprint(revised));
    expect(after.lines[0]?.amount).toBeCloseTo(0.025 * 0.1, 12);
    const old = estimated(before);
    expect(old.edition).toMatchObject({ id: 'fost-plus-2024', fingerprint: editionFingerprint(fost) });
    expect(old.lines[0]?.amount).toBeCloseTo(0.025 * 0.0646, 12);
  });

  it('every edition cites its source and names each row once', () => {
    for (const edition of scheduleEditions) {
      expect(edition.source.url).toMatch(/^https:\/\//);
      expect(edition.source.readOn).toBe('2026-11-28');
      expect(new Set(edition.rows.map((row) => row.id)).size).toBe(edition.rows.length);
    }
  });
});
