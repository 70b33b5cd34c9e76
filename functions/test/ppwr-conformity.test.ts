import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putEvidenceDocument } from '../src/data/repositories/evidence-documents';
import { useApi } from './support/api';
import { memberAndOutsider } from './support/company-members';
import { completeBody } from './support/components';

/**
 * GET /packages/{id}/conformity (issue 34 §2, docs/ppwr.md): each PPWR requirement answered at and
 * around its threshold and its date, for today, 2030 and 2038. Unless a test stores an evidence
 * document (the heavy-metal one does), a declaration-backed value that passes answers "evidence
 * missing", never "met".
 */
const call = useApi();
const { tenant, member, outsider } = await memberAndOutsider('ppwr');

type Outcome = {
  status: string;
  appliesFrom: string | null;
  wouldBe: string | null;
  thresholds: { name: string; value: number | null }[];
  values: { name: string; value: unknown; componentId: string | null }[];
  missing: { kind: string; field: string | null; evidenceKinds: string[] }[];
};
type Conformity = {
  packageId: string;
  packageVersion: number;
  dates: Record<string, string>;
  ruleSet: { version: string; fingerprint: string };
  rules: {
    id: string;
    article: string;
    title: string;
    provisional: boolean;
    outcomes: Record<string, Outcome>;
  }[];
};

const TODAY = '2026-11-28';

