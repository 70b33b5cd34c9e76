import {
  localize,
  type ComponentPpwrFields,
  type ContentLanguage,
  type Localized,
  type PackagingPpwrFields,
} from '@recyclens/shared';
import { formatNumber } from './format';

/**
 * The PPWR fields (docs/ppwr.md) as the exports write them: names and choices in the reader's
 * language, and an empty field as "unknown" — never as "no" or blank, which a reader would take
 * for an answer.
 */

export const unknownLabel: Localized = { en: 'Unknown', de: 'Unbekannt', fr: 'Inconnu' };
const yes: Localized = { en: 'Yes', de: 'Ja', fr: 'Oui' };
const no: Localized = { en: 'No', de: 'Nein', fr: 'Non' };
const none: Localized = { en: 'None of these', de: 'Nichts davon', fr: 'Aucun de ceux-ci' };

const choiceNames: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  packagingRole: {
    sales: { en: 'Sales packaging', de: 'Verkaufsverpackung', fr: 'Emballage de vente' },
    grouped: { en: 'Grouped packaging', de: 'Umverpackung', fr: 'Emballage groupé' },
    transport: { en: 'Transport packaging', de: 'Transportverpackung', fr: 'Emballage de transport' },
    ecommerce: {
      en: 'E-commerce packaging',
      de: 'E-Commerce-Verpackung',
      fr: 'Emballage de commerce en ligne',
    },
  },
  contactSensitivity: {
    food: { en: 'Food', de: 'Lebensmittel', fr: 'Denrées alimentaires' },
    beverage: { en: 'Beverage', de: 'Getränk', fr: 'Boisson' },
    medicinal_or_medical_device: {
      en: 'Medicinal product or medical device',
      de: 'Arzneimittel oder Medizinprodukt',
      fr: 'Médicament ou dispositif médical',
    },
    infant_food: { en: 'Infant food', de: 'Säuglingsnahrung', fr: 'Aliments pour nourrissons' },
    other_contact_sensitive: {
      en: 'Other contact-sensitive product',
      de: 'Anderes kontaktempfindliches Produkt',
      fr: 'Autre produit sensible au contact',
    },
    none: { en: 'None', de: 'Keine', fr: 'Aucune' },
  },
  compostableItem: {
    tea_coffee_beverage_bag: {
      en: 'Tea, coffee or other beverage bag',
      de: 'Tee-, Kaffee- oder anderer Getränkebeutel',
      fr: 'Sachet de thé, de café ou d’une autre boisson',
    },
    single_serve_beverage_unit: {
      en: 'Soft single-serve tea or coffee unit',
      de: 'Weiche Einzelportion für Tee oder Kaffee',
      fr: 'Dosette souple de thé ou de café',
    },
    fruit_vegetable_sticky_label: {
      en: 'Sticky label on fruit or vegetables',
      de: 'Klebeetikett auf Obst oder Gemüse',
      fr: 'Étiquette adhésive sur des fruits ou légumes',
    },
    none,
  },
  restrictedFormat: {
    single_use_plastic_grouped_packaging: {
      en: 'Single-use plastic grouped packaging',
      de: 'Einweg-Umverpackung aus Kunststoff',
      fr: 'Emballage groupé en plastique à usage unique',
    },
    single_use_plastic_fresh_produce_under_1_5_kg: {
      en: 'Single-use plastic for less than 1.5 kg of fresh fruit or vegetables',
      de: 'Einwegkunststoff für weniger als 1,5 kg frisches Obst oder Gemüse',
      fr: 'Plastique à usage unique pour moins de 1,5 kg de fruits ou légumes frais',
    },
    single_use_plastic_horeca_on_premises: {
      en: 'Single-use plastic for food and drink consumed on the premises',
      de: 'Einwegkunststoff für vor Ort verzehrte Speisen und Getränke',
      fr: 'Plastique à usage unique pour aliments et boissons consommés sur place',
    },
    single_use_condiment_portion_horeca: {
      en: 'Single-use portion of condiments or sauces on the premises',
      de: 'Einwegportion von Würzmitteln oder Soßen vor Ort',
      fr: 'Portion individuelle à usage unique de condiments ou de sauces sur place',
    },
    single_use_hotel_miniature: {
      en: 'Single-use hotel miniature',
      de: 'Einweg-Hotelminiatur',
      fr: 'Miniature d’hôtel à usage unique',
    },
    very_lightweight_plastic_carrier_bag: {
      en: 'Very lightweight plastic carrier bag',
      de: 'Sehr leichte Kunststofftragetasche',
      fr: 'Sac en plastique très léger',
    },
    none,
  },
  recycledContentExemption: {
    medicinal_outer_packaging: {
      en: 'Outer packaging of a medicinal product (Art. 7(4)(d))',
      de: 'Äußere Umhüllung eines Arzneimittels (Art. 7(4)(d))',
      fr: 'Emballage extérieur d’un médicament (art. 7(4)(d))',
    },
    dangerous_goods_transport: {
      en: 'Transport of dangerous goods (Art. 7(4)(f))',
      de: 'Transport gefährlicher Güter (Art. 7(4)(f))',
      fr: 'Transport de marchandises dangereuses (art. 7(4)(f))',
    },
    medicinal_manufacturing_supplies: {
      en: 'Supplies for manufacturing medicinal products (Art. 7(4)(h))',
      de: 'Vorprodukte für die Herstellung von Arzneimitteln (Art. 7(4)(h))',
      fr: 'Fournitures pour la fabrication de médicaments (art. 7(4)(h))',
    },
    food_contact_recycled_content_health_risk: {
      en: 'Food contact: recycled content would breach Regulation (EC) No 1935/2004 (Art. 7(5)(a))',
      de: 'Lebensmittelkontakt: Rezyklat verstieße gegen die Verordnung (EG) Nr. 1935/2004 (Art. 7(5)(a))',
      fr: 'Contact alimentaire : les matières recyclées enfreindraient le règlement (CE) n° 1935/2004 (art. 7(5)(a))',
    },
    none,
  },
  recycledContentBasis: {
    supplier_declaration: {
      en: 'Supplier declaration',
      de: 'Lieferantenerklärung',
      fr: 'Déclaration du fournisseur',
    },
    mass_balance: { en: 'Mass balance', de: 'Massenbilanz', fr: 'Bilan massique' },
    certificate: { en: 'Certificate', de: 'Zertifikat', fr: 'Certificat' },
  },
  pfasIntentionallyAdded: { yes, no, unknown: unknownLabel },
};

