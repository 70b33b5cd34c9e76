import type { Language, Localized, LookupKind } from '@recyclens/shared';

/**
 * The import format, shared by the template, the XLSX reader and the CSV reader. Columns are
 * found by their header, in English, German or French (the template is written in the user's
 * language, and a file travels between colleagues); lookup columns take a name in any of the
 * three languages, or the id; case does not matter. So do the sheets: the template names them in
 * the user's language, and the reader knows them by any of the three names (decision 044).
 */
export const packagingSheet = {
  name: { en: 'Packaging', de: 'Verpackungen', fr: 'Emballages' },
  columns: [
    { key: 'key', header: 'Key', de: 'Schlüssel', fr: 'Clé', width: 14 },
    { key: 'name', header: 'Name', de: 'Name', fr: 'Nom', width: 30 },
    { key: 'description', header: 'Description', de: 'Beschreibung', fr: 'Description', width: 40 },
    { key: 'category', header: 'Category', de: 'Kategorie', fr: 'Catégorie', width: 18, lookup: 'category' },
    { key: 'project', header: 'Project', de: 'Projekt', fr: 'Projet', width: 24 },
    {
      key: 'country',
      header: 'Assessment country',
      de: 'Bewertungsland',
      fr: 'Pays d’évaluation',
      width: 20,
      lookup: 'country',
    },
    { key: 'draft', header: 'Draft (yes/no)', de: 'Entwurf (ja/nein)', fr: 'Brouillon (oui/non)', width: 14 },
    // The packaging's PPWR fields (docs/ppwr.md), keyed by their field names; codes as in docs/import-format.md.
    {
      key: 'packagingRole',
      header: 'Packaging role',
      de: 'Verpackungsfunktion',
      fr: 'Rôle de l’emballage',
      width: 16,
      group: 'ppwr',
    },
    {
      key: 'contactSensitivity',
      header: 'Contact sensitivity',
      de: 'Kontaktempfindlichkeit',
      fr: 'Sensibilité au contact',
      width: 18,
      group: 'ppwr',
    },
    {
      key: 'singleUsePlasticBeverageBottle',
      header: 'Single-use plastic beverage bottle (yes/no)',
      de: 'Einweg-Getränkeflasche aus Kunststoff (ja/nein)',
      fr: 'Bouteille pour boissons en plastique à usage unique (oui/non)',
      width: 18,
      group: 'ppwr',
    },
    {
      key: 'reusable',
      header: 'Reusable (yes/no)',
      de: 'Wiederverwendbar (ja/nein)',
      fr: 'Réutilisable (oui/non)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'packagingVolumeMl',
      header: 'Packaging volume (ml)',
      de: 'Verpackungsvolumen (ml)',
      fr: 'Volume de l’emballage (ml)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'contentVolumeMl',
      header: 'Content volume (ml)',
      de: 'Volumen des Inhalts (ml)',
      fr: 'Volume du contenu (ml)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'compostableItem',
      header: 'Compostable item',
      de: 'Kompostierbarer Artikel',
      fr: 'Article compostable',
      width: 18,
      group: 'ppwr',
    },
    {
      key: 'materialCompositionLabel',
      header: 'Material composition label (yes/no)',
      de: 'Kennzeichnung der Materialzusammensetzung (ja/nein)',
      fr: 'Étiquette de composition matérielle (oui/non)',
      width: 16,
      group: 'ppwr',
    },
    {
      key: 'restrictedFormat',
      header: 'Restricted format (Annex V)',
      de: 'Beschränktes Format (Anhang V)',
      fr: 'Format restreint (annexe V)',
      width: 18,
      group: 'ppwr',
    },
    {
      key: 'recycledContentExemption',
      header: 'Recycled content exemption (Art. 7)',
      de: 'Ausnahme vom Rezyklatanteil (Art. 7)',
      fr: 'Exemption de teneur en matières recyclées (art. 7)',
      width: 22,
      group: 'ppwr',
    },
    // Units placed on the market (docs/epr.md): every country and year in one cell, so a
    // packaging stays one row, e.g. "DE 2026: 10000; FR 2026: 5000".
    {
      key: 'unitsPlaced',
      header: 'Units placed (country year: units)',
      de: 'Inverkehrgebrachte Stück (Land Jahr: Stück)',
      fr: 'Unités mises sur le marché (pays année : unités)',
      width: 36,
      group: 'market',
    },
  ],
} as const;

