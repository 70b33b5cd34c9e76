import {
  componentInputSchema,
  packageInputSchema,
  projectInputSchema,
  type ComponentInput,
  type LookupKind,
} from '@recyclens/shared';
import type { RowError } from '../errors/app-error';
import { englishIssueText } from '../errors/field-errors';
import { componentsSheet, packagingSheet } from './columns';
import type { ImportRows } from './read-file';

/** A packaging ready to write, from valid rows. */
export interface ImportedPackaging {
  key: string;
  name: string;
  description: string;
  categoryId: string | null;
  projectName: string | null;
  assessmentCountryId: string | null;
  draft: boolean;
  components: ComponentInput[];
}

/** Lookup names (any language) and ids → id, per kind, compared without case. */
export type LookupIndex = Record<LookupKind, Map<string, string>>;

const headerOf = (columns: readonly { key: string; header: string }[], key: string) =>
  columns.find((column) => column.key === key)?.header ?? key;

const yes = new Set(['yes', 'y', 'true', '1', 'ja', 'oui', 'x']);
const no = new Set(['no', 'n', 'false', '0', 'nein', 'non', '']);

/** Numbers as people type them in German and French sheets too ("1,38"). */
const toNumber = (text: string): number | null | 'invalid' => {
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : 'invalid';
};

const MAX_REPORTED = 1000;

/**
 * Checks every row before anything is written, and reports every problem with its sheet, row and
 * column (at most 1,000, which already says enough), so a user can fix the file in one go.
 */
export const validateRows = (
  rows: ImportRows,
  lookups: LookupIndex,
): { packaging: ImportedPackaging[]; rowErrors: RowError[] } => {
  const rowErrors: RowError[] = [];
  const report = (sheet: string, row: number, column: string, message: string) => {
    if (rowErrors.length < MAX_REPORTED) rowErrors.push({ sheet, row, column, message });
  };
  const lookup = (
    kind: LookupKind,
    text: string,
    sheet: string,
    row: number,
    column: string,
  ): string | null => {
    if (text === '') return null;
    const id = lookups[kind].get(text.toLocaleLowerCase('en'));
    if (!id) report(sheet, row, column, `Unknown ${kind}: "${text}"`);
    return id ?? null;
  };

  const P = rows.sheets.packaging;
  const C = rows.sheets.components;
  const pHeader = (key: string) => headerOf(packagingSheet.columns, key);
  const cHeader = (key: string) => headerOf(componentsSheet.columns, key);

  /**
   * The packaging form's own rules (packageInputSchema): the same limits on every path. A
   * packaging whose component rows have errors is not also called incomplete: one cause, one message.
   */
  const checkPackaging = (packaging: ImportedPackaging & { row: number }, componentErrors: boolean) => {
    const parsed = packageInputSchema.safeParse(packaging);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const message = englishIssueText(issue, packaging);
      if (field !== 'components') report(P, packaging.row, pHeader(field), message);
      else if (issue.code === 'too_big')
        report(
          P,
          packaging.row,
          pHeader('key'),
          `A packaging holds at most ${String(issue.maximum)} components; this one has ${packaging.components.length}`,
        );
      else if (!componentErrors) report(P, packaging.row, pHeader('draft'), message);
    }
  };

  if (rows.packaging.length === 0) report(P, 2, pHeader('name'), 'The file holds no packaging.');
  const byKey = new Map<string, ImportedPackaging & { row: number }>();
  for (const row of rows.packaging) {
    if (!row.key) report(P, row.row, pHeader('key'), 'Key is required');
    else if (byKey.has(row.key)) report(P, row.row, pHeader('key'), `Key "${row.key}" is used twice`);
    if (row.project) {
      const project = projectInputSchema.shape.name.safeParse(row.project);
      const [issue] = project.success ? [] : project.error.issues;
      if (issue) report(P, row.row, pHeader('project'), englishIssueText(issue, row.project));
    }
    const draftText = row.draft.toLocaleLowerCase('en');
    if (!yes.has(draftText) && !no.has(draftText)) report(P, row.row, pHeader('draft'), 'Use yes or no');
    const packaging = {
      key: row.key,
      row: row.row,
      name: row.name,
      description: row.description,
      categoryId: lookup('category', row.category, P, row.row, pHeader('category')),
      projectName: row.project || null,
      assessmentCountryId: lookup('country', row.country, P, row.row, pHeader('country')),
      draft: yes.has(draftText),
      components: [],
    };
    if (row.key && !byKey.has(row.key)) byKey.set(row.key, packaging);
    // A row no component can belong to is checked here, and not called incomplete.
    else checkPackaging(packaging, true);
  }

  const withComponentErrors = new Set<string>();
  for (const row of rows.components) {
    const errorsBefore = rowErrors.length;
    const owner = byKey.get(row.packagingKey);
    if (!owner) report(C, row.row, cHeader('packagingKey'), `No packaging with key "${row.packagingKey}"`);
    const numbers = {
      densityFrom: toNumber(row.densityFrom),
      densityTo: toNumber(row.densityTo),
      ncLinksUsed: toNumber(row.ncLinksUsed),
      weight: toNumber(row.weight),
    };
    for (const [key, value] of Object.entries(numbers)) {
      if (value === 'invalid') report(C, row.row, cHeader(key), 'Enter a number');
    }
    const candidate = {
      name: row.name,
      typeId: lookup('type', row.type, C, row.row, cHeader('type')),
      familyId: lookup('family', row.family, C, row.row, cHeader('family')),
      materialId: lookup('material', row.material, C, row.row, cHeader('material')),
      fillerId: lookup('filler', row.filler, C, row.row, cHeader('filler')),
      adhesiveId: lookup('adhesive', row.adhesive, C, row.row, cHeader('adhesive')),
      colorId: lookup('color', row.color, C, row.row, cHeader('color')),
      ...Object.fromEntries(
        Object.entries(numbers).map(([key, value]) => [key, value === 'invalid' ? null : value]),
      ),
    };
    const parsed = componentInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        report(
          C,
          row.row,
          cHeader(String(issue.path[0] ?? 'name').replace(/Id$/, '')),
          englishIssueText(issue, candidate),
        );
    } else owner?.components.push(parsed.data);
    if (rowErrors.length > errorsBefore) withComponentErrors.add(row.packagingKey);
  }

  for (const packaging of byKey.values()) checkPackaging(packaging, withComponentErrors.has(packaging.key));
  return { packaging: [...byKey.values()].map(({ row: _row, ...rest }) => rest), rowErrors };
};