type Column<Fields> = { field: keyof Fields & string; header: Localized; percent?: boolean };

export const packagingPpwrColumns: readonly Column<PackagingPpwrFields>[] = [
  {
    field: 'packagingRole',
    header: { en: 'Packaging role', de: 'Verpackungsfunktion', fr: 'Rôle de l’emballage' },
  },
  {
    field: 'contactSensitivity',
    header: { en: 'Contact sensitivity', de: 'Kontaktempfindlichkeit', fr: 'Sensibilité au contact' },
  },
  {
    field: 'singleUsePlasticBeverageBottle',
    header: {
      en: 'Single-use plastic beverage bottle',
      de: 'Einweg-Getränkeflasche aus Kunststoff',
      fr: 'Bouteille pour boissons en plastique à usage unique',
    },
  },
  { field: 'reusable', header: { en: 'Reusable', de: 'Wiederverwendbar', fr: 'Réutilisable' } },
  {
    field: 'packagingVolumeMl',
    header: { en: 'Packaging volume (ml)', de: 'Verpackungsvolumen (ml)', fr: 'Volume de l’emballage (ml)' },
  },
  {
    field: 'contentVolumeMl',
    header: { en: 'Content volume (ml)', de: 'Volumen des Inhalts (ml)', fr: 'Volume du contenu (ml)' },
  },
  {
    field: 'compostableItem',
    header: {
      en: 'Item that must be compostable',
      de: 'Artikel, der kompostierbar sein muss',
      fr: 'Article qui doit être compostable',
    },
  },
  {
    field: 'materialCompositionLabel',
    header: {
      en: 'Material composition label',
      de: 'Kennzeichnung der Materialzusammensetzung',
      fr: 'Étiquette de composition matérielle',
    },
  },
  {
    field: 'restrictedFormat',
    header: {
      en: 'Restricted format (Annex V)',
      de: 'Beschränktes Format (Anhang V)',
      fr: 'Format restreint (annexe V)',
    },
  },
  {
    field: 'recycledContentExemption',
    header: {
      en: 'Recycled content exemption (Art. 7)',
      de: 'Ausnahme vom Rezyklatanteil (Art. 7)',
      fr: 'Exemption de teneur en matières recyclées (art. 7)',
    },
  },
];