export const componentsSheet = {
  name: { en: 'Components', de: 'Komponenten', fr: 'Composants' },
  columns: [
    {
      key: 'packagingKey',
      header: 'Packaging key',
      de: 'Verpackungsschlüssel',
      fr: 'Clé de l’emballage',
      width: 14,
    },
    { key: 'name', header: 'Component name', de: 'Name der Komponente', fr: 'Nom du composant', width: 24 },
    { key: 'type', header: 'Type', de: 'Typ', fr: 'Type', width: 18, lookup: 'type' },
    { key: 'family', header: 'Family', de: 'Familie', fr: 'Famille', width: 18, lookup: 'family' },
    { key: 'material', header: 'Material', de: 'Material', fr: 'Matériau', width: 22, lookup: 'material' },
    { key: 'filler', header: 'Filler', de: 'Füllstoff', fr: 'Charge', width: 18, lookup: 'filler' },
    { key: 'adhesive', header: 'Adhesive', de: 'Klebstoff', fr: 'Adhésif', width: 22, lookup: 'adhesive' },
    { key: 'color', header: 'Colour', de: 'Farbe', fr: 'Couleur', width: 22, lookup: 'color' },
    {
      key: 'densityFrom',
      header: 'Density from (g/cm³)',
      de: 'Dichte von (g/cm³)',
      fr: 'Densité de (g/cm³)',
      width: 18,
    },
    {
      key: 'densityTo',
      header: 'Density to (g/cm³)',
      de: 'Dichte bis (g/cm³)',
      fr: 'Densité à (g/cm³)',
      width: 18,
    },
    {
      key: 'ncLinksUsed',
      header: 'NC links used',
      de: 'Genutzte NC-Verbindungen',
      fr: 'Liens NC utilisés',
      width: 14,
    },
    { key: 'weight', header: 'Weight (g)', de: 'Gewicht (g)', fr: 'Poids (g)', width: 12 },
    // A component's layers, one row each (docs/import-format.md, decision 033).
    {
      key: 'layerRole',
      header: 'Layer role',
      de: 'Rolle der Schicht',
      fr: 'Rôle de la couche',
      width: 18,
      lookup: 'constituentRole',
      group: 'layers',
    },
    {
      key: 'layerMaterial',
      header: 'Layer material',
      de: 'Material der Schicht',
      fr: 'Matériau de la couche',
      width: 24,
      lookup: 'material',
      group: 'layers',
    },
    {
      key: 'layerWeight',
      header: 'Layer weight (g)',
      de: 'Gewicht der Schicht (g)',
      fr: 'Poids de la couche (g)',
      width: 14,
      group: 'layers',
    },
    {
      key: 'layerBlend',
      header: 'Layer blend (%)',
      de: 'Beimischung der Schicht (%)',
      fr: 'Mélange de la couche (%)',
      width: 22,
      group: 'layers',
    },
    // The component's PPWR fields (docs/ppwr.md), keyed by their field names.
    {
      key: 'recycledContentPercent',
      header: 'Recycled content (%)',
      de: 'Rezyklatanteil (%)',
      fr: 'Teneur en matières recyclées (%)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'recycledContentBasis',
      header: 'Recycled content basis',
      de: 'Nachweis des Rezyklatanteils',
      fr: 'Justification de la teneur recyclée',
      width: 18,
      group: 'ppwr',
    },
    {
      key: 'pfasIntentionallyAdded',
      header: 'PFAS intentionally added (yes/no/unknown)',
      de: 'PFAS absichtlich zugesetzt (ja/nein/unbekannt)',
      fr: 'PFAS ajoutés intentionnellement (oui/non/inconnu)',
      width: 16,
      group: 'ppwr',
    },
    {
      key: 'pfasSingleMaxPpb',
      header: 'Highest single PFAS (ppb)',
      de: 'Höchster Einzel-PFAS-Wert (ppb)',
      fr: 'PFAS individuel le plus élevé (ppb)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'pfasTargetedSumPpb',
      header: 'Sum of PFAS (ppb)',
      de: 'Summe der PFAS (ppb)',
      fr: 'Somme des PFAS (ppb)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'pfasTotalMgPerKg',
      header: 'PFAS incl. polymeric (mg/kg)',
      de: 'PFAS inkl. polymerer (mg/kg)',
      fr: 'PFAS, polymères compris (mg/kg)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'totalFluorineMgPerKg',
      header: 'Total fluorine (mg/kg)',
      de: 'Gesamtfluor (mg/kg)',
      fr: 'Fluor total (mg/kg)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'heavyMetalsSumMgPerKg',
      header: 'Heavy metals Pb + Cd + Hg + Cr(VI) (mg/kg)',
      de: 'Schwermetalle Pb + Cd + Hg + Cr(VI) (mg/kg)',
      fr: 'Métaux lourds Pb + Cd + Hg + Cr(VI) (mg/kg)',
      width: 14,
      group: 'ppwr',
    },
    {
      key: 'compostabilityCertified',
      header: 'Certified compostable (yes/no)',
      de: 'Als kompostierbar zertifiziert (ja/nein)',
      fr: 'Certifié compostable (oui/non)',
      width: 14,
      group: 'ppwr',
    },
  ],
} as const;

