import {
  emptySpaceRatioPercent,
  localize,
  unitsPlacedCellText,
  type ContentLanguage,
} from '@recyclens/shared';
import { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { contrastText, fallbackPrimary, gradeColors, normalizeHex, ratingColors, toArgb } from './colors';
import { columnNames, packagingSheet } from '../import/columns';
import { blendText, layerShares } from './layers';
import { openRowSpool } from './row-spool';
import { gradeLabel, methodologyLabel, ratingLabel, reportLabels, type Labels } from './labels';
import {
  componentPpwrColumns,
  componentsPpwrSheet,
  emptySpaceHeader,
  packagingPpwrColumns,
  ppwrCell,
  unknownLabel,
} from './ppwr';
import type { ReportPackage, ReportRating, ReportResult, ReportTenant } from './types';

type CellValue = string | number | Date | null;

const unitsPlacedHeader = columnNames(
  packagingSheet.columns.find((column) => column.key === 'unitsPlaced') ?? packagingSheet.columns[0],
);

interface ColumnSpec {
  header: string;
  /** character widths: min for short headers, max so a message does not make a 300-wide column */
  min: number;
  max: number;
  wrap?: boolean;
  date?: boolean;
}

// XML 1.0 cannot hold these, and Excel then calls the whole file damaged.
const isXmlInvalid = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;

// Excel also refuses cells over 32,767 characters.
const cellText = (value: string): string =>
  Array.from(value)
    .filter((char) => !isXmlInvalid(char.codePointAt(0) ?? 0))
    .join('')
    .slice(0, 32_767);

const cell = (value: CellValue): CellValue => (typeof value === 'string' ? cellText(value) : value);

const dateOrText = (iso: string): Date | string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date;
};

/** Country names sorted in the reader's language, so the same countries always give the same layout. */
export const sortedCountries = (names: Iterable<string>, language: ContentLanguage): string[] =>
  [...new Set(names)].sort((a, b) => a.localeCompare(b, language));

type SheetWriter = ExcelJS.Worksheet;
type BookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * A sheet whose rows are written (committed) as they come, so no sheet is ever whole in memory.
 * Column widths therefore follow the headers and the column's bounds, not the longest value.
 */
const openSheet = (
  workbook: BookWriter,
  name: string,
  columns: ColumnSpec[],
  primary: string,
): SheetWriter => {
  // Frozen header (and first column: the packaging name stays in view while scrolling right).
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    width: Math.min(column.max, Math.max(column.min, column.header.length + 2)),
    style: {
      ...(column.date ? { numFmt: 'yyyy-mm-dd hh:mm' } : {}),
      ...(column.wrap ? { alignment: { vertical: 'top', wrapText: true } } : {}),
    },
  }));
  const header = sheet.addRow(columns.map((column) => cellText(column.header)));
  header.height = 30;
  header.eachCell((headerCell) => {
    headerCell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: toArgb(primary) } };
    headerCell.font = { bold: true, color: { argb: toArgb(contrastText(primary)) } };
    // Column styles also reach the header; it keeps its own alignment.
    headerCell.alignment = { vertical: 'middle', wrapText: true };
  });
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
};

/** The cell keeps its text; the colour is the same as on the PDF badge, for scanning a long list. */
const colourCell = (target: ExcelJS.Cell, color: string): void => {
  target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: toArgb(color) } };
  target.font = { bold: true, color: { argb: toArgb(contrastText(color)) } };
};

const packagingColumns = (countries: string[], labels: Labels, language: ContentLanguage): ColumnSpec[] => [
  { header: labels.name, min: 24, max: 50 },
  { header: labels.category, min: 14, max: 30 },
  { header: labels.project, min: 14, max: 30 },
  { header: labels.draft, min: 10, max: 12 },
  { header: labels.componentCount, min: 12, max: 14 },
  ...countries.flatMap((country): ColumnSpec[] => [
    { header: `${country}: ${labels.grade}`, min: 14, max: 24 },
    { header: `${country}: ${labels.score}`, min: 12, max: 16 },
    { header: `${country}: ${labels.assessed}`, min: 17, max: 20, date: true },
    { header: `${country}: ${labels.outdatedShort}`, min: 12, max: 18 },
  ]),
  // After the countries, so the grade columns keep their places (colourCell counts them).
  ...packagingPpwrColumns.map((column) => ({ header: localize(column.header, language), min: 14, max: 30 })),
  { header: localize(emptySpaceHeader, language), min: 14, max: 20 },
  // Under the import's own header and in its form, so the cell can be imported again.
  { header: localize(unitsPlacedHeader, language), min: 24, max: 60 },
  { header: labels.id, min: 12, max: 40 },
];

