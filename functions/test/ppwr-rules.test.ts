import { describe, expect, it } from 'vitest';
import type { EvidenceRef } from '@recyclens/shared';
import { checkConformity, ppwrRules, ppwrRuleSetStamp, type PpwrPackaging } from '../src/compliance/ppwr';

/**
 * The PPWR rules with evidence documents (issue 34 §2–3): a declaration or report that covers
 * the component and has not expired by the day checked turns "evidence missing" into "met";
 * an expired one does not. And the rule set's fingerprint follows its data.
 */
const context = { today: '2026-11-28', language: 'EN' as const, euCountryIds: new Set(['DE', 'FR']) };
const outcomesOf = (ruleId: string, pkg: PpwrPackaging, evidence: EvidenceRef[] = []) => {
  const rule = checkConformity(pkg, evidence, context).rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new Error(`no rule ${ruleId}`);
  return rule.outcomes;
};
const document = (
  kind: EvidenceRef['kind'],
  componentId: string | null,
  expiresOn: string | null = null,
): EvidenceRef => ({
  kind,
  componentId,
  expiresOn,
});

const bottle = (recycledContentPercent: number): PpwrPackaging => ({
  contactSensitivity: 'beverage',
  singleUsePlasticBeverageBottle: true,
  components: [
    { id: 'c1', familyId: 'rigid-plastic', materialId: 'pet', weight: 20, recycledContentPercent },
  ],
});

