import type ExcelJS from 'exceljs';
import { contentLanguages, type Localized } from '@recyclens/shared';
import { AppError, type RowError } from '../errors/app-error';
import {
  componentsSheet,
  csvColumns,
  csvSheetName,
  packagingSheet,
  type Column,
  type ComponentRow,
  type PackagingRow,
} from './columns';
import { ABSENT, locateColumns } from './header-row';

export interface ImportRows {
  packaging: PackagingRow[];
  components: ComponentRow[];
  /** Where each row came from, for messages: the sheet names, or the CSV for both. */
  sheets: { packaging: Localized; components: Localized };
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value).trim();
};

const cellOf = (row: ExcelJS.Row, position: number) =>
  position === ABSENT ? '' : cellText(row.getCell(position).value).normalize('NFC');

const isBlank = (record: Record<string, string>) => Object.values(record).every((value) => value === '');

const throwIfProblems = (problems: RowError[]) => {
  if (problems.length > 0) throw new AppError('IMPORT_INVALID', { rowErrors: problems });
};

const readSheet = <K extends string>(
  workbook: ExcelJS.Workbook,
  definition: { name: Localized; columns: readonly (Column & { key: K })[] },
): { rows: (Record<K, string> & { row: number })[]; problems: RowError[] } => {
  const { name } = definition;
  // By its name in any of the three languages: the template is written in its user's.
  const sheet = contentLanguages
    .map((language) => workbook.getWorksheet(name[language]))
    .find((found) => found !== undefined);
  if (!sheet)
    throw new AppError('IMPORT_UNREADABLE', {
      message: {
        en: `The sheet "${name.en}" is missing.`,
        de: `Das Blatt „${name.de}“ fehlt.`,
        fr: `La feuille « ${name.fr} » manque.`,
      },
    });
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    headers[column] = cellText(cell.value);
  });
  const located = locateColumns(headers, definition.columns, name);
  if ('problems' in located) return { rows: [], problems: located.problems };
  const rows: (Record<K, string> & { row: number })[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const record = Object.fromEntries(
      definition.columns.map((column, index) => [
        column.key,
        cellOf(row, located.positions[index] ?? ABSENT),
      ]),
    ) as Record<K, string>;
    if (!isBlank(record)) rows.push({ ...record, row: rowNumber });
  });
  return { rows, problems: [] };
};

/**
 * The separator of a CSV, from its header line: Excel saves with the list separator of the
 * system's region, a semicolon in Germany and France, a comma elsewhere, a tab as "Unicode text".
 */
const separatorOf = (text: string) => {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = ([',', ';', '\t'] as const).map((char) => ({ char, count: header.split(char).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).char;
};

/** RFC 4180 fields: comma, semicolon or tab separated, quoted fields with doubled quotes, CRLF or LF. */
export const parseCsv = (text: string): string[][] => {
  const delimiter = separatorOf(text);
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field.trim());
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field.trim()]);
  return rows;
};

/**
 * The text of a CSV as Excel saves it: "CSV UTF-8" (with a byte-order mark), "Unicode text"
 * (UTF-16), or the plain "CSV", which German and French Excel write in Windows-1252. Bytes that
 * are not valid UTF-8 are read as Windows-1252, where every byte is a character.
 */
export const decodeCsv = (bytes: Buffer): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

const readCsv = (bytes: Buffer): ImportRows => {
  // Text is stored in NFC, as the JSON routes store it (decision 020).
  const [header = [], ...lines] = parseCsv(decodeCsv(bytes).normalize('NFC'));
  const columns = [...csvColumns.packaging, ...csvColumns.components];
  const located = locateColumns(header, columns, csvSheetName);
  if ('problems' in located) throw new AppError('IMPORT_INVALID', { rowErrors: located.problems });
  const { positions } = located;
  const packaging = new Map<string, PackagingRow>();
  const components: ComponentRow[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell === '')) return;
    const cellOf = (index: number) => cells[positions[index] ?? -1] ?? '';
    const pack = Object.fromEntries(
      csvColumns.packaging.map(({ key }, index) => [key, cellOf(index)]),
    ) as Omit<PackagingRow, 'row'>;
    // A row without packaging cells adds none: it is a further layer of the component above.
    const packagingless = Object.values(pack).every((value) => value === '');
    if (!packaging.has(pack.key) && !packagingless) packaging.set(pack.key, { ...pack, row });
    const component = Object.fromEntries(
      csvColumns.components.map(({ key }, index) => [key, cellOf(csvColumns.packaging.length + index)]),
    ) as Omit<ComponentRow, 'row' | 'packagingKey'>;
    if (Object.values(component).some((value) => value !== ''))
      components.push({ ...component, packagingKey: pack.key, row });
  });
  return {
    packaging: [...packaging.values()],
    components,
    sheets: { packaging: csvSheetName, components: csvSheetName },
  };
};

/** Reads the template's two sheets from an XLSX, or the one-table CSV form. */
export const readImportFile = async (bytes: Buffer): Promise<ImportRows> => {
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) return readCsv(bytes);
  // Loaded on first use: exceljs is large and only XLSX imports need it (docs/bundles.md).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('IMPORT_UNREADABLE', { cause: error });
  }
  const packaging = readSheet(workbook, packagingSheet);
  const components = readSheet(workbook, componentsSheet);
  throwIfProblems([...packaging.problems, ...components.problems]);
  return {
    packaging: packaging.rows,
    components: components.rows,
    sheets: { packaging: packagingSheet.name, components: componentsSheet.name },
  };
};