/** A column of the format: `header` is its English header, `de` and `fr` the others. */
export interface Column {
  key: string;
  header: string;
  de: string;
  fr: string;
  width: number;
  lookup?: LookupKind;
  /**
   * Columns that came later into the format and may be left out together, so that a file made
   * before them stays valid; once one of them is there, all must be (decisions 016 and 033).
   */
  group?: 'layers' | 'ppwr' | 'market';
}
export type PackagingKey = (typeof packagingSheet.columns)[number]['key'];
export type ComponentKey = (typeof componentsSheet.columns)[number]['key'];
export type PackagingRow = Record<PackagingKey, string> & { row: number };
export type ComponentRow = Record<ComponentKey, string> & { row: number };

export const lookupColumns = (columns: readonly Column[]) =>
  columns.flatMap((column, index) => (column.lookup ? [{ ...column, lookup: column.lookup, index }] : []));

/** A column's headers, as a problem in the file names it in the reader's language. */
export const columnNames = (column: Pick<Column, 'header' | 'de' | 'fr'>): Localized => ({
  en: column.header,
  de: column.de,
  fr: column.fr,
});

/** The CSV form is one table: its problems name it so in every language. */
export const csvSheetName: Localized = { en: 'CSV', de: 'CSV', fr: 'CSV' };

/** A column's header in a language of the app. */
export const headerIn = (column: Column, language: Language): string =>
  language === 'DE' ? column.de : language === 'FR' ? column.fr : column.header;

const packagingColumnOfCsv = (
  column: (typeof packagingSheet.columns)[number],
): Column & { key: PackagingKey } =>
  column.key === 'key'
    ? { ...column, header: 'Packaging key', de: 'Verpackungsschlüssel', fr: 'Clé de l’emballage' }
    : column.key === 'name'
      ? { ...column, header: 'Packaging name', de: 'Verpackungsname', fr: 'Nom de l’emballage' }
      : column;

/** CSV holds one table: one row per component, the packaging's columns repeated on each. */
export const csvColumns = {
  packaging: packagingSheet.columns.map(packagingColumnOfCsv),
  components: componentsSheet.columns.filter((column) => column.key !== 'packagingKey'),
};
/**
 * The CSV's headers, the packaging's PPWR and then market columns last, so a row written before
 * them reads the same.
 */
export const csvHeaders = [
  ...csvColumns.packaging.filter((column) => column.group !== 'ppwr' && column.group !== 'market'),
  ...csvColumns.components,
  ...csvColumns.packaging.filter((column) => column.group === 'ppwr'),
  ...csvColumns.packaging.filter((column) => column.group === 'market'),
].map((column) => column.header);