describe('PPWR rules with evidence', () => {
  it('a single-use PET bottle at 30 % rPET with its supplier declaration meets Art. 7 for 2030; at 20 % it does not', () => {
    const declaration = [document('supplier_declaration', 'c1')];
    expect(outcomesOf('ppwr-7-recycled-content', bottle(30), declaration).by2030?.status).toBe('met');
    expect(outcomesOf('ppwr-7-recycled-content', bottle(20), declaration).by2030?.status).toBe('not_met');
  });

  it('a document for another component does not count; one for the whole packaging does', () => {
    expect(
      outcomesOf('ppwr-7-recycled-content', bottle(30), [document('certificate', 'other')]).by2030?.status,
    ).toBe('evidence_missing');
    expect(
      outcomesOf('ppwr-7-recycled-content', bottle(30), [document('certificate', null)]).by2030?.status,
    ).toBe('met');
  });

  it('a document counts until the day it expires, not after', () => {
    const pkg: PpwrPackaging = { components: [{ id: 'c1', heavyMetalsSumMgPerKg: 100 }] };
    const report = (expiresOn: string) => [document('test_report', 'c1', expiresOn)];
    expect(outcomesOf('ppwr-5-4-heavy-metals', pkg, report('2026-11-28')).today?.status).toBe('met');
    expect(outcomesOf('ppwr-5-4-heavy-metals', pkg, report('2026-11-27')).today?.status).toBe(
      'evidence_missing',
    );
    // Valid today, expired by 2030.
    expect(outcomesOf('ppwr-5-4-heavy-metals', pkg, report('2029-12-31')).by2030?.status).toBe(
      'evidence_missing',
    );
  });

  it('PFAS "no" with a supplier declaration meets Art. 5(5); "unknown" with one does not', () => {
    const wrap = (pfasIntentionallyAdded: 'no' | 'unknown'): PpwrPackaging => ({
      contactSensitivity: 'food',
      components: [{ id: 'c1', materialId: 'paper', pfasIntentionallyAdded }],
    });
    const declaration = [document('supplier_declaration', 'c1')];
    expect(outcomesOf('ppwr-5-5-pfas-food-contact', wrap('no'), declaration).today?.status).toBe('met');
    expect(outcomesOf('ppwr-5-5-pfas-food-contact', wrap('unknown'), declaration).today?.status).toBe(
      'evidence_missing',
    );
  });

  it('Art. 10 is met by a recorded minimisation justification', () => {
    expect(
      outcomesOf('ppwr-10-minimisation', { components: [] }, [document('minimisation_justification', null)])
        .by2030?.status,
    ).toBe('met');
  });

  it('Art. 6: grade C meets 2030 but not 2038; a non-EU grade is ignored; an outdated one leaves it open', () => {
    const graded = (grades: PpwrPackaging['grades'], outdatedCountries: string[] = []): PpwrPackaging => ({
      components: [],
      grades,
      outdatedCountries,
    });
    const c = outcomesOf('ppwr-6-recyclability', graded({ DE: 'C', US: 'not-recyclable' }));
    expect([c.by2030?.status, c.by2038?.status]).toEqual(['met', 'not_met']);
    expect(outcomesOf('ppwr-6-recyclability', graded({ DE: 'A', FR: 'not-recyclable' })).by2030?.status).toBe(
      'not_met',
    );
    expect(outcomesOf('ppwr-6-recyclability', graded({ DE: 'A' }, ['DE'])).by2030?.status).toBe(
      'evidence_missing',
    );
  });

  // The figures below were read in the Official Journal text of Regulation (EU) 2025/40 (docs/ppwr.md#sources).
  describe('at the thresholds of the regulation’s text', () => {
    const in2040 = { ...context, today: '2040-01-01' };
    const foodTub = (recycledContentPercent: number): PpwrPackaging => ({
      contactSensitivity: 'food',
      singleUsePlasticBeverageBottle: false,
      components: [
        { id: 'c1', familyId: 'rigid-plastic', materialId: 'pp', weight: 10, recycledContentPercent },
      ],
    });
    const todayIn2040 = (pkg: PpwrPackaging) =>
      checkConformity(pkg, [document('certificate', 'c1')], in2040).rules.find(
        (rule) => rule.id === 'ppwr-7-recycled-content',
      )?.outcomes.today;

    it('every rule starts on the day the text says, with the text’s thresholds', () => {
      const stagesOf = (id: string) =>
        ppwrRules
          .find((rule) => rule.id === id)
          ?.stages.map((stage) => [stage.from, stage.thresholds.map(({ name, value }) => [name, value])]);
      expect(stagesOf('ppwr-5-4-heavy-metals')).toEqual([['2026-08-12', [['heavyMetalsSumMgPerKg', 100]]]]);
      expect(stagesOf('ppwr-5-5-pfas-food-contact')).toEqual([
        [
          '2026-08-12',
          [
            ['pfasSingleMaxPpb', 25],
            ['pfasTargetedSumPpb', 250],
            ['pfasTotalMgPerKg', 50],
          ],
        ],
      ]);
      expect(stagesOf('ppwr-6-recyclability')).toEqual([
        ['2030-01-01', [['gradeSharePercent', 70]]],
        ['2038-01-01', [['gradeSharePercent', 80]]],
      ]);
      expect(stagesOf('ppwr-7-recycled-content')).toEqual([
        [
          '2030-01-01',
          [
            ['minimum.pet_contact_sensitive', 30],
            ['minimum.other_contact_sensitive', 10],
            ['minimum.single_use_plastic_beverage_bottle', 30],
            ['minimum.other_plastic', 35],
          ],
        ],
        [
          '2040-01-01',
          [
            ['minimum.pet_contact_sensitive', 50],
            ['minimum.other_contact_sensitive', 25],
            ['minimum.single_use_plastic_beverage_bottle', 65],
            ['minimum.other_plastic', 65],
          ],
        ],
      ]);
      expect(stagesOf('ppwr-9-1-compostable')).toEqual([['2028-02-12', []]]);
      expect(stagesOf('ppwr-10-minimisation')).toEqual([['2030-01-01', []]]);
      expect(stagesOf('ppwr-12-1-label')).toEqual([['2028-08-12', []]]);
      expect(stagesOf('ppwr-24-1-empty-space')).toEqual([['2030-01-01', [['emptySpaceRatioPercent', 50]]]]);
      expect(stagesOf('ppwr-25-1-restricted-formats')).toEqual([['2030-01-01', []]]);
    });

    it('Art. 12(1): e-commerce packaging carries the label, though transport packaging does not', () => {
      const label = (packagingRole: 'ecommerce' | 'transport') =>
        outcomesOf('ppwr-12-1-label', { packagingRole, materialCompositionLabel: false, components: [] })
          .by2030?.status;
      expect([label('ecommerce'), label('transport')]).toEqual(['not_met', 'not_applicable']);
    });

    it('Art. 7(2)(b): contact-sensitive packaging of plastics other than PET needs 25 % from 2040', () => {
      expect(todayIn2040(foodTub(24.9))?.status).toBe('not_met');
      const at25 = todayIn2040(foodTub(25));
      expect(at25?.status).toBe('met');
      expect(at25?.thresholds).toContainEqual(
        expect.objectContaining({ name: 'minimum.other_contact_sensitive', value: 25 }),
      );
    });

    it('Art. 7(5)(b): a plastic part below 5 % of the unit’s weight is left out, one at 5 % counts', () => {
      const bottleWithCap = (bodyWeight: number, capWeight: number): PpwrPackaging => ({
        contactSensitivity: 'beverage',
        singleUsePlasticBeverageBottle: true,
        components: [
          {
            id: 'c1',
            familyId: 'rigid-plastic',
            materialId: 'pet',
            weight: bodyWeight,
            recycledContentPercent: 30,
          },
          {
            id: 'cap',
            familyId: 'rigid-plastic',
            materialId: 'pp',
            weight: capWeight,
            recycledContentPercent: 0,
          },
        ],
      });
      const declaration = [document('supplier_declaration', 'c1')];
      // Cap 4.9 g of 100 g: outside the minimum; the body's 30 % meets 2030's 30 %.
      expect(
        outcomesOf('ppwr-7-recycled-content', bottleWithCap(95.1, 4.9), declaration).by2030?.status,
      ).toBe('met');
      // Cap 5 g of 100 g: it counts, and (95 × 30 + 5 × 0) ÷ 100 = 28.5 % is below 30 %.
      expect(outcomesOf('ppwr-7-recycled-content', bottleWithCap(95, 5), declaration).by2030?.status).toBe(
        'not_met',
      );
    });

    it('Art. 7(5)(b) is per plastic part: two parts of 3 % each are both outside, though together 6 %', () => {
      const jar: PpwrPackaging = {
        contactSensitivity: 'food',
        singleUsePlasticBeverageBottle: false,
        components: [
          { id: 'jar', familyId: 'glass', materialId: 'glass', weight: 94 },
          { id: 'cap', familyId: 'rigid-plastic', materialId: 'pp', weight: 3, recycledContentPercent: 0 },
          { id: 'seal', familyId: 'rigid-plastic', materialId: 'hdpe', weight: 3, recycledContentPercent: 0 },
        ],
      };
      expect(outcomesOf('ppwr-7-recycled-content', jar).by2030?.status).toBe('not_applicable');
    });

    it('Art. 5(5)(c): total fluorine of 50 mg/kg asks for no PFAS figure; above 50 it does', () => {
      const wrap = (totalFluorineMgPerKg: number): PpwrPackaging => ({
        contactSensitivity: 'food',
        components: [{ id: 'c1', materialId: 'paper', pfasIntentionallyAdded: 'no', totalFluorineMgPerKg }],
      });
      const declaration = [document('supplier_declaration', 'c1')];
      expect(outcomesOf('ppwr-5-5-pfas-food-contact', wrap(50), declaration).today?.status).toBe('met');
      const above = outcomesOf('ppwr-5-5-pfas-food-contact', wrap(50.1), declaration).today;
      expect(above?.status).toBe('evidence_missing');
      expect(above?.missing).toContainEqual(expect.objectContaining({ field: 'pfasTotalMgPerKg' }));
    });

    it.each([['infant_food'], ['medicinal_or_medical_device']] as const)(
      'Art. 6(11): contact-sensitive packaging of %s is outside the recyclability grades',
      (contactSensitivity) => {
        const outcomes = outcomesOf('ppwr-6-recyclability', {
          contactSensitivity,
          components: [],
          grades: { DE: 'not-recyclable' },
        });
        expect([outcomes.by2030?.status, outcomes.by2038?.status]).toEqual([
          'not_applicable',
          'not_applicable',
        ]);
      },
    );
  });

  it('the fingerprint changes with a threshold, and only with the rules’ data', () => {
    const stamp = ppwrRuleSetStamp();
    expect(ppwrRuleSetStamp()).toEqual(stamp);
    const changed = ppwrRules.map((rule) =>
      rule.id === 'ppwr-5-4-heavy-metals'
        ? {
            ...rule,
            stages: [
              { ...rule.stages[0], thresholds: [{ ...rule.stages[0].thresholds[0]!, value: 90 }] },
            ] as typeof rule.stages,
          }
        : rule,
    );
    expect(ppwrRuleSetStamp(changed).fingerprint).not.toBe(stamp.fingerprint);
  });
});
