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
  group?: 'layers';
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
export const csvHeaders = [...csvColumns.packaging, ...csvColumns.components].map((column) => column.header);
