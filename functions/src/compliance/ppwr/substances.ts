import type { EvidenceKind } from '@recyclens/shared';
import {
  combine,
  finding,
  metIfEvidenced,
  missingData,
  noComponents,
  regulation,
  unknownField,
  value,
} from './findings';
import type { PpwrComponent, PpwrRule, RuleInput, RuleStage } from './types';

/** The day the regulation applies generally, 18 months after its entry into force: Art. 5(4) and 5(5) bite from it. */
export const GENERAL_APPLICATION = '2026-08-12';

const HEAVY_METALS_EVIDENCE: EvidenceKind[] = ['test_report', 'supplier_declaration'];
const PFAS_DECLARATION_EVIDENCE: EvidenceKind[] = ['supplier_declaration', 'test_report'];
const PFAS_MEASUREMENT_EVIDENCE: EvidenceKind[] = ['test_report'];

const limitOf = (stage: RuleStage, name: string): number => {
  const limit = stage.thresholds.find((threshold) => threshold.name === name)?.value;
  if (limit == null) throw new Error(`rule stage has no ${name} limit`);
  return limit;
};

/** Art. 5(4): lead, cadmium, mercury and hexavalent chromium together at most 100 mg/kg, per component. */
const heavyMetalsOf = (input: RuleInput, stage: RuleStage, component: PpwrComponent) => {
  const measured = component.heavyMetalsSumMgPerKg;
  if (measured == null) return unknownField('heavyMetalsSumMgPerKg', component.id);
  const values = [value('heavyMetalsSumMgPerKg', measured, 'mg/kg', component.id)];
  if (measured > limitOf(stage, 'heavyMetalsSumMgPerKg')) return finding('not_met', { values });
  return metIfEvidenced(input, HEAVY_METALS_EVIDENCE, component.id, values);
};

export const heavyMetalsRule: PpwrRule = {
  id: 'ppwr-5-4-heavy-metals',
  article: 'Art. 5(4)',
  title: {
    en: 'Lead, cadmium, mercury and hexavalent chromium',
    de: 'Blei, Cadmium, Quecksilber und sechswertiges Chrom',
    fr: 'Plomb, cadmium, mercure et chrome hexavalent',
  },
  stages: [
    {
      from: GENERAL_APPLICATION,
      thresholds: [{ name: 'heavyMetalsSumMgPerKg', value: 100, unit: 'mg/kg', comparison: 'at_most' }],
    },
  ],
  provisional: false,
  source: regulation,
  evaluate: (input, stage) =>
    input.pkg.components.length === 0
      ? noComponents()
      : combine(input.pkg.components.map((component) => heavyMetalsOf(input, stage, component))),
};

/** Food contact packaging in the sense of Art. 5(5): food, beverages and infant food are food. */
const foodContact = new Set(['food', 'beverage', 'infant_food']);

/**
 * Art. 5(5): a component with PFAS intentionally added, or measured at or above any of the three
 * limits, fails; "no" needs a declaration, measurements a test report; unknown stays open. Total
 * fluorine up to 50 mg/kg stands for the third limit; above it, the article asks for the PFAS figure.
 */
const pfasOf = (input: RuleInput, stage: RuleStage, component: PpwrComponent) => {
  const id = component.id;
  const single = component.pfasSingleMaxPpb;
  const sum = component.pfasTargetedSumPpb;
  const total = component.pfasTotalMgPerKg;
  const fluorine = component.totalFluorineMgPerKg;
  const totalLimit = limitOf(stage, 'pfasTotalMgPerKg');
  const values = [
    value('pfasIntentionallyAdded', component.pfasIntentionallyAdded, null, id),
    ...(single == null ? [] : [value('pfasSingleMaxPpb', single, 'ppb', id)]),
    ...(sum == null ? [] : [value('pfasTargetedSumPpb', sum, 'ppb', id)]),
    ...(total == null ? [] : [value('pfasTotalMgPerKg', total, 'mg/kg', id)]),
    ...(fluorine == null ? [] : [value('totalFluorineMgPerKg', fluorine, 'mg/kg', id)]),
  ];
  const exceeds =
    (single != null && single >= limitOf(stage, 'pfasSingleMaxPpb')) ||
    (sum != null && sum >= limitOf(stage, 'pfasTargetedSumPpb')) ||
    (total != null && total >= totalLimit);
  if (component.pfasIntentionallyAdded === 'yes' || exceeds) return finding('not_met', { values });
  // Art. 5(5)(c): proof of how much fluorine is PFAS is owed "if total fluorine exceeds 50 mg/kg".
  if (total == null && fluorine != null && fluorine > totalLimit)
    return finding('evidence_missing', { values, missing: [missingData('pfasTotalMgPerKg', id)] });
  const kinds =
    component.pfasIntentionallyAdded === 'no' ? PFAS_DECLARATION_EVIDENCE : PFAS_MEASUREMENT_EVIDENCE;
  const measured = single != null && sum != null && (total != null || fluorine != null);
  if (component.pfasIntentionallyAdded !== 'no' && !measured)
    return finding('evidence_missing', { values, missing: [missingData('pfasIntentionallyAdded', id)] });
  return metIfEvidenced(input, kinds, id, values);
};

export const pfasRule: PpwrRule = {
  id: 'ppwr-5-5-pfas-food-contact',
  article: 'Art. 5(5)',
  title: {
    en: 'PFAS in food contact packaging',
    de: 'PFAS in Lebensmittelkontaktverpackungen',
    fr: 'PFAS dans les emballages au contact des denrées alimentaires',
  },
  stages: [
    {
      from: GENERAL_APPLICATION,
      thresholds: [
        { name: 'pfasSingleMaxPpb', value: 25, unit: 'ppb', comparison: 'below' },
        { name: 'pfasTargetedSumPpb', value: 250, unit: 'ppb', comparison: 'below' },
        { name: 'pfasTotalMgPerKg', value: 50, unit: 'mg/kg', comparison: 'below' },
      ],
    },
  ],
  provisional: false,
  source: regulation,
  evaluate: (input, stage) => {
    const { contactSensitivity } = input.pkg;
    if (contactSensitivity == null) return unknownField('contactSensitivity');
    if (!foodContact.has(contactSensitivity))
      return finding('not_applicable', {
        values: [value('contactSensitivity', contactSensitivity)],
        note: {
          en: 'Not food contact packaging',
          de: 'Keine Lebensmittelkontaktverpackung',
          fr: 'Pas un emballage au contact des denrées alimentaires',
        },
      });
    if (input.pkg.components.length === 0) return noComponents();
    return combine(input.pkg.components.map((component) => pfasOf(input, stage, component)));
  },
};
