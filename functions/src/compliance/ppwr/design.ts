import type { EvidenceKind } from '@recyclens/shared';
import { combine, finding, metIfEvidenced, noComponents, regulation, unknownField, value } from './findings';
import type { PpwrRule } from './types';

const COMPOSTABILITY_EVIDENCE: EvidenceKind[] = ['certificate'];
const MINIMISATION_EVIDENCE: EvidenceKind[] = ['minimisation_justification'];

/** Art. 9(1): tea, coffee and beverage bags, soft single-serve units and sticky fruit labels compostable. */
export const compostabilityRule: PpwrRule = {
  id: 'ppwr-9-1-compostable',
  article: 'Art. 9(1)',
  title: { en: 'Compostable packaging', de: 'Kompostierbare Verpackungen', fr: 'Emballages compostables' },
  stages: [{ from: '2028-02-12', thresholds: [] }],
  provisional: false,
  source: regulation,
  evaluate: (input) => {
    const { compostableItem } = input.pkg;
    if (compostableItem == null) return unknownField('compostableItem');
    if (compostableItem === 'none')
      return finding('not_applicable', {
        values: [value('compostableItem', compostableItem)],
        note: {
          en: 'Not an item that must be compostable',
          de: 'Kein Artikel, der kompostierbar sein muss',
          fr: 'Pas un article qui doit être compostable',
        },
      });
    if (input.pkg.components.length === 0) return noComponents();
    return combine(
      input.pkg.components.map((component) => {
        const values = [
          value('compostabilityCertified', component.compostabilityCertified, null, component.id),
        ];
        if (component.compostabilityCertified == null)
          return unknownField('compostabilityCertified', component.id);
        if (!component.compostabilityCertified) return finding('not_met', { values });
        return metIfEvidenced(input, COMPOSTABILITY_EVIDENCE, component.id, values);
      }),
    );
  },
};

/**
 * Art. 10: weight and volume reduced to the minimum, assessed against Annex IV. Whether they are
 * is the manufacturer's reasoning, not our data: a recorded justification is what meets it.
 */
export const minimisationRule: PpwrRule = {
  id: 'ppwr-10-minimisation',
  article: 'Art. 10, Annex IV',
  title: {
    en: 'Packaging minimisation',
    de: 'Verpackungsminimierung',
    fr: 'Réduction au minimum des emballages',
  },
  stages: [{ from: '2030-01-01', thresholds: [] }],
  provisional: false,
  source: regulation,
  evaluate: (input) => metIfEvidenced(input, MINIMISATION_EVIDENCE, null),
};

/** Art. 12(1): the harmonised label on material composition; transport packaging is outside it. */
export const labelRule: PpwrRule = {
  id: 'ppwr-12-1-label',
  article: 'Art. 12(1)',
  title: {
    en: 'Material composition label',
    de: 'Kennzeichnung der Materialzusammensetzung',
    fr: 'Étiquette de composition matérielle',
  },
  stages: [{ from: '2028-08-12', thresholds: [] }],
  provisional: false,
  source: regulation,
  evaluate: (input) => {
    const { packagingRole, materialCompositionLabel } = input.pkg;
    if (packagingRole === 'transport')
      return finding('not_applicable', {
        values: [value('packagingRole', packagingRole)],
        note: { en: 'Transport packaging', de: 'Transportverpackung', fr: 'Emballage de transport' },
      });
    if (packagingRole == null) return unknownField('packagingRole');
    if (materialCompositionLabel == null) return unknownField('materialCompositionLabel');
    return finding(materialCompositionLabel ? 'met' : 'not_met', {
      values: [value('materialCompositionLabel', materialCompositionLabel)],
    });
  },
};

const emptySpaceRoles = new Set(['grouped', 'transport', 'ecommerce']);

/**
 * Art. 24(1): grouped, transport and e-commerce packaging at most 50 % empty space, computed from
 * the volumes: (packaging − contents) ÷ packaging. Filling material counts as empty space.
 */
export const emptySpaceRule: PpwrRule = {
  id: 'ppwr-24-1-empty-space',
  article: 'Art. 24(1)',
  title: { en: 'Empty space ratio', de: 'Leerraumverhältnis', fr: 'Ratio d’espace vide' },
  stages: [
    {
      from: '2030-01-01',
      thresholds: [{ name: 'emptySpaceRatioPercent', value: 50, unit: '%', comparison: 'at_most' }],
    },
  ],
  // The calculation method is a Commission implementing act; the date moves if it comes late.
  provisional: true,
  source: regulation,
  evaluate: (input, stage) => {
    const { packagingRole, packagingVolumeMl, contentVolumeMl } = input.pkg;
    if (packagingRole == null) return unknownField('packagingRole');
    if (!emptySpaceRoles.has(packagingRole))
      return finding('not_applicable', {
        values: [value('packagingRole', packagingRole)],
        note: { en: 'Sales packaging', de: 'Verkaufsverpackung', fr: 'Emballage de vente' },
      });
    if (packagingVolumeMl == null) return unknownField('packagingVolumeMl');
    if (contentVolumeMl == null) return unknownField('contentVolumeMl');
    const ratio = ((packagingVolumeMl - contentVolumeMl) / packagingVolumeMl) * 100;
    const limit = stage.thresholds[0]?.value ?? 0;
    return finding(ratio <= limit ? 'met' : 'not_met', {
      values: [
        value('packagingVolumeMl', packagingVolumeMl, 'ml'),
        value('contentVolumeMl', contentVolumeMl, 'ml'),
        value('emptySpaceRatioPercent', Math.round(ratio * 100) / 100, '%'),
      ],
    });
  },
};

/** Art. 25(1) with Annex V: the listed single-use formats may not be placed on the market. */
export const restrictedFormatRule: PpwrRule = {
  id: 'ppwr-25-1-restricted-formats',
  article: 'Art. 25(1), Annex V',
  title: {
    en: 'Restricted packaging formats',
    de: 'Beschränkte Verpackungsformate',
    fr: 'Formats d’emballage restreints',
  },
  stages: [{ from: '2030-01-01', thresholds: [] }],
  provisional: false,
  source: regulation,
  evaluate: (input) => {
    const { restrictedFormat, reusable } = input.pkg;
    // Annex V lists single-use formats: a reusable packaging is none of them.
    if (reusable === true) return finding('met', { values: [value('reusable', true)] });
    if (restrictedFormat == null) return unknownField('restrictedFormat');
    return finding(restrictedFormat === 'none' ? 'met' : 'not_met', {
      values: [value('restrictedFormat', restrictedFormat)],
    });
  },
};
