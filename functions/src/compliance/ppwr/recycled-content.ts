import type { EvidenceKind, Localized } from '@recyclens/shared';
import { combine, finding, metIfEvidenced, missingData, regulation, value } from './findings';
import type { Finding, PpwrComponent, PpwrRule, RuleInput, RuleStage } from './types';

/** The catalogue's plastics: what Art. 7 calls the plastic part of a packaging. */
const plastics = new Set(['pet', 'petg', 'hdpe', 'ldpe', 'pp', 'opp', 'ps', 'pvc', 'pla', 'evoh', 'pvdc']);
const RECYCLED_CONTENT_EVIDENCE: EvidenceKind[] = ['supplier_declaration', 'certificate'];
/** Art. 7(5)(b): a plastic part below 5 % of the whole packaging unit's weight is outside the minimums. */
const PLASTIC_SHARE_EXEMPT_BELOW = 5;

export const recycledContentCategories = [
  'pet_contact_sensitive',
  'other_contact_sensitive',
  'single_use_plastic_beverage_bottle',
  'other_plastic',
] as const;
type Category = (typeof recycledContentCategories)[number];

/** A component's plastic, in grams (null: not known), and how much of it is PET. */
const plasticOf = (component: PpwrComponent): { plastic: number | null; pet: number | null } => {
  if (component.constituents?.length) {
    const plasticLayers = component.constituents.filter((layer) => plastics.has(layer.materialId));
    const sum = (layers: typeof plasticLayers) => layers.reduce((total, layer) => total + layer.weight, 0);
    return {
      plastic: sum(plasticLayers),
      pet: sum(plasticLayers.filter((layer) => layer.materialId === 'pet')),
    };
  }
  if (component.materialId == null) return { plastic: null, pet: null };
  if (!plastics.has(component.materialId)) return { plastic: 0, pet: 0 };
  const weight = component.weight ?? null;
  return { plastic: weight, pet: component.materialId === 'pet' ? weight : 0 };
};

const exempt = (note: Localized, values = [] as Finding['values']) =>
  finding('not_applicable', { values, note });

/**
 * The packaging's own recycled content: its plastic components' figures weighted by their plastic.
 * The legal figure is an average per manufacturing plant and year (Art. 7(1)); a portfolio figure
 * weighted by units placed on the market needs the units per packaging, which we do not hold yet.
 */
const weightedFigure = (parts: readonly { plastic: number; percent: number }[]) => {
  const plastic = parts.reduce((total, part) => total + part.plastic, 0);
  return plastic === 0
    ? null
    : parts.reduce((total, part) => total + part.plastic * part.percent, 0) / plastic;
};

const categoryOf = (input: RuleInput, petMajor: boolean): Category | { missing: string } => {
  const { contactSensitivity, singleUsePlasticBeverageBottle } = input.pkg;
  if (singleUsePlasticBeverageBottle == null) return { missing: 'singleUsePlasticBeverageBottle' };
  if (singleUsePlasticBeverageBottle) return 'single_use_plastic_beverage_bottle';
  if (contactSensitivity == null) return { missing: 'contactSensitivity' };
  if (contactSensitivity === 'none') return 'other_plastic';
  return petMajor ? 'pet_contact_sensitive' : 'other_contact_sensitive';
};

