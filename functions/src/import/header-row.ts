import { AppError, type RowError } from '../errors/app-error';
import type { Column } from './columns';

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

/**
 * Finds each column of the format by its header in the file's first row (cells[i] is the header
 * of the file's column i), in English, German or French and in any order; other columns, such as
 * a user's notes, are not read. A column the format needs and the row lacks is named with row 1,
 * in the import's usual answer (IMPORT_INVALID), together with the headers that matched nothing,
 * as a misspelt header is the usual cause. A row with none of the headers is not the format at
 * all: unreadable.
 */
export const locateColumns = (
  cells: readonly (string | undefined)[],
  columns: readonly Column[],
  sheet: string,
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
  if (positions.size === 0) {
    throw new AppError('IMPORT_UNREADABLE', {
      message:
        sheet === 'CSV'
          ? `The CSV's first line has none of the template's headers (${columns.map((c) => c.header).join(', ')}).`
          : `The first row of the sheet "${sheet}" has none of the template's headers.`,
    });
  }

  const unreadNote =
    unread.length > 0 ? ` Headers not recognised: ${unread.map((h) => `"${h}"`).join(', ')}.` : '';
  const groupsFound = new Set(columns.filter((_, index) => positions.has(index)).map((c) => c.group));
  const problems: RowError[] = [];
  columns.forEach((column, index) => {
    const found = positions.get(index) ?? [];
    if (found.length === 0 && column.group && !groupsFound.has(column.group)) return;
    const names = namesOf(column)
      .map((name) => `"${name}"`)
      .join(' or ');
    if (found.length === 0)
      problems.push({
        sheet,
        row: 1,
        column: column.header,
        message: `The column is missing: add it with the header ${names}.${unreadNote}`,
      });
    else if (found.length > 1)
      problems.push({
        sheet,
        row: 1,
        column: column.header,
        message: 'This column appears twice: keep one of them.',
      });
  });
  if (problems.length > 0) return { problems };
  return { positions: columns.map((_, index) => positions.get(index)?.[0] ?? ABSENT) };
};