const create = async (body: Record<string, unknown>) => {
  const answer = await call<{ id: string }>('POST', '/packages', {
    token: member.token,
    body: { name: 'PPWR sample', draft: false, components: [completeBody], ...body },
  });
  expect(answer.status).toBe(200);
  return answer.body.id;
};
const conformityOf = async (packageId: string, asOf = TODAY) => {
  const answer = await call<Conformity>('GET', `/packages/${packageId}/conformity?asOf=${asOf}`, {
    token: member.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
};
const ruleOf = async (ruleId: string, body: Record<string, unknown>, asOf = TODAY) => {
  const rule = (await conformityOf(await create(body), asOf)).rules.find(
    (candidate) => candidate.id === ruleId,
  );
  if (!rule) throw new Error(`no rule ${ruleId}`);
  return rule.outcomes;
};
const statuses = (outcomes: Record<string, Outcome>) => [
  outcomes.today?.status,
  outcomes.by2030?.status,
  outcomes.by2038?.status,
];

describe('PPWR conformity', () => {
  it('answers every requirement with its article, the three dates and the rule set’s fingerprint', async () => {
    const id = await create({});
    const first = await conformityOf(id);
    expect(first.dates).toEqual({ today: TODAY, by2030: '2030-01-01', by2038: '2038-01-01' });
    expect(first.rules.map((rule) => rule.article)).toEqual([
      'Art. 5(4)',
      'Art. 5(5)',
      'Art. 6, Annex II Table 3',
      'Art. 7(1)–(2)',
      'Art. 9(1)',
      'Art. 10, Annex IV',
      'Art. 12(1)',
      'Art. 24(1)',
      'Art. 25(1), Annex V',
    ]);
    expect(first.ruleSet.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect((await conformityOf(id, '2031-05-01')).ruleSet).toEqual(first.ruleSet);
    expect(first.rules.find((rule) => rule.id === 'ppwr-6-recyclability')?.provisional).toBe(true);
  });

  it('leaves a packaging that says nothing open everywhere: unknown is never met', async () => {
    const { rules } = await conformityOf(await create({}), '2038-01-01');
    for (const rule of rules) expect([rule.id, rule.outcomes.today?.status]).not.toEqual([rule.id, 'met']);
    const pfas = rules.find((rule) => rule.id === 'ppwr-5-5-pfas-food-contact')?.outcomes.today;
    expect(pfas?.status).toBe('evidence_missing');
    expect(pfas?.missing).toContainEqual(
      expect.objectContaining({ kind: 'data', field: 'contactSensitivity' }),
    );
  });

  describe('Art. 5(4) heavy metals, at most 100 mg/kg since 12 Aug 2026', () => {
    it.each([
      [99, 'evidence_missing'],
      [100, 'evidence_missing'],
      [100.1, 'not_met'],
      [101, 'not_met'],
    ])('%s mg/kg: %s', async (sum, status) => {
      const outcomes = await ruleOf('ppwr-5-4-heavy-metals', {
        components: [{ ...completeBody, heavyMetalsSumMgPerKg: sum }],
      });
      expect(statuses(outcomes)).toEqual([status, status, status]);
    });

    it('a stored test report turns 100 mg/kg into met; one expired before the day checked does not', async () => {
      const packageId = await create({ components: [{ ...completeBody, heavyMetalsSumMgPerKg: 100 }] });
      const owner = { clientId: tenant.clientId, companyId: tenant.companyId, packageId };
      const report = (expiresOn: string | null) => ({
        id: randomUUID(),
        componentId: null,
        kind: 'test_report' as const,
        title: 'Heavy metals',
        issuer: 'Lab',
        issuedOn: '2026-01-10',
        expiresOn,
        fileName: 'report.pdf',
        contentType: 'application/pdf' as const,
        size: 1,
        objectKey: `evidence/${randomUUID()}`,
        uploadedBy: { id: 'u-lab', name: 'Member' },
      });
      await putEvidenceDocument(owner, report('2026-11-27'));
      const heavyMetals = async () =>
        (await conformityOf(packageId)).rules.find((rule) => rule.id === 'ppwr-5-4-heavy-metals')!.outcomes;
      expect((await heavyMetals()).today?.status).toBe('evidence_missing');

      await putEvidenceDocument(owner, report(null));
      expect(statuses(await heavyMetals())).toEqual(['met', 'met', 'met']);
    });

    it('applies from 12 August 2026: the day before, it says when and what it would answer', async () => {
      const body = { components: [{ ...completeBody, heavyMetalsSumMgPerKg: 101 }] };
      const before = (await ruleOf('ppwr-5-4-heavy-metals', body, '2026-08-11')).today;
      expect(before).toMatchObject({ status: 'applies_from', appliesFrom: '2026-08-12', wouldBe: 'not_met' });
      expect((await ruleOf('ppwr-5-4-heavy-metals', body, '2026-08-12')).today?.status).toBe('not_met');
    });
  });

  describe('Art. 5(5) PFAS in food contact packaging', () => {
    const paperWrap = (component: Record<string, unknown>, contactSensitivity: string | null = 'food') => ({
      contactSensitivity,
      components: [
        { ...completeBody, name: 'Wrap', familyId: 'paper-board', materialId: 'paper', ...component },
      ],
    });

    it('PFAS intentionally added in a food-contact paper wrap: not met since 12 August 2026', async () => {
      const body = paperWrap({ pfasIntentionallyAdded: 'yes' });
      expect(statuses(await ruleOf('ppwr-5-5-pfas-food-contact', body))).toEqual([
        'not_met',
        'not_met',
        'not_met',
      ]);
      expect((await ruleOf('ppwr-5-5-pfas-food-contact', body, '2026-08-11')).today).toMatchObject({
        status: 'applies_from',
        appliesFrom: '2026-08-12',
        wouldBe: 'not_met',
      });
    });

    it('"unknown" is evidence missing, never met; "no" without a declaration too', async () => {
      expect(
        (await ruleOf('ppwr-5-5-pfas-food-contact', paperWrap({ pfasIntentionallyAdded: 'unknown' }))).today
          ?.status,
      ).toBe('evidence_missing');
      const no = (await ruleOf('ppwr-5-5-pfas-food-contact', paperWrap({ pfasIntentionallyAdded: 'no' })))
        .today;
      expect(no?.status).toBe('evidence_missing');
      expect(no?.missing).toContainEqual(
        expect.objectContaining({ kind: 'evidence', evidenceKinds: ['supplier_declaration', 'test_report'] }),
      );
    });

    it.each([
      ['pfasSingleMaxPpb', 24.9, 'evidence_missing'],
      ['pfasSingleMaxPpb', 25, 'not_met'],
      ['pfasTargetedSumPpb', 249, 'evidence_missing'],
      ['pfasTargetedSumPpb', 250, 'not_met'],
      ['pfasTotalMgPerKg', 49.9, 'evidence_missing'],
      ['pfasTotalMgPerKg', 50, 'not_met'],
    ])('%s at %s: %s (the limits are "equal to or above")', async (field, measured, status) => {
      const measurements = {
        pfasSingleMaxPpb: 1,
        pfasTargetedSumPpb: 2,
        pfasTotalMgPerKg: 0.1,
        [field]: measured,
      };
      const outcomes = await ruleOf(
        'ppwr-5-5-pfas-food-contact',
        paperWrap({ pfasIntentionallyAdded: 'no', ...measurements }),
      );
      expect(outcomes.today?.status).toBe(status);
    });

    it('total fluorine above 50 mg/kg without a PFAS figure asks for one (Art. 5(5)(c): "exceeds")', async () => {
      const outcome = (
        await ruleOf(
          'ppwr-5-5-pfas-food-contact',
          paperWrap({ pfasIntentionallyAdded: 'no', totalFluorineMgPerKg: 50.1 }),
        )
      ).today;
      expect(outcome?.missing).toContainEqual(
        expect.objectContaining({ kind: 'data', field: 'pfasTotalMgPerKg' }),
      );
    });

    it('does not apply to packaging without food contact', async () => {
      const outcomes = await ruleOf(
        'ppwr-5-5-pfas-food-contact',
        paperWrap({ pfasIntentionallyAdded: 'yes' }, 'none'),
      );
      expect(statuses(outcomes)).toEqual(['not_applicable', 'not_applicable', 'not_applicable']);
    });
  });

  describe('Art. 6 recyclability grades, from our assessment in EU member states', () => {
    const assessed = async (template: string, countryIds: string[]) => {
      const id = (
        await call<{ id: string }>('POST', '/packages', {
          token: member.token,
          body: { name: template, templateId: template, draft: false },
        })
      ).body.id;
      expect(
        (await call('POST', `/packages/${id}/assessments`, { token: member.token, body: { countryIds } }))
          .status,
      ).toBe(200);
      return (
        (await conformityOf(id)).rules.find((rule) => rule.id === 'ppwr-6-recyclability')?.outcomes ?? {}
      );
    };

    it('a PET bottle graded A in Germany meets grade C by 2030 and B by 2038, provisionally', async () => {
      const outcomes = await assessed('pet-bottle', ['DE']);
      expect(statuses(outcomes)).toEqual(['applies_from', 'met', 'met']);
      expect(outcomes.by2030?.thresholds).toEqual([expect.objectContaining({ value: 70 })]);
      expect(outcomes.by2038?.thresholds).toEqual([expect.objectContaining({ value: 80 })]);
    });

    it('a result in the United Kingdom or the United States never counts', async () => {
      const outcomes = await assessed('pet-bottle', ['GB', 'US']);
      expect(statuses(outcomes)).toEqual(['applies_from', 'evidence_missing', 'evidence_missing']);
      expect(outcomes.by2030?.values).toEqual([]);
    });
  });

  describe('Art. 7 recycled content of plastic packaging', () => {
    const bottle = (recycledContentPercent: number | null, extra: Record<string, unknown> = {}) => ({
      contactSensitivity: 'beverage',
      singleUsePlasticBeverageBottle: true,
      components: [
        { ...completeBody, name: 'Bottle', materialId: 'pet', weight: 20, recycledContentPercent },
      ],
      ...extra,
    });

    it('a single-use PET bottle with 20 % rPET fails 2030’s 30 %; 29.9 % too; 30 % only lacks its declaration', async () => {
      const at20 = await ruleOf('ppwr-7-recycled-content', bottle(20));
      expect(at20.today).toMatchObject({
        status: 'applies_from',
        appliesFrom: '2030-01-01',
        wouldBe: 'not_met',
      });
      expect(at20.by2030?.status).toBe('not_met');
      expect(at20.by2030?.thresholds).toContainEqual(
        expect.objectContaining({ name: 'minimum.single_use_plastic_beverage_bottle', value: 30 }),
      );
      expect(at20.by2030?.values).toContainEqual(
        expect.objectContaining({ name: 'recycledContentPercent', value: 20, componentId: null }),
      );
      expect((await ruleOf('ppwr-7-recycled-content', bottle(29.9))).by2030?.status).toBe('not_met');
      const at30 = await ruleOf('ppwr-7-recycled-content', bottle(30));
      expect(at30.by2030?.status).toBe('evidence_missing');
      expect(at30.by2030?.missing).toContainEqual(
        expect.objectContaining({ evidenceKinds: ['supplier_declaration', 'certificate'] }),
      );
    });

    it.each([
      [
        'a PET tray for food',
        { contactSensitivity: 'food', singleUsePlasticBeverageBottle: false },
        'pet',
        'pet_contact_sensitive',
      ],
      [
        'a PP tub for food',
        { contactSensitivity: 'food', singleUsePlasticBeverageBottle: false },
        'pp',
        'other_contact_sensitive',
      ],
      [
        'a PP crate',
        { contactSensitivity: 'none', singleUsePlasticBeverageBottle: false },
        'pp',
        'other_plastic',
      ],
    ])('%s is in its own category', async (_label, fields, materialId, category) => {
      const outcomes = await ruleOf('ppwr-7-recycled-content', {
        ...fields,
        components: [{ ...completeBody, materialId, weight: 10, recycledContentPercent: 5 }],
      });
      expect(outcomes.by2030?.values).toContainEqual(
        expect.objectContaining({ name: 'category', value: category }),
      );
    });

    it('weights the components’ figures by their plastic', async () => {
      const outcomes = await ruleOf('ppwr-7-recycled-content', {
        contactSensitivity: 'none',
        singleUsePlasticBeverageBottle: false,
        components: [
          { ...completeBody, name: 'Tub', weight: 30, recycledContentPercent: 40 },
          { ...completeBody, name: 'Lid', weight: 10, recycledContentPercent: 20 },
        ],
      });
      expect(outcomes.by2030?.values).toContainEqual(
        expect.objectContaining({ name: 'recycledContentPercent', value: 35, componentId: null }),
      );
    });

    it.each([
      [
        'infant food packaging',
        {
          contactSensitivity: 'infant_food',
          components: [{ ...completeBody, weight: 10, recycledContentPercent: 0 }],
        },
      ],
      [
        'a glass jar whose PP cap is below 5 % of its weight',
        {
          contactSensitivity: 'food',
          singleUsePlasticBeverageBottle: false,
          components: [
            { ...completeBody, name: 'Jar', familyId: 'glass', materialId: 'glass', weight: 400 },
            { ...completeBody, name: 'Cap', weight: 2, recycledContentPercent: 0 },
          ],
        },
      ],
    ])('does not apply to %s (the article’s exemptions)', async (_label, body) => {
      expect((await ruleOf('ppwr-7-recycled-content', body)).by2030?.status).toBe('not_applicable');
    });
  });

  it('Art. 9 a tea bag not certified compostable fails from 12 February 2028', async () => {
    const outcomes = await ruleOf('ppwr-9-1-compostable', {
      compostableItem: 'tea_coffee_beverage_bag',
      components: [{ ...completeBody, compostabilityCertified: false }],
    });
    expect(outcomes.today).toMatchObject({
      status: 'applies_from',
      appliesFrom: '2028-02-12',
      wouldBe: 'not_met',
    });
    expect(outcomes.by2030?.status).toBe('not_met');
  });

  it('Art. 10 minimisation asks for a recorded justification from 2030', async () => {
    const outcomes = await ruleOf('ppwr-10-minimisation', {});
    expect(outcomes.today).toMatchObject({ status: 'applies_from', wouldBe: 'evidence_missing' });
    expect(outcomes.by2030?.missing).toEqual([
      expect.objectContaining({ evidenceKinds: ['minimisation_justification'] }),
    ]);
  });

  it.each([
    [{ packagingRole: 'sales', materialCompositionLabel: false }, ['applies_from', 'not_met', 'not_met']],
    [{ packagingRole: 'sales', materialCompositionLabel: true }, ['applies_from', 'met', 'met']],
    [
      { packagingRole: 'transport', materialCompositionLabel: false },
      ['not_applicable', 'not_applicable', 'not_applicable'],
    ],
    [{ packagingRole: 'sales' }, ['applies_from', 'evidence_missing', 'evidence_missing']],
  ])('Art. 12 label from 12 August 2028: %o', async (fields, expected) => {
    expect(statuses(await ruleOf('ppwr-12-1-label', fields))).toEqual(expected);
  });

  it.each([
    [{ packagingRole: 'ecommerce', packagingVolumeMl: 1000, contentVolumeMl: 500 }, 'met'],
    [{ packagingRole: 'grouped', packagingVolumeMl: 1000, contentVolumeMl: 499 }, 'not_met'],
    [{ packagingRole: 'transport', packagingVolumeMl: 1000 }, 'evidence_missing'],
    [{ packagingRole: 'sales', packagingVolumeMl: 1000, contentVolumeMl: 100 }, 'not_applicable'],
    [{ packagingVolumeMl: 1000, contentVolumeMl: 100 }, 'evidence_missing'],
  ])('Art. 24 empty space at most 50 % from 2030: %o', async (fields, status) => {
    expect((await ruleOf('ppwr-24-1-empty-space', fields)).by2030?.status).toBe(status);
  });

  it.each([
    [{ restrictedFormat: 'single_use_hotel_miniature' }, 'not_met'],
    [{ restrictedFormat: 'none' }, 'met'],
    [{}, 'evidence_missing'],
  ])('Art. 25 Annex V formats from 2030: %o', async (fields, status) => {
    const outcomes = await ruleOf('ppwr-25-1-restricted-formats', fields);
    expect(outcomes.today?.status).toBe('applies_from');
    expect(outcomes.by2030?.status).toBe(status);
  });

  it('another company’s packaging is not found', async () => {
    const id = await create({});
    const answer = await call<{ code: string }>('GET', `/packages/${id}/conformity`, {
      token: outsider.token,
    });
    expect(answer.status).toBe(404);
  });
});
