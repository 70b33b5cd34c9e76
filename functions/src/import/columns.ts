import type { LookupKind } from '@recyclens/shared';

/**
 * The import format, shared by the template, the XLSX reader and the CSV reader. Lookup columns
 * take a name in English, German or French, or the id; case does not matter.
 */
export const packagingSheet = {
  name: 'Packaging',
  columns: [
    { key: 'key', header: 'Key', width: 14 },
    { key: 'name', header: 'Name', width: 30 },
    { key: 'description', header: 'Description', width: 40 },
    { key: 'category', header: 'Category', width: 18, lookup: 'category' },
    { key: 'project', header: 'Project', width: 24 },
    { key: 'country', header: 'Assessment country', width: 20, lookup: 'country' },
    { key: 'draft', header: 'Draft (yes/no)', width: 14 },
  ],
} as const;

export const componentsSheet = {
  name: 'Components',
  columns: [
    { key: 'packagingKey', header: 'Packaging key', width: 14 },
    { key: 'name', header: 'Component name', width: 24 },
    { key: 'type', header: 'Type', width: 18, lookup: 'type' },
    { key: 'family', header: 'Family', width: 18, lookup: 'family' },
    { key: 'material', header: 'Material', width: 22, lookup: 'material' },
    { key: 'filler', header: 'Filler', width: 18, lookup: 'filler' },
    { key: 'adhesive', header: 'Adhesive', width: 22, lookup: 'adhesive' },
    { key: 'color', header: 'Colour', width: 22, lookup: 'color' },
    { key: 'densityFrom', header: 'Density from (g/cm³)', width: 18 },
    { key: 'densityTo', header: 'Density to (g/cm³)', width: 18 },
    { key: 'ncLinksUsed', header: 'NC links used', width: 14 },
    { key: 'weight', header: 'Weight (g)', width: 12 },
  ],
} as const;

type Column = { key: string; header: string; width: number; lookup?: LookupKind };
export type PackagingRow = Record<(typeof packagingSheet.columns)[number]['key'], string> & { row: number };
export type ComponentRow = Record<(typeof componentsSheet.columns)[number]['key'], string> & { row: number };

export const lookupColumns = (columns: readonly Column[]) =>
  columns.flatMap((column, index) => (column.lookup ? [{ ...column, lookup: column.lookup, index }] : []));

/** CSV holds one table: one row per component, the packaging's columns repeated on each. */
export const csvHeaders = [
  ...packagingSheet.columns.map((column) =>
    column.key === 'key' ? 'Packaging key' : column.key === 'name' ? 'Packaging name' : column.header,
  ),
  ...componentsSheet.columns.filter((column) => column.key !== 'packagingKey').map((column) => column.header),
];