const componentsPpwrColumns = (labels: Labels, language: ContentLanguage): ColumnSpec[] => [
  { header: labels.packaging, min: 24, max: 40 },
  { header: labels.component, min: 18, max: 30 },
  ...componentPpwrColumns.map((column) => ({ header: localize(column.header, language), min: 14, max: 30 })),
  { header: labels.id, min: 12, max: 40 },
];

const findingsColumns = (labels: Labels): ColumnSpec[] => [
  { header: labels.packaging, min: 24, max: 40 },
  { header: labels.country, min: 14, max: 24 },
  { header: labels.component, min: 18, max: 30 },
  { header: labels.rating, min: 12, max: 20 },
  { header: labels.message, min: 40, max: 80, wrap: true },
  { header: labels.rule, min: 16, max: 36 },
  { header: labels.source, min: 20, max: 40 },
  { header: labels.method, min: 16, max: 34 },
  { header: labels.id, min: 12, max: 40 },
];

const layersColumns = (labels: Labels): ColumnSpec[] => [
  { header: labels.packaging, min: 24, max: 40 },
  { header: labels.component, min: 18, max: 30 },
  { header: labels.layer, min: 8, max: 10 },
  { header: labels.role, min: 16, max: 30 },
  { header: labels.material, min: 20, max: 40 },
  { header: labels.weight, min: 12, max: 14 },
  { header: labels.share, min: 10, max: 12 },
  { header: labels.blend, min: 20, max: 50, wrap: true },
  { header: labels.id, min: 12, max: 40 },
];

const PER_COUNTRY = 4;

const writePackagingRow = (
  sheet: SheetWriter,
  pkg: ReportPackage,
  countries: string[],
  labels: Labels,
  language: ContentLanguage,
): void => {
  const byCountry = new Map<string, ReportResult>(pkg.results.map((result) => [result.country, result]));
  const results = countries.map((country) => byCountry.get(country));
  const row = sheet.addRow(
    [
      pkg.name,
      pkg.category,
      pkg.project,
      pkg.draft ? labels.yes : labels.no,
      pkg.components.length,
      ...results.flatMap((result): CellValue[] =>
        result
          ? [
              gradeLabel(result.grade, language),
              result.score,
              dateOrText(result.assessedAt),
              result.outdated ? labels.yes : labels.no,
            ]
          : [null, null, null, null],
      ),
      ...packagingPpwrColumns.map((column) => ppwrCell(pkg.ppwr, column.field, language)),
      emptySpaceRatioPercent(pkg.ppwr) ?? localize(unknownLabel, language),
      unitsPlacedCellText(pkg.unitsPlaced),
      pkg.id,
    ].map(cell),
  );
  results.forEach((result, index) => {
    if (result) colourCell(row.getCell(6 + index * PER_COUNTRY), gradeColors[result.grade]);
  });
  row.commit();
};

/** A findings row as it waits in the spool: its rating (for the colour), then its cells. */
type SpooledFinding = [ReportRating, ...(string | null)[]];

const findingRows = (pkg: ReportPackage, labels: Labels, language: ContentLanguage): SpooledFinding[] =>
  pkg.results.flatMap((result) =>
    result.findings.map((finding): SpooledFinding => [
      finding.rating,
      cellText(pkg.name),
      cellText(result.country),
      cellText(finding.componentName ?? labels.wholePack),
      ratingLabel(finding.rating, language),
      cellText(finding.message),
      cellText(finding.ruleId),
      cellText([finding.source.name, finding.source.version].filter((part) => part).join(' ')),
      cellText(`${methodologyLabel(result.methodology)} ${result.methodVersion}`.trim()),
      cellText(pkg.id),
    ]),
  );

/** A component's PPWR row as it waits in the spool: unknown written out, never left blank. */
type SpooledComponent = (string | number)[];

const componentPpwrRows = (pkg: ReportPackage, language: ContentLanguage): SpooledComponent[] =>
  pkg.components.map((component) => [
    cellText(pkg.name),
    cellText(component.name),
    ...componentPpwrColumns.map((column) => ppwrCell(component.ppwr, column.field, language)),
    cellText(pkg.id),
  ]);

/** A layers row as it waits in the spool: one per layer, under its packaging and component. */
type SpooledLayer = (string | number | null)[];

