import type ExcelJS from 'exceljs';
import { AppError } from '../errors/app-error';
import { componentsSheet, csvHeaders, packagingSheet, type ComponentRow, type PackagingRow } from './columns';

export interface ImportRows {
  packaging: PackagingRow[];
  components: ComponentRow[];
  /** Where each row came from, for messages: the sheet names, or the CSV for both. */
  sheets: { packaging: string; components: string };
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

const isBlank = (record: Record<string, string>) => Object.values(record).every((value) => value === '');

const readSheet = <K extends string>(
  workbook: ExcelJS.Workbook,
  definition: { name: string; columns: readonly { key: K; header: string }[] },
): (Record<K, string> & { row: number })[] => {
  const sheet = workbook.getWorksheet(definition.name);
  if (!sheet)
    throw new AppError('IMPORT_UNREADABLE', { message: `The sheet "${definition.name}" is missing.` });
  const rows: (Record<K, string> & { row: number })[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const record = Object.fromEntries(
      definition.columns.map((column, index) => [column.key, cellText(row.getCell(index + 1).value)]),
    ) as Record<K, string>;
    if (!isBlank(record)) rows.push({ ...record, row: rowNumber });
  });
  return rows;
};

/** RFC 4180 fields: commas or semicolons, quoted fields with doubled quotes, CRLF or LF. */
export const parseCsv = (text: string): string[][] => {
  const delimiter = (text.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
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

const readCsv = (bytes: Buffer): ImportRows => {
  const [header, ...lines] = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  const expected = csvHeaders.map((h) => h.toLowerCase());
  if (!header || header.map((h) => h.toLowerCase()).join('|') !== expected.join('|')) {
    throw new AppError('IMPORT_UNREADABLE', {
      message: `The CSV needs the columns: ${csvHeaders.join(', ')}.`,
    });
  }
  const packaging = new Map<string, PackagingRow>();
  const components: ComponentRow[] = [];
  const packagingKeys = packagingSheet.columns.map((column) => column.key);
  const componentKeys = componentsSheet.columns
    .map((column) => column.key)
    .filter((key) => key !== 'packagingKey');
  lines.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell === '')) return;
    const pack = Object.fromEntries(packagingKeys.map((key, i) => [key, cells[i] ?? ''])) as Omit<
      PackagingRow,
      'row'
    >;
    if (!packaging.has(pack.key)) packaging.set(pack.key, { ...pack, row });
    const component = Object.fromEntries(
      componentKeys.map((key, i) => [key, cells[packagingKeys.length + i] ?? '']),
    ) as Omit<ComponentRow, 'row' | 'packagingKey'>;
    if (Object.values(component).some((value) => value !== ''))
      components.push({ ...component, packagingKey: pack.key, row });
  });
  return { packaging: [...packaging.values()], components, sheets: { packaging: 'CSV', components: 'CSV' } };
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
  return {
    packaging: readSheet(workbook, packagingSheet),
    components: readSheet(workbook, componentsSheet),
    sheets: { packaging: packagingSheet.name, components: componentsSheet.name },
  };
};