const evaluate = (input: RuleInput, stage: RuleStage): Finding => {
  const { pkg } = input;
  if (pkg.contactSensitivity === 'medicinal_or_medical_device' || pkg.contactSensitivity === 'infant_food')
    return exempt(
      {
        en: 'Exempt: contact-sensitive packaging of medicinal products, medical devices or infant food',
        de: 'Ausgenommen: kontaktempfindliche Verpackung von Arzneimitteln, Medizinprodukten oder Säuglingsnahrung',
        fr: 'Exempté : emballage sensible au contact de médicaments, dispositifs médicaux ou aliments pour nourrissons',
      },
      [value('contactSensitivity', pkg.contactSensitivity)],
    );
  if (pkg.components.length === 0)
    return finding('evidence_missing', { missing: [missingData('components')] });
  const measured = pkg.components.map((component) => ({ component, ...plasticOf(component) }));
  const unknownMaterial = measured.filter(
    (part) => part.component.materialId == null && !part.component.constituents?.length,
  );
  if (unknownMaterial.length > 0)
    return finding('evidence_missing', {
      missing: unknownMaterial.map((part) => missingData('materialId', part.component.id)),
    });
  const plasticPartsAll = measured.filter((part) => part.plastic === null || part.plastic > 0);
  if (plasticPartsAll.length === 0)
    return exempt({ en: 'No plastic part', de: 'Kein Kunststoffanteil', fr: 'Aucune partie en plastique' });
  const totalWeight = pkg.components.every((component) => component.weight != null)
    ? pkg.components.reduce((total, component) => total + (component.weight ?? 0), 0)
    : null;
  // Art. 7(5)(b) exempts each plastic part on its own, not the packaging's plastic as a whole.
  const shareOf = (plastic: number | null) =>
    plastic !== null && totalWeight ? (plastic / totalWeight) * 100 : null;
  const belowShare = (part: (typeof plasticPartsAll)[number]) =>
    (shareOf(part.plastic) ?? PLASTIC_SHARE_EXEMPT_BELOW) < PLASTIC_SHARE_EXEMPT_BELOW;
  const plasticParts = plasticPartsAll.filter((part) => !belowShare(part));
  if (plasticParts.length === 0)
    return exempt(
      {
        en: 'Exempt: each plastic part is below 5 % of the packaging’s weight',
        de: 'Ausgenommen: jedes Kunststoffteil liegt unter 5 % des Verpackungsgewichts',
        fr: 'Exempté : chaque partie en plastique représente moins de 5 % du poids de l’emballage',
      },
      plasticPartsAll.map((part) =>
        value('plasticSharePercent', shareOf(part.plastic), '%', part.component.id),
      ),
    );
  const weighed = plasticParts.every((part) => part.plastic !== null);
  const plasticWeight = weighed ? plasticParts.reduce((total, part) => total + (part.plastic ?? 0), 0) : null;
  const petMajor =
    plasticWeight !== null && plasticWeight > 0
      ? plasticParts.reduce((total, part) => total + (part.pet ?? 0), 0) > plasticWeight / 2
      : plasticParts.length === 1 && plasticParts[0]?.component.materialId === 'pet';
  const category = categoryOf(input, petMajor);
  if (typeof category !== 'string')
    return finding('evidence_missing', { missing: [missingData(category.missing)] });
  const minimum =
    stage.thresholds.find((threshold) => threshold.name === `minimum.${category}`)?.value ?? null;

  const perComponent = plasticParts.map(({ component }) => {
    const percent = component.recycledContentPercent;
    const values = [value('recycledContentPercent', percent, '%', component.id)];
    if (percent == null)
      return finding('evidence_missing', {
        values,
        missing: [missingData('recycledContentPercent', component.id)],
      });
    // Claiming no recycled content needs no proof.
    if (percent === 0) return finding('met', { values });
    return metIfEvidenced(input, RECYCLED_CONTENT_EVIDENCE, component.id, values);
  });
  const known = plasticParts.every(({ component }) => component.recycledContentPercent != null);
  const figure = !known
    ? null
    : plasticParts.length === 1
      ? (plasticParts[0]?.component.recycledContentPercent ?? null)
      : weighed
        ? weightedFigure(
            plasticParts.map((part) => ({
              plastic: part.plastic ?? 0,
              percent: part.component.recycledContentPercent ?? 0,
            })),
          )
        : null;
  const values = [
    value('category', category),
    value('recycledContentPercent', figure, '%'),
    ...perComponent.flatMap((part) => part.values),
  ];
  const missing = perComponent.flatMap((part) => part.missing);
  if (known && figure === null) missing.push(missingData('weight'));
  if (minimum === null)
    return finding('evidence_missing', { values, missing: [...missing, missingData(`minimum.${category}`)] });
  if (figure !== null && figure < minimum) return finding('not_met', { values, missing });
  const combined = combine(perComponent);
  return { ...combined, status: figure === null ? 'evidence_missing' : combined.status, values, missing };
};

export const recycledContentRule: PpwrRule = {
  id: 'ppwr-7-recycled-content',
  article: 'Art. 7(1)–(2)',
  title: {
    en: 'Minimum recycled content in plastic packaging',
    de: 'Mindestrezyklatanteil in Kunststoffverpackungen',
    fr: 'Teneur minimale en matières recyclées des emballages en plastique',
  },
  stages: [
    {
      from: '2030-01-01',
      thresholds: [
        { name: 'minimum.pet_contact_sensitive', value: 30, unit: '%', comparison: 'at_least' },
        { name: 'minimum.other_contact_sensitive', value: 10, unit: '%', comparison: 'at_least' },
        { name: 'minimum.single_use_plastic_beverage_bottle', value: 30, unit: '%', comparison: 'at_least' },
        { name: 'minimum.other_plastic', value: 35, unit: '%', comparison: 'at_least' },
      ],
    },
    {
      from: '2040-01-01',
      thresholds: [
        { name: 'minimum.pet_contact_sensitive', value: 50, unit: '%', comparison: 'at_least' },
        { name: 'minimum.other_contact_sensitive', value: 25, unit: '%', comparison: 'at_least' },
        { name: 'minimum.single_use_plastic_beverage_bottle', value: 65, unit: '%', comparison: 'at_least' },
        { name: 'minimum.other_plastic', value: 65, unit: '%', comparison: 'at_least' },
      ],
    },
  ],
  // The calculation method is the Commission's implementing act, not adopted yet; the date may move with it.
  provisional: true,
  source: regulation,
  evaluate,
};