export const componentPpwrColumns: readonly Column<ComponentPpwrFields>[] = [
  {
    field: 'recycledContentPercent',
    header: {
      en: 'Post-consumer recycled content (%)',
      de: 'Post-Consumer-Rezyklatanteil (%)',
      fr: 'Teneur en matières recyclées post-consommation (%)',
    },
    percent: true,
  },
  {
    field: 'recycledContentBasis',
    header: {
      en: 'Recycled content shown by',
      de: 'Rezyklatanteil belegt durch',
      fr: 'Teneur en matières recyclées attestée par',
    },
  },
  {
    field: 'pfasIntentionallyAdded',
    header: {
      en: 'PFAS intentionally added',
      de: 'PFAS absichtlich zugesetzt',
      fr: 'PFAS ajoutés intentionnellement',
    },
  },
  {
    field: 'pfasSingleMaxPpb',
    header: {
      en: 'Highest single PFAS (ppb)',
      de: 'Höchster Einzel-PFAS-Wert (ppb)',
      fr: 'PFAS individuel le plus élevé (ppb)',
    },
  },
  {
    field: 'pfasTargetedSumPpb',
    header: { en: 'Sum of PFAS (ppb)', de: 'Summe der PFAS (ppb)', fr: 'Somme des PFAS (ppb)' },
  },
  {
    field: 'pfasTotalMgPerKg',
    header: {
      en: 'PFAS including polymeric PFAS (mg/kg)',
      de: 'PFAS einschließlich polymerer PFAS (mg/kg)',
      fr: 'PFAS, PFAS polymères compris (mg/kg)',
    },
  },
  {
    field: 'totalFluorineMgPerKg',
    header: { en: 'Total fluorine (mg/kg)', de: 'Gesamtfluor (mg/kg)', fr: 'Fluor total (mg/kg)' },
  },
  {
    field: 'heavyMetalsSumMgPerKg',
    header: { en: 'Heavy metals (mg/kg)', de: 'Schwermetalle (mg/kg)', fr: 'Métaux lourds (mg/kg)' },
  },
  {
    field: 'compostabilityCertified',
    header: {
      en: 'Certified compostable (industrial)',
      de: 'Als kompostierbar zertifiziert (industriell)',
      fr: 'Certifié compostable (industriel)',
    },
  },
];

export const emptySpaceHeader: Localized = {
  en: 'Empty-space ratio (%)',
  de: 'Leerraumanteil (%)',
  fr: 'Ratio d’espace vide (%)',
};
export const ppwrHeading: Localized = { en: 'PPWR data', de: 'PPWR-Daten', fr: 'Données PPWR' };
export const unansweredComponents: Localized = {
  en: 'Components without PPWR data (all unknown)',
  de: 'Komponenten ohne PPWR-Daten (alles unbekannt)',
  fr: 'Composants sans données PPWR (tout inconnu)',
};
export const componentsPpwrSheet: Localized = {
  en: 'Components PPWR',
  de: 'Komponenten PPWR',
  fr: 'Composants PPWR',
};

/** A cell's value: a number stays a number (a spreadsheet sums it), anything else in words. */
export const ppwrCell = (
  fields: object | undefined,
  field: string,
  language: ContentLanguage,
): string | number => {
  const value = (fields as Readonly<Record<string, unknown>> | undefined)?.[field];
  if (value === null || value === undefined) return localize(unknownLabel, language);
  if (typeof value === 'boolean') return localize(value ? yes : no, language);
  if (typeof value === 'number') return value;
  const name = choiceNames[field]?.[String(value)];
  return name ? localize(name, language) : String(value);
};

/** The same value as running text (the PDF): numbers in the reader's format, a share with "%". */
export const ppwrText = (
  fields: object | undefined,
  column: Column<PackagingPpwrFields> | Column<ComponentPpwrFields>,
  language: ContentLanguage,
): string => {
  const value = ppwrCell(fields, column.field, language);
  if (typeof value !== 'number') return value;
  return `${formatNumber(value, language)}${column.percent ? ' %' : ''}`;
};
