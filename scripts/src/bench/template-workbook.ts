import { randomBytes } from 'node:crypto';
import { componentsSheet, packagingSheet } from '@recyclens/functions/import/columns';
import ExcelJS from 'exceljs';

/** The English headers of the columns every file has (a bench package has no layers). */
const headers = ({ columns }: typeof packagingSheet | typeof componentsSheet): string[] =>
  columns.filter((column) => !('group' in column)).map((column) => column.header);

/**
 * An import workbook in the template's layout: `count` packages of two components in `projects`
 * projects, numbered from `offset` (so that several files make one company of distinct names).
 */
export const templateWorkbook = async (count: number, projects: number, offset = 0): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const packaging = book.addWorksheet('Packaging');
  packaging.addRow(headers(packagingSheet));
  const components = book.addWorksheet('Components');
  components.addRow(headers(componentsSheet));
  for (let i = offset; i < offset + count; i++) {
    packaging.addRow([
      `P${i}`,
      `Package ${String(i).padStart(5, '0')} ${randomBytes(3).toString('hex')}`,
      '',
      i % 2 ? 'tray' : 'bottle',
      projects ? `Project ${i % projects}` : '',
      'DE',
      'no',
    ]);
    components.addRow([
      `P${i}`,
      'Body',
      'body',
      'rigid-plastic',
      'pp',
      'none',
      'none',
      'white',
      0.9,
      0.91,
      0,
      20,
    ]);
    components.addRow([
      `P${i}`,
      'Lid',
      'lidding-film',
      'flexible-plastic',
      'pp',
      'none',
      'lamination',
      'clear',
      0.9,
      0.92,
      0,
      2,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
