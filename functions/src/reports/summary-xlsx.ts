import type ExcelJS from 'exceljs';
import { contrastText, fallbackPrimary, gradeColors, normalizeHex, ratingColors, toArgb } from './colors';
import { gradeLabel, methodologyLabel, ratingLabel, reportLabels, type Labels } from './labels';
import type {
  ReportGrade,
  ReportLanguage,
  ReportPackage,
  ReportRating,
  ReportResult,
  ReportTenant,
} from './types';

type CellValue = string | number | Date | null;

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

const displayLength = (value: CellValue): number => {
  if (value === null) return 0;
  if (value instanceof Date) return 16;
  return Math.max(
    ...String(value)
      .split('\n')
      .map((line) => line.length),
  );
};

/** Country columns sorted by name, so the same selection always gives the same layout. */
const countriesOf = (pkgs: ReportPackage[], language: ReportLanguage): string[] =>
  [...new Set(pkgs.flatMap((pkg) => pkg.results.map((result) => result.country)))].sort((a, b) =>
    a.localeCompare(b, language),
  );

const addSheet = (
  workbook: ExcelJS.Workbook,
  name: string,
  columns: ColumnSpec[],
  rows: CellValue[][],
  primary: string,
): ExcelJS.Worksheet => {
  // Frozen header (and first column: the packaging name stays in view while scrolling right).
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => {
    const longest = Math.max(column.header.length, ...rows.map((row) => displayLength(row[index] ?? null)));
    return { header: column.header, width: Math.min(column.max, Math.max(column.min, longest + 2)) };
  });
  for (const row of rows) sheet.addRow(row.map(cell));

  const header = sheet.getRow(1);
  header.height = 30;
  header.eachCell((headerCell) => {
    headerCell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: toArgb(primary) } };
    headerCell.font = { bold: true, color: { argb: toArgb(contrastText(primary)) } };
    headerCell.alignment = { vertical: 'middle', wrapText: true };
  });
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    if (column.date) sheetColumn.numFmt = 'yyyy-mm-dd hh:mm';
    if (column.wrap) sheetColumn.alignment = { vertical: 'top', wrapText: true };
  });
  // Column styles also reach the header; it keeps its own alignment.
  header.eachCell((headerCell) => {
    headerCell.alignment = { vertical: 'middle', wrapText: true };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
};

/** The cell keeps its text; the colour is the same as on the PDF badge, for scanning a long list. */
const colourCell = (target: ExcelJS.Cell, color: string): void => {
  target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: toArgb(color) } };
  target.font = { bold: true, color: { argb: toArgb(contrastText(color)) } };
};

const packagingSheet = (
  workbook: ExcelJS.Workbook,
  pkgs: ReportPackage[],
  labels: Labels,
  language: ReportLanguage,
  primary: string,
): void => {
  const countries = countriesOf(pkgs, language);
  const perCountry = 4;
  const columns: ColumnSpec[] = [
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
    { header: labels.id, min: 12, max: 40 },
  ];
  const grades: (ReportGrade | null)[][] = [];
  const rows = pkgs.map((pkg): CellValue[] => {
    const byCountry = new Map<string, ReportResult>(pkg.results.map((result) => [result.country, result]));
    const results = countries.map((country) => byCountry.get(country));
    grades.push(results.map((result) => result?.grade ?? null));
    return [
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
      pkg.id,
    ];
  });
  const sheet = addSheet(workbook, labels.sheetPackaging, columns, rows, primary);
  grades.forEach((rowGrades, rowIndex) =>
    rowGrades.forEach((grade, countryIndex) => {
      if (grade)
        colourCell(sheet.getRow(rowIndex + 2).getCell(6 + countryIndex * perCountry), gradeColors[grade]);
    }),
  );
};

const findingsSheet = (
  workbook: ExcelJS.Workbook,
  pkgs: ReportPackage[],
  labels: Labels,
  language: ReportLanguage,
  primary: string,
): void => {
  const columns: ColumnSpec[] = [
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
  const ratings: ReportRating[] = [];
  const rows: CellValue[][] = [];
  for (const pkg of pkgs)
    for (const result of pkg.results)
      for (const finding of result.findings) {
        ratings.push(finding.rating);
        rows.push([
          pkg.name,
          result.country,
          finding.componentName ?? labels.wholePack,
          ratingLabel(finding.rating, language),
          finding.message,
          finding.ruleId,
          [finding.source.name, finding.source.version].filter((part) => part).join(' '),
          `${methodologyLabel(result.methodology)} ${result.methodVersion}`.trim(),
          pkg.id,
        ]);
      }
  const sheet = addSheet(workbook, labels.sheetFindings, columns, rows, primary);
  ratings.forEach((rating, index) => colourCell(sheet.getRow(index + 2).getCell(4), ratingColors[rating]));
};

/**
 * The XLSX summary of many packages: sheet 1 one row per packaging with grade, score, date and
 * outdated flag per assessed country; sheet 2 one row per finding.
 */
export const renderSummaryXlsx = async (
  pkgs: ReportPackage[],
  tenant: ReportTenant,
  language: ReportLanguage,
  generatedAt: Date,
): Promise<Buffer> => {
  const labels = reportLabels[language] ?? reportLabels.en;
  const primary = normalizeHex(tenant.primaryColor, fallbackPrimary);
  // Loaded on first use: exceljs is large and only exports need it (docs/bundles.md).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Recyclens';
  workbook.lastModifiedBy = 'Recyclens';
  workbook.company = cellText(tenant.name);
  workbook.title = labels.reportsTitle;
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  packagingSheet(workbook, pkgs, labels, language, primary);
  findingsSheet(workbook, pkgs, labels, language, primary);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
