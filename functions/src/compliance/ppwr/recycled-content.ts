import type {
  EvidenceKind,
  Localized,
  RecycledContentCategory,
  RecycledContentExemption,
  RecycledContentLeftOutReason,
} from '@recyclens/shared';
import { combine, finding, metIfEvidenced, missingData, regulation, value } from './findings';
import type { Finding, PpwrComponent, PpwrPackaging, PpwrRule, RuleInput, RuleStage } from './types';

/** The catalogue's plastics: what Art. 7 calls the plastic part of a packaging. */
const plastics = new Set(['pet', 'petg', 'hdpe', 'ldpe', 'pp', 'opp', 'ps', 'pvc', 'pla', 'evoh', 'pvdc']);
const RECYCLED_CONTENT_EVIDENCE: EvidenceKind[] = ['supplier_declaration', 'certificate'];
/** Art. 7(5)(b): a plastic part below 5 % of the whole packaging unit's weight is outside the minimums. */
const PLASTIC_SHARE_EXEMPT_BELOW = 5;

type Category = RecycledContentCategory;

/** The recorded exemptions (no data of ours can tell them), each named with its paragraph. */
const recordedExemptionNotes: Record<Exclude<RecycledContentExemption, 'none'>, Localized> = {
  medicinal_outer_packaging: {
    en: 'Exempt under Art. 7(4)(d): outer packaging of a medicinal product, needed to preserve its quality',
    de: 'Ausgenommen nach Art. 7(4)(d): äußere Umhüllung eines Arzneimittels, zur Erhaltung seiner Qualität nötig',
    fr: 'Exempté au titre de l’art. 7(4)(d) : emballage extérieur d’un médicament, nécessaire pour préserver sa qualité',
  },
  dangerous_goods_transport: {
    en: 'Exempt under Art. 7(4)(f): packaging used for the transport of dangerous goods (Directive 2008/68/EC)',
    de: 'Ausgenommen nach Art. 7(4)(f): Verpackung für die Beförderung gefährlicher Güter (Richtlinie 2008/68/EG)',
    fr: 'Exempté au titre de l’art. 7(4)(f) : emballage utilisé pour le transport de marchandises dangereuses (directive 2008/68/CE)',
  },
  medicinal_manufacturing_supplies: {
    en: 'Exempt under Art. 7(4)(h): packaging of supplies or components for manufacturing medicinal products',
    de: 'Ausgenommen nach Art. 7(4)(h): Verpackung von Vorprodukten oder Bestandteilen für die Herstellung von Arzneimitteln',
    fr: 'Exempté au titre de l’art. 7(4)(h) : emballage de fournitures ou de composants pour la fabrication de médicaments',
  },
  food_contact_recycled_content_health_risk: {
    en: 'Exempt under Art. 7(5)(a): food-contact plastic whose recycled content would breach Regulation (EC) No 1935/2004',
    de: 'Ausgenommen nach Art. 7(5)(a): Kunststoff mit Lebensmittelkontakt, dessen Rezyklatanteil gegen die Verordnung (EG) Nr. 1935/2004 verstieße',
    fr: 'Exempté au titre de l’art. 7(5)(a) : plastique au contact des denrées alimentaires dont la teneur en matières recyclées enfreindrait le règlement (CE) n° 1935/2004',
  },
};

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
 * The legal figure is an average per manufacturing plant and year (Art. 7(1)); the portfolio's,
 * weighted by units placed on the market, is summed from `recycledContentShare` (decision 057).
 */
const weightedFigure = (parts: readonly { plastic: number; percent: number }[]) => {
  const plastic = parts.reduce((total, part) => total + part.plastic, 0);
  return plastic === 0
    ? null
    : parts.reduce((total, part) => total + part.plastic * part.percent, 0) / plastic;
};

const categoryOf = (pkg: PpwrPackaging, petMajor: boolean): Category | { missing: string } => {
  const { contactSensitivity, singleUsePlasticBeverageBottle } = pkg;
  if (singleUsePlasticBeverageBottle == null) return { missing: 'singleUsePlasticBeverageBottle' };
  if (singleUsePlasticBeverageBottle) return 'single_use_plastic_beverage_bottle';
  if (contactSensitivity == null) return { missing: 'contactSensitivity' };
  if (contactSensitivity === 'none') return 'other_plastic';
  return petMajor ? 'pet_contact_sensitive' : 'other_contact_sensitive';
};

type PlasticPart = { component: PpwrComponent; plastic: number | null; pet: number | null };

/**
 * What Art. 7 reads of a packaging before any threshold or document: outside the rule (and why),
 * its category not to be told (what is missing), or its category with the plastic parts the
 * minimums apply to.
 */
type Analysis =
  | { scope: 'out'; reason: RecycledContentLeftOutReason; finding: Finding }
  | { scope: 'unclassified'; finding: Finding }
  | {
      scope: 'in';
      category: Category;
      plasticParts: PlasticPart[];
      /** Their plastic in grams; null when a part's weight is not entered. */
      plasticWeight: number | null;
    };

