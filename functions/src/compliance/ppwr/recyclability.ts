import type { Grade } from '@recyclens/shared';
import { finding, missingData, regulation, value } from './findings';
import type { PpwrRule, RuleStage } from './types';

/**
 * Annex II, Table 3's performance grades by the share of the unit recyclable: A ≥ 95 %, B ≥ 80 %,
 * C ≥ 70 %; below C the unit is not recyclable. Our assessment's grades stand for them until the
 * Commission's design-for-recycling criteria exist (hence provisional).
 */
const gradeShare: Partial<Record<Grade, number>> = { A: 95, B: 80, C: 70 };

/** What a grade of ours says for the regulation: its share, 0 for not recyclable, null when still open. */
const shareOf = (grade: Grade): number | null => {
  if (grade === 'needs-testing') return null;
  return gradeShare[grade] ?? 0;
};

/**
 * Art. 6(11)(a)–(c) and (e): immediate packaging of medicinal products, contact-sensitive packaging
 * of medical devices and of infant and young-child food are outside the article. The other
 * exceptions (dangerous goods, light wood, cork, ceramic… sales packaging) have no field of ours.
 */
const exemptContact = new Set(['medicinal_or_medical_device', 'infant_food']);

/**
 * Art. 6: recyclable within grades A–C from 1 January 2030, A or B from 1 January 2038, read from
 * the latest assessment per EU member state (other countries' results never count). A country
 * whose result is outdated by an edit, or that needs testing, leaves the answer open; the worst
 * member state decides.
 */
export const recyclabilityRule: PpwrRule = {
  id: 'ppwr-6-recyclability',
  article: 'Art. 6, Annex II Table 3',
  title: {
    en: 'Recyclability performance grade',
    de: 'Recyclingfähigkeits-Leistungsstufe',
    fr: 'Classe de performance en matière de recyclabilité',
  },
  stages: [
    {
      from: '2030-01-01',
      thresholds: [{ name: 'gradeSharePercent', value: 70, unit: '%', comparison: 'at_least' }],
    },
    {
      from: '2038-01-01',
      thresholds: [{ name: 'gradeSharePercent', value: 80, unit: '%', comparison: 'at_least' }],
    },
  ],
  provisional: true,
  source: regulation,
  evaluate: (input, stage: RuleStage) => {
    const { contactSensitivity } = input.pkg;
    if (contactSensitivity != null && exemptContact.has(contactSensitivity))
      return finding('not_applicable', {
        values: [value('contactSensitivity', contactSensitivity)],
        note: {
          en: 'Exempt: contact-sensitive packaging of medicinal products, medical devices or infant food (Art. 6(11))',
          de: 'Ausgenommen: kontaktempfindliche Verpackung von Arzneimitteln, Medizinprodukten oder Säuglingsnahrung (Art. 6 Abs. 11)',
          fr: 'Exempté : emballage sensible au contact de médicaments, dispositifs médicaux ou aliments pour nourrissons (art. 6, par. 11)',
        },
      });
    const grades = Object.entries(input.pkg.grades ?? {}).filter(([countryId]) =>
      input.euCountryIds.has(countryId),
    );
    if (grades.length === 0) return finding('evidence_missing', { missing: [missingData('assessment')] });
    const minimum = stage.thresholds[0]?.value ?? 0;
    const outdated = new Set(input.pkg.outdatedCountries ?? []);
    const values = grades.map(([countryId, grade]) => value(`grade.${countryId}`, grade));
    const open = grades.filter(([countryId, grade]) => outdated.has(countryId) || shareOf(grade) === null);
    if (
      grades.some(([countryId, grade]) => !outdated.has(countryId) && (shareOf(grade) ?? minimum) < minimum)
    )
      return finding('not_met', { values });
    if (open.length > 0)
      return finding('evidence_missing', {
        values,
        missing: open.map(([countryId]) => missingData(`assessment.${countryId}`)),
      });
    return finding('met', { values });
  },
};
