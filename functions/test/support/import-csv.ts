import { csvHeaders } from '../../src/import/columns';

/** An import CSV, each row given by header, so a test does not depend on the columns' order. */
export const importCsv = (rows: Record<string, string>[], headers = csvHeaders) =>
  Buffer.from(
    [headers.join(';'), ...rows.map((row) => headers.map((header) => row[header] ?? '').join(';'))].join(
      '\r\n',
    ),
  );

/** A draft packaging's row, keyed by its name: one 20 g PP pot, with these cells besides. */
export const potRow = (name: string, cells: Record<string, string> = {}) => ({
  'Packaging key': name,
  'Packaging name': name,
  'Draft (yes/no)': 'yes',
  'Component name': 'Pot',
  Family: 'Rigid plastic',
  Material: 'PP',
  'Weight (g)': '20',
  ...cells,
});
