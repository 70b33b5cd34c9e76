import {
  componentInputSchema,
  packageInputSchema,
  projectInputSchema,
  constituentsWeight,
  type ComponentInput,
  type FieldProblem,
  type Localized,
  type LookupKind,
  type PackagingMarketFields,
  type PackagingPpwrFields,
} from '@recyclens/shared';
import type { RowError } from '../errors/app-error';
import { issueProblem } from '../errors/field-errors';
import {
  columnNames,
  componentsSheet,
  packagingSheet,
  type Column,
  type ComponentKey,
  type ComponentRow,
} from './columns';
import { groupComponentRows, parseBlend, type ComponentRows } from './layer-rows';
import type { ImportRows } from './read-file';
import { parseUnitsCell } from './units-cell';

/** A packaging ready to write, from valid rows. */
export interface ImportedPackaging extends PackagingPpwrFields, PackagingMarketFields {
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

/** A column by its key, named in each language (a key the format lacks by itself). */
const headerOf = (columns: readonly Column[], key: string): Localized => {
  const column = columns.find((candidate) => candidate.key === key);
  return column ? columnNames(column) : { en: key, de: key, fr: key };
};

const yes = new Set(['yes', 'y', 'true', '1', 'ja', 'oui', 'x']);
const no = new Set(['no', 'n', 'false', '0', 'nein', 'non', '']);

/** Numbers as people type them in German and French sheets too ("1,38"). */
const toNumber = (text: string): number | null | 'invalid' => {
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : 'invalid';
};

const MAX_REPORTED = 1000;

const unknownWords = new Set(['unknown', 'unbekannt', 'inconnu']);

/**
 * A PPWR cell as its field's input: empty is unknown (null, never "no"); yes and no in any of
 * the three languages; a code in any case. Anything else goes to the schema as typed, which
 * refuses it with the field's own code.
 */
const ppwrCell = (text: string, kind: 'yes-no' | 'code' | 'pfas' | 'number'): unknown => {
  const word = text.toLocaleLowerCase('en');
  if (text === '') return null;
  if (kind === 'yes-no') return yes.has(word) ? true : no.has(word) ? false : text;
  if (kind === 'pfas')
    return yes.has(word) ? 'yes' : no.has(word) ? 'no' : unknownWords.has(word) ? 'unknown' : text;
  if (kind === 'number') {
    const value = toNumber(text);
    return value === 'invalid' ? text : value;
  }
  return word;
};

const packagingPpwrCells = {
  packagingRole: 'code',
  contactSensitivity: 'code',
  singleUsePlasticBeverageBottle: 'yes-no',
  reusable: 'yes-no',
  packagingVolumeMl: 'number',
  contentVolumeMl: 'number',
  compostableItem: 'code',
  materialCompositionLabel: 'yes-no',
  restrictedFormat: 'code',
  recycledContentExemption: 'code',
} as const;
const componentPpwrCells = {
  recycledContentPercent: 'number',
  recycledContentBasis: 'code',
  pfasIntentionallyAdded: 'pfas',
  pfasSingleMaxPpb: 'number',
  pfasTargetedSumPpb: 'number',
  pfasTotalMgPerKg: 'number',
  totalFluorineMgPerKg: 'number',
  heavyMetalsSumMgPerKg: 'number',
  compostabilityCertified: 'yes-no',
} as const;

/** The PPWR cells of a row as field inputs; a file without the PPWR columns gives none (unknown). */
const ppwrCellsOf = (
  row: Readonly<Record<string, string | number>>,
  cells: Readonly<Record<string, Parameters<typeof ppwrCell>[1]>>,
) =>
  Object.fromEntries(
    Object.entries(cells).flatMap(([key, kind]) => {
      const value = ppwrCell(String(row[key] ?? ''), kind);
      return value === null ? [] : [[key, value]];
    }),
  );

/** The column of a layer's field, for the row errors of its row. */
const layerColumnOf: Record<string, ComponentKey> = {
  role: 'layerRole',
  materialId: 'layerMaterial',
  weight: 'layerWeight',
  blend: 'layerBlend',
};

/** The layers' weight together, to a millionth of a gram (0.1 + 0.2 is 0.3); null while one lacks it. */
const layersWeight = (layers: readonly { weight: number | undefined }[]): number | null =>
  layers.every((layer) => layer.weight !== undefined)
    ? Math.round(constituentsWeight(layers.map((layer) => ({ weight: layer.weight ?? 0 }))) * 1e6) / 1e6
    : null;

/**
 * Checks every row before anything is written, and reports every problem with its sheet, row and
 * column (at most 1,000, which already says enough), so a user can fix the file in one go.
 */
export const validateRows = (
  rows: ImportRows,
  lookups: LookupIndex,
): { packaging: ImportedPackaging[]; rowErrors: RowError[] } => {
  const rowErrors: RowError[] = [];
  // Problems are codes, worded in the caller's language when answered.
  const report = (sheet: Localized, row: number, column: Localized, problem: FieldProblem) => {
    if (rowErrors.length < MAX_REPORTED) rowErrors.push({ sheet, row, column, ...problem });
  };
  const lookup = (
    kind: LookupKind,
    text: string,
    sheet: Localized,
    row: number,
    column: Localized,
  ): string | null => {
    if (text === '') return null;
    const id = lookups[kind].get(text.toLocaleLowerCase('en'));
    if (!id) report(sheet, row, column, { code: 'UNKNOWN_LOOKUP', params: { kind, id: `"${text}"` } });
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
      const problem = issueProblem(issue, packaging);
      if (field !== 'components') report(P, packaging.row, pHeader(field), problem);
      else if (issue.code === 'too_big')
        report(P, packaging.row, pHeader('key'), {
          code: 'IMPORT_TOO_MANY_COMPONENTS',
          params: { maximum: String(issue.maximum), count: packaging.components.length },
        });
      // Once, on the draft cell: the missing fields the rule also names (components.0.densityFrom,
      // decision 041) would only repeat it there.
      else if (!componentErrors && issue.path.length === 1)
        report(P, packaging.row, pHeader('draft'), problem);
    }
  };

