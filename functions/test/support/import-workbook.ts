import ExcelJS from 'exceljs';

type Cell = string | number;

// Written out rather than taken from src/import/columns.ts: the tests pin the headers of the files
// users already have, so a renamed header fails them.
export const packagingHeaders = [
  'Key',
  'Name',
  'Description',
  'Category',
  'Project',
  'Assessment country',
  'Draft (yes/no)',
];
export const componentHeaders = [
  'Packaging key',
  'Component name',
  'Type',
  'Family',
  'Material',
  'Filler',
  'Adhesive',
  'Colour',
  'Density from (g/cm³)',
  'Density to (g/cm³)',
  'NC links used',
  'Weight (g)',
];
export const layerHeaders = ['Layer role', 'Layer material', 'Layer weight (g)', 'Layer blend (%)'];

/** An import file in the template's layout: the Packaging and the Components sheet with these rows. */
export const importWorkbook = async (
  packaging: Cell[][],
  components: Cell[][],
  headers = componentHeaders,
): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Packaging').addRows([packagingHeaders, ...packaging]);
  book.addWorksheet('Components').addRows([headers, ...components]);
  return Buffer.from(await book.xlsx.writeBuffer());
};