const analyse = (pkg: PpwrPackaging): Analysis => {
  if (pkg.contactSensitivity === 'medicinal_or_medical_device' || pkg.contactSensitivity === 'infant_food')
    return {
      scope: 'out',
      reason: 'medicinal_or_infant_food',
      finding: exempt(
        {
          en: 'Exempt: contact-sensitive packaging of medicinal products, medical devices or infant food',
          de: 'Ausgenommen: kontaktempfindliche Verpackung von Arzneimitteln, Medizinprodukten oder Säuglingsnahrung',
          fr: 'Exempté : emballage sensible au contact de médicaments, dispositifs médicaux ou aliments pour nourrissons',
        },
        [value('contactSensitivity', pkg.contactSensitivity)],
      ),
    };
  const { recycledContentExemption } = pkg;
  // Only a chosen exemption exempts: none, null and absent (unknown) leave the minimums in force.
  if (recycledContentExemption != null && recycledContentExemption !== 'none')
    return {
      scope: 'out',
      reason: 'exemption_recorded',
      finding: exempt(recordedExemptionNotes[recycledContentExemption], [
        value('recycledContentExemption', recycledContentExemption),
      ]),
    };
  if (pkg.components.length === 0)
    return {
      scope: 'unclassified',
      finding: finding('evidence_missing', { missing: [missingData('components')] }),
    };
  const measured = pkg.components.map((component) => ({ component, ...plasticOf(component) }));
  const unknownMaterial = measured.filter(
    (part) => part.component.materialId == null && !part.component.constituents?.length,
  );
  if (unknownMaterial.length > 0)
    return {
      scope: 'unclassified',
      finding: finding('evidence_missing', {
        missing: unknownMaterial.map((part) => missingData('materialId', part.component.id)),
      }),
    };
  const plasticPartsAll = measured.filter((part) => part.plastic === null || part.plastic > 0);
  if (plasticPartsAll.length === 0)
    return {
      scope: 'out',
      reason: 'no_plastic',
      finding: exempt({
        en: 'No plastic part',
        de: 'Kein Kunststoffanteil',
        fr: 'Aucune partie en plastique',
      }),
    };
  // Art. 7(4)(e) exempts compostable plastic packaging: read as every plastic part certified
  // compostable, since one that is not (or not known to be) keeps the packaging's plastic recyclable.
  if (plasticPartsAll.every((part) => part.component.compostabilityCertified === true))
    return {
      scope: 'out',
      reason: 'compostable_plastic',
      finding: exempt(
        {
          en: 'Exempt under Art. 7(4)(e): compostable plastic packaging, every plastic part certified compostable',
          de: 'Ausgenommen nach Art. 7(4)(e): kompostierbare Kunststoffverpackung, jedes Kunststoffteil als kompostierbar zertifiziert',
          fr: 'Exempté au titre de l’art. 7(4)(e) : emballage en plastique compostable, chaque partie en plastique certifiée compostable',
        },
        plasticPartsAll.map((part) => value('compostabilityCertified', true, null, part.component.id)),
      ),
    };
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
    return {
      scope: 'out',
      reason: 'plastic_parts_below_5_percent',
      finding: exempt(
        {
          en: 'Exempt: each plastic part is below 5 % of the packaging’s weight',
          de: 'Ausgenommen: jedes Kunststoffteil liegt unter 5 % des Verpackungsgewichts',
          fr: 'Exempté : chaque partie en plastique représente moins de 5 % du poids de l’emballage',
        },
        plasticPartsAll.map((part) =>
          value('plasticSharePercent', shareOf(part.plastic), '%', part.component.id),
        ),
      ),
    };
  const weighed = plasticParts.every((part) => part.plastic !== null);
  const plasticWeight = weighed ? plasticParts.reduce((total, part) => total + (part.plastic ?? 0), 0) : null;
  const petMajor =
    plasticWeight !== null && plasticWeight > 0
      ? plasticParts.reduce((total, part) => total + (part.pet ?? 0), 0) > plasticWeight / 2
      : plasticParts.length === 1 && plasticParts[0]?.component.materialId === 'pet';
  const category = categoryOf(pkg, petMajor);
  if (typeof category !== 'string')
    return {
      scope: 'unclassified',
      finding: finding('evidence_missing', { missing: [missingData(category.missing)] }),
    };
  return { scope: 'in', category, plasticParts, plasticWeight };
};

/** The packaging's figure: its plastic parts' recycled content weighted by their plastic; null: unknown. */
const figureOf = (plasticParts: readonly PlasticPart[], plasticWeight: number | null): number | null => {
  if (!plasticParts.every(({ component }) => component.recycledContentPercent != null)) return null;
  if (plasticParts.length === 1) return plasticParts[0]?.component.recycledContentPercent ?? null;
  return plasticWeight === null
    ? null
    : weightedFigure(
        plasticParts.map((part) => ({
          plastic: part.plastic ?? 0,
          percent: part.component.recycledContentPercent ?? 0,
        })),
      );
};

/**
 * A packaging's part in the portfolio's Art. 7 figure (decision 057): outside it (and why), in its
 * category without a figure (recycled content or plastic weight not entered), or in its category
 * with its plastic per unit and recycled content. Documents do not matter here: the portfolio
 * figure sums what the data says, the per-packaging check asks for proof.
 */
export type RecycledContentShare =
  | { scope: 'out'; reason: RecycledContentLeftOutReason }
  | { scope: 'in'; category: Category; plasticGrams: number | null; percent: number | null };

export const recycledContentShare = (pkg: PpwrPackaging): RecycledContentShare => {
  const analysis = analyse(pkg);
  if (analysis.scope === 'out') return { scope: 'out', reason: analysis.reason };
  if (analysis.scope === 'unclassified') return { scope: 'out', reason: 'unclassified' };
  return {
    scope: 'in',
    category: analysis.category,
    plasticGrams: analysis.plasticWeight,
    percent: figureOf(analysis.plasticParts, analysis.plasticWeight),
  };
};

const evaluate = (input: RuleInput, stage: RuleStage): Finding => {
  const analysis = analyse(input.pkg);
  if (analysis.scope !== 'in') return analysis.finding;
  const { category, plasticParts, plasticWeight } = analysis;
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
  const figure = figureOf(plasticParts, plasticWeight);
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