  if (rows.packaging.length === 0) report(P, 2, pHeader('name'), { code: 'IMPORT_FILE_EMPTY' });
  const byKey = new Map<string, ImportedPackaging & { row: number }>();
  for (const row of rows.packaging) {
    if (!row.key) report(P, row.row, pHeader('key'), { code: 'IMPORT_KEY_REQUIRED' });
    else if (byKey.has(row.key))
      report(P, row.row, pHeader('key'), { code: 'IMPORT_KEY_USED_TWICE', params: { key: row.key } });
    if (row.project) {
      const project = projectInputSchema.shape.name.safeParse(row.project);
      const [issue] = project.success ? [] : project.error.issues;
      if (issue) report(P, row.row, pHeader('project'), issueProblem(issue, row.project));
    }
    const draftText = row.draft.toLocaleLowerCase('en');
    if (!yes.has(draftText) && !no.has(draftText))
      report(P, row.row, pHeader('draft'), { code: 'IMPORT_YES_OR_NO' });
    const unitsText = String(row.unitsPlaced ?? '').trim();
    const unitsRows = parseUnitsCell(unitsText);
    if (!unitsRows) report(P, row.row, pHeader('unitsPlaced'), { code: 'INVALID_FORMAT' });
    const unitsPlaced = unitsRows?.flatMap((entry) => {
      const countryCode = lookup('country', entry.countryCode, P, row.row, pHeader('unitsPlaced'));
      return countryCode ? [{ ...entry, countryCode }] : [];
    });
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
      // Checked with the packaging (checkPackaging), so a bad cell is named by its column.
      ...(ppwrCellsOf(row, packagingPpwrCells) as PackagingPpwrFields),
      ...(unitsPlaced?.length ? { unitsPlaced } : {}),
    };
    if (row.key && !byKey.has(row.key)) byKey.set(row.key, packaging);
    // A row no component can belong to is checked here, and not called incomplete.
    else checkPackaging(packaging, true);
  }

  /** A layer's cells as the schema's input; empty cells are left out, so that they are "required". */
  const layerCandidate = (row: ComponentRow) => {
    const weight = toNumber(row.layerWeight);
    if (weight === 'invalid') report(C, row.row, cHeader('layerWeight'), { code: 'NOT_A_NUMBER' });
    const blend = parseBlend(row.layerBlend);
    if (!blend) report(C, row.row, cHeader('layerBlend'), { code: 'INVALID_FORMAT' });
    return {
      role: lookup('constituentRole', row.layerRole, C, row.row, cHeader('layerRole')) ?? undefined,
      materialId: lookup('material', row.layerMaterial, C, row.row, cHeader('layerMaterial')) ?? undefined,
      weight: typeof weight === 'number' ? weight : undefined,
      ...(blend?.length
        ? {
            blend: blend.flatMap((part) => {
              const materialId = lookup('material', part.material, C, row.row, cHeader('layerBlend'));
              return materialId ? [{ materialId, share: part.share }] : [];
            }),
          }
        : {}),
    };
  };
  /** Where the schema's issue at `path` belongs: a layer's row and column, or the component's. */
  const placeOf = ({ component, layers }: ComponentRows, path: readonly PropertyKey[]) => {
    const [field, layer, layerField] = path;
    if (field !== 'constituents')
      return { row: component.row, column: cHeader(String(field ?? 'name').replace(/Id$/, '')) };
    const layerRow = typeof layer === 'number' ? layers[layer] : undefined;
    if (!layerRow) return { row: component.row, column: cHeader('layerRole') };
    return { row: layerRow.row, column: cHeader(layerColumnOf[String(layerField)] ?? 'layerRole') };
  };

  const withComponentErrors = new Set<string>();
  for (const rowsOfComponent of groupComponentRows(rows.components)) {
    const { component: row, layers } = rowsOfComponent;
    const errorsBefore = rowErrors.length;
    const owner = byKey.get(row.packagingKey);
    if (!owner)
      report(C, row.row, cHeader('packagingKey'), {
        code: 'IMPORT_UNKNOWN_PACKAGING_KEY',
        params: { key: row.packagingKey },
      });
    const numbers = {
      densityFrom: toNumber(row.densityFrom),
      densityTo: toNumber(row.densityTo),
      ncLinksUsed: toNumber(row.ncLinksUsed),
      weight: toNumber(row.weight),
    };
    for (const [key, value] of Object.entries(numbers)) {
      if (value === 'invalid') report(C, row.row, cHeader(key), { code: 'NOT_A_NUMBER' });
    }
    const constituents = layers.map(layerCandidate);
    const candidate = {
      name: row.name,
      typeId: lookup('type', row.type, C, row.row, cHeader('type')),
      familyId: lookup('family', row.family, C, row.row, cHeader('family')),
      materialId: lookup('material', row.material, C, row.row, cHeader('material')),
      fillerId: lookup('filler', row.filler, C, row.row, cHeader('filler')),
      adhesiveId: lookup('adhesive', row.adhesive, C, row.row, cHeader('adhesive')),
      colorId: lookup('color', row.color, C, row.row, cHeader('color')),
      ...ppwrCellsOf(row, componentPpwrCells),
      ...Object.fromEntries(
        Object.entries(numbers).map(([key, value]) => [key, value === 'invalid' ? null : value]),
      ),
      ...(constituents.length > 0
        ? {
            constituents,
            // A blank weight is the layers' together, as the editor keeps it.
            ...(numbers.weight === null ? { weight: layersWeight(constituents) } : {}),
          }
        : {}),
    };
    const parsed = componentInputSchema.safeParse(candidate);
    if (!parsed.success) {
      // A cell already named (an unknown layer material is also a missing one) is named once.
      const named = new Set(rowErrors.slice(errorsBefore).map((error) => `${error.row}:${error.column.en}`));
      for (const issue of parsed.error.issues) {
        const place = placeOf(rowsOfComponent, issue.path);
        if (!named.has(`${place.row}:${place.column.en}`))
          report(C, place.row, place.column, issueProblem(issue, candidate));
      }
    } else owner?.components.push(parsed.data);
    if (rowErrors.length > errorsBefore) withComponentErrors.add(row.packagingKey);
  }

  for (const packaging of byKey.values()) checkPackaging(packaging, withComponentErrors.has(packaging.key));
  return { packaging: [...byKey.values()].map(({ row: _row, ...rest }) => rest), rowErrors };
};