const layerRows = (pkg: ReportPackage, language: ContentLanguage): SpooledLayer[] =>
  pkg.components.flatMap((component) => {
    const layers = component.layers ?? [];
    const shares = layerShares(layers);
    return layers.map((layer, index): SpooledLayer => [
      cellText(pkg.name),
      cellText(component.name),
      index + 1,
      cellText(layer.role),
      cellText(layer.material),
      layer.weight,
      shares[index] ?? null,
      layer.blend.length > 0 ? cellText(blendText(layer.blend, language)) : null,
      cellText(pkg.id),
    ]);
  });

export interface SummaryXlsxOptions {
  tenant: ReportTenant;
  language: ContentLanguage;
  generatedAt: Date;
  /** The country columns, in order (sortedCountries): fixed before the first row is written. */
  countries: string[];
}

/**
 * Writes the XLSX summary into `output` as the packaging comes, page by page: sheet 1 one row per
 * packaging with grade, score, date and outdated flag per country, sheet 2 one row per finding,
 * sheet 3 one row per layer of a multilayer component (role, material, grams, share, blend).
 * An XLSX holds its sheets one after the other, so findings and layers wait in spool files (compressed,
 * on disk) until the packaging sheet is complete; memory stays at about one page whatever the
 * size. Resolves once `output` has taken the whole file.
 */
export const writeSummaryXlsx = async (
  output: Writable,
  pages: AsyncIterable<ReportPackage[]>,
  options: SummaryXlsxOptions,
): Promise<void> => {
  const { language, countries } = options;
  const labels = localize(reportLabels, language);
  const primary = normalizeHex(options.tenant.primaryColor, fallbackPrimary);
  // Loaded on first use: exceljs is large and only exports need it (docs/bundles.md).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Recyclens';
  workbook.lastModifiedBy = 'Recyclens';
  workbook.company = cellText(options.tenant.name);
  workbook.title = labels.reportsTitle;
  workbook.created = options.generatedAt;
  workbook.modified = options.generatedAt;

  // The output can fail at any time (an upload part refused): from then on the writing stops.
  const failed = new Promise<never>((_, reject) => output.once('error', reject));
  failed.catch(() => undefined);
  const spool = await openRowSpool<SpooledFinding>();
  const layerSpool = await openRowSpool<SpooledLayer>();
  const componentSpool = await openRowSpool<SpooledComponent>();
  try {
    const packaging = openSheet(
      workbook,
      labels.sheetPackaging,
      packagingColumns(countries, labels, language),
      primary,
    );
    for await (const page of pages) {
      if (output.errored) throw output.errored;
      for (const pkg of page) {
        writePackagingRow(packaging, pkg, countries, labels, language);
        for (const finding of findingRows(pkg, labels, language)) await spool.add(finding);
        for (const layer of layerRows(pkg, language)) await layerSpool.add(layer);
        for (const row of componentPpwrRows(pkg, language)) await componentSpool.add(row);
      }
    }
    packaging.commit();
    const findings = openSheet(workbook, labels.sheetFindings, findingsColumns(labels), primary);
    for await (const [rating, ...cells] of spool.rows()) {
      const row = findings.addRow(cells);
      colourCell(row.getCell(4), ratingColors[rating]);
      row.commit();
    }
    findings.commit();
    const layers = openSheet(workbook, labels.sheetLayers, layersColumns(labels), primary);
    for await (const cells of layerSpool.rows()) layers.addRow(cells).commit();
    layers.commit();
    const components = openSheet(
      workbook,
      localize(componentsPpwrSheet, language),
      componentsPpwrColumns(labels, language),
      primary,
    );
    for await (const cells of componentSpool.rows()) components.addRow(cells).commit();
    components.commit();
    await Promise.race([workbook.commit(), failed]);
  } finally {
    await Promise.all([spool.dispose(), layerSpool.dispose(), componentSpool.dispose()]);
  }
};

/**
 * The XLSX summary of packaging already in memory (tests, the benchmark of one report): the
 * countries are those of the packaging given.
 */
export const renderSummaryXlsx = async (
  pkgs: ReportPackage[],
  tenant: ReportTenant,
  language: ContentLanguage,
  generatedAt: Date,
): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const countries = sortedCountries(
    pkgs.flatMap((pkg) => pkg.results.map((result) => result.country)),
    language,
  );
  await writeSummaryXlsx(sink, onePage(pkgs), { tenant, language, generatedAt, countries });
  return Buffer.concat(chunks);
};

async function* onePage<T>(items: T[]): AsyncIterable<T[]> {
  yield items;
}
