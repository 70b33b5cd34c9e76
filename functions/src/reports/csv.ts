/**
 * One CSV line (RFC 4180): every cell quoted. A cell that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab or carriage return first) is prefixed with `'`, so a name typed into a
 * form cannot become a formula on the reviewer's machine.
 */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

export const csvLine = (values: readonly string[]): string => `${values.map(cell).join(',')}\r\n`;
