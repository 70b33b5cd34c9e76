import { localize, type ContentLanguage, type EprUnpricedReason, type Localized } from '@recyclens/shared';
import type ExcelJS from 'exceljs';
import wordTexts from './epr-declaration-words.json' with { type: 'json' };
import { checkedTexts } from './localized-texts';
import { addHeadedSheet } from './xlsx-sheets';

/**
 * The "EPR declaration" workbook (issue 35 §4, docs/epr.md): for one year, per country and
 * scheme, the tonnes per schedule row and the units placed, with the edition each row comes
 * from. Its rows are already summed (a few per country), so it is written whole.
 */

export interface EprDeclarationTonnesRow {
  country: string;
  scheme: string | null;
  edition: string | null;
  /** The schedule row in the scheme's words, our material, or what was not priced. */
  category: string;
  tonnes: number;
  withoutWeight: number;
}
export interface EprDeclarationUnitsRow {
  country: string;
  scheme: string | null;
  packaging: number;
  units: number;
}
export interface EprDeclarationSource {
  scheme: string;
  edition: string;
  url: string;
  readOn: string;
  fingerprint: string;
}
export interface EprDeclarationBook {
  year: number;
  language: ContentLanguage;
  tonnes: EprDeclarationTonnesRow[];
  units: EprDeclarationUnitsRow[];
  sources: EprDeclarationSource[];
}

const words = checkedTexts(wordTexts);

/** Why a line's tonnes are not under a schedule row, as the file says it. */
export const unpricedCategory: Record<EprUnpricedReason, Localized> = {
  no_weight: {
    en: 'Not priced: no weight',
    de: 'Nicht bepreist: kein Gewicht',
    fr: 'Non tarifé : pas de poids',
  },
  no_material: {
    en: 'Not priced: no material',
    de: 'Nicht bepreist: kein Material',
    fr: 'Non tarifé : pas de matériau',
  },
  no_row: {
    en: 'Not priced: no schedule row for the material',
    de: 'Nicht bepreist: keine Tarifzeile für das Material',
    fr: 'Non tarifé : aucune ligne du barème pour le matériau',
  },
  rate_unknown: {
    en: 'Not priced: rate not verified',
    de: 'Nicht bepreist: Satz nicht geprüft',
    fr: 'Non tarifé : taux non vérifié',
  },
};

export const renderEprDeclarationXlsx = async (book: EprDeclarationBook): Promise<Buffer> => {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const say = (text: Localized) => localize(text, book.language);
  const addSheet = (name: Localized, headers: Localized[], widths: number[]): ExcelJS.Worksheet =>
    addHeadedSheet(
      workbook,
      `${say(name)} ${book.year}`,
      headers.map((header, index) => ({ header: say(header), width: widths[index] ?? 16 })),
    );
  const noSchedule = say(words.noSchedule);

  const tonnes = addSheet(
    words.tonnesSheet,
    [words.country, words.scheme, words.edition, words.category, words.tonnes, words.withoutWeight],
    [20, 18, 28, 40, 14, 16],
  );
  for (const row of book.tonnes)
    tonnes.addRow([
      row.country,
      row.scheme ?? noSchedule,
      row.edition ?? '',
      row.category,
      row.tonnes,
      row.withoutWeight,
    ]);
  tonnes.getColumn(5).numFmt = '0.000000';

  const units = addSheet(
    words.unitsSheet,
    [words.country, words.scheme, words.packaging, words.units],
    [20, 18, 14, 18],
  );
  for (const row of book.units)
    units.addRow([row.country, row.scheme ?? noSchedule, row.packaging, row.units]);

  const sources = addSheet(
    words.sourcesSheet,
    [words.scheme, words.edition, words.document, words.readOn, words.fingerprint],
    [18, 40, 60, 12, 66],
  );
  for (const source of book.sources)
    sources.addRow([source.scheme, source.edition, source.url, source.readOn, source.fingerprint]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
};
