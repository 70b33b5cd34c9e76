import { contentLanguages, type ContentLanguage, type Localized } from '@recyclens/shared';
import { AppError, type RowError } from '../errors/app-error';
import { columnNames, csvSheetName, type Column } from './columns';

/**
 * A header as people retype it: any case, a typographic or a straight apostrophe, the unit in
 * brackets or not ("Weight" for "Weight (g)").
 */
const normalise = (header: string) =>
  header
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[’‘`]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The position of a column the file may leave out, and did: its cells read as empty. */
export const ABSENT = -1;

const namesOf = (column: Column) => [...new Set([column.header, column.de, column.fr])];

/** A text said in each of the three languages. */
const inEach = (say: (language: ContentLanguage) => string): Localized => ({
  en: say('en'),
  de: say('de'),
  fr: say('fr'),
});

const quoted: Localized<(text: string) => string> = {
  en: (text) => `"${text}"`,
  de: (text) => `„${text}“`,
  fr: (text) => `« ${text} »`,
};
const or: Localized = { en: ' or ', de: ' oder ', fr: ' ou ' };

/** A column's headers for a reader, theirs first: any of them is read. */
const headersFor = (column: Column, language: ContentLanguage) => {
  const names = columnNames(column);
  return [...new Set([names[language], ...contentLanguages.map((other) => names[other])])]
    .map(quoted[language])
    .join(or[language]);
};

const noHeaders = (columns: readonly Column[], sheet: Localized): Localized =>
  sheet === csvSheetName
    ? inEach((language) => {
        const headers = columns.map((column) => columnNames(column)[language]).join(', ');
        return {
          en: `The CSV's first line has none of the template's headers (${headers}).`,
          de: `Die erste Zeile der CSV-Datei enthält keine der Überschriften der Vorlage (${headers}).`,
          fr: `La première ligne du CSV ne contient aucun des en-têtes du modèle (${headers}).`,
        }[language];
      })
    : {
        en: `The first row of the sheet "${sheet.en}" has none of the template's headers.`,
        de: `Die erste Zeile des Blatts „${sheet.de}“ enthält keine der Überschriften der Vorlage.`,
        fr: `La première ligne de la feuille « ${sheet.fr} » ne contient aucun des en-têtes du modèle.`,
      };

const missingColumn = (column: Column, unread: readonly string[]): Localized =>
  inEach((language) => {
    const headers = headersFor(column, language);
    const others = unread.map(quoted[language]).join(', ');
    const missing = {
      en: `The column is missing: add it with the header ${headers}.`,
      de: `Die Spalte fehlt: Fügen Sie sie mit der Überschrift ${headers} hinzu.`,
      fr: `La colonne manque : ajoutez-la avec l’en-tête ${headers}.`,
    }[language];
    if (unread.length === 0) return missing;
    return {
      en: `${missing} Headers not recognised: ${others}.`,
      de: `${missing} Nicht erkannte Überschriften: ${others}.`,
      fr: `${missing} En-têtes non reconnus : ${others}.`,
    }[language];
  });

const twice: Localized = {
  en: 'This column appears twice: keep one of them.',
  de: 'Diese Spalte kommt zweimal vor: Behalten Sie eine davon.',
  fr: 'Cette colonne apparaît deux fois : gardez-en une.',
};

/**
 * Finds each column of the format by its header in the file's first row (cells[i] is the header
 * of the file's column i), in English, German or French and in any order; other columns, such as
 * a user's notes, are not read. A column the format needs and the row lacks is named with row 1,
 * in the import's usual answer (IMPORT_INVALID), together with the headers that matched nothing,
 * as a misspelt header is the usual cause; each in the reader's language, naming the header in
 * theirs first. A row with none of the headers is not the format at
 * all: unreadable.
 */
export const locateColumns = (
  cells: readonly (string | undefined)[],
  columns: readonly Column[],
  sheet: Localized,
): { positions: number[] } | { problems: RowError[] } => {
  // By the column's place in `columns`, not its key: the CSV's one table has two "name" columns.
  const byName = new Map<string, number>();
  columns.forEach((column, index) => {
    for (const name of namesOf(column)) byName.set(normalise(name), index);
  });

  const positions = new Map<number, number[]>();
  const unread: string[] = [];
  cells.forEach((cell, cellIndex) => {
    const text = (cell ?? '').trim();
    if (text === '') return;
    const index = byName.get(normalise(text));
    if (index === undefined) unread.push(text);
    else positions.set(index, [...(positions.get(index) ?? []), cellIndex]);
  });
  if (positions.size === 0) throw new AppError('IMPORT_UNREADABLE', { message: noHeaders(columns, sheet) });

  const groupsFound = new Set(columns.filter((_, index) => positions.has(index)).map((c) => c.group));
  const problems: RowError[] = [];
  columns.forEach((column, index) => {
    const found = positions.get(index) ?? [];
    if (found.length === 0 && column.group && !groupsFound.has(column.group)) return;
    const place = { sheet, row: 1, column: columnNames(column) };
    if (found.length === 0) problems.push({ ...place, message: missingColumn(column, unread) });
    else if (found.length > 1) problems.push({ ...place, message: twice });
  });
  if (problems.length > 0) return { problems };
  return { positions: columns.map((_, index) => positions.get(index)?.[0] ?? ABSENT) };
};
