import { emptySpaceRatioPercent, localize, type ContentLanguage, type Localized } from '@recyclens/shared';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  contrastText,
  fallbackPrimary,
  fallbackSecondary,
  mutedColor,
  normalizeHex,
  noticeBorder,
} from './colors';
import { dash, formatDateTime, formatNumber } from './format';
import { reportLabels } from './labels';
import { logoDataUrl } from './logo';
import { drawComponentsTable } from './pdf-components';
import { contentWidth, margins, ReportCanvas, type Theme } from './pdf-layout';
import { drawResults } from './pdf-results';
import {
  componentPpwrColumns,
  emptySpaceHeader,
  packagingPpwrColumns,
  ppwrHeading,
  ppwrText,
  unansweredComponents,
  unknownLabel,
} from './ppwr';
import type { PdfRenderOptions, ReportPackage, ReportTenant } from './types';
import { openPdf } from '../pdf/pdf-document';
import { truncate } from '../pdf/pdf-text';

const labelWidth = 100;
const valueWidth = contentWidth - labelWidth;
// Enough room under a section heading for its first row, so headings never end a page.
const keepWithHeading = 70;

const themeOf = (tenant: ReportTenant, language: ContentLanguage, generatedAt: Date): Theme => {
  const primary = normalizeHex(tenant.primaryColor, fallbackPrimary);
  return {
    tenantName: tenant.name,
    primary,
    secondary: normalizeHex(tenant.secondaryColor, fallbackSecondary),
    onPrimary: contrastText(primary),
    logo: logoDataUrl(tenant.logo),
    labels: localize(reportLabels, language),
    generated: formatDateTime(generatedAt, language),
  };
};

const sectionHeading = (canvas: ReportCanvas, title: string): void => {
  canvas.ensureSpace(26 + keepWithHeading);
  const top = canvas.y;
  canvas.doc
    .save()
    .rect(margins.left, top + 1, 3, 13)
    .fill(canvas.theme.primary)
    .restore();
  canvas.use('bold', 13).text(title, margins.left + 10, top, { width: contentWidth - 10 });
  canvas.y += 8;
};

/** One label/value line of the overview; long values (descriptions) wrap and may flow on. */
const field = (canvas: ReportCanvas, label: string, value: string, color?: string): void => {
  const text = value.trim() === '' ? dash : value;
  const height = canvas.measure(text, 'regular', 10, valueWidth);
  // A value taller than a page cannot be kept together; it starts here and flows on.
  if (height < canvas.pageRoom) canvas.ensureSpace(height + 4);
  const top = canvas.y;
  canvas.use('bold', 9, mutedColor).text(label, margins.left, top + 1, { width: labelWidth - 8 });
  canvas.use('regular', 10, color).text(text, margins.left + labelWidth, top, { width: valueWidth });
  canvas.y += 4;
};

// PPWR labels are long ("Single-use plastic beverage bottle"): a wider label column than the overview's.
const ppwrLabelWidth = 220;

const unitsPlacedHeading: Localized = {
  en: 'Units placed on the market',
  de: 'Inverkehrgebrachte Stückzahlen',
  fr: 'Unités mises sur le marché',
};

/** One PPWR label/value line; the line is as tall as the taller of the two. */
const ppwrLine = (canvas: ReportCanvas, label: string, value: string): void => {
  const width = contentWidth - ppwrLabelWidth;
  const height = Math.max(
    canvas.measure(label, 'bold', 9, ppwrLabelWidth - 8),
    canvas.measure(value, 'regular', 10, width),
  );
  canvas.ensureSpace(height + 4);
  const top = canvas.y;
  canvas.use('bold', 9, mutedColor).text(label, margins.left, top + 1, { width: ppwrLabelWidth - 8 });
  canvas.use('regular', 10).text(value, margins.left + ppwrLabelWidth, top, { width });
  canvas.y = top + height + 4;
};

/** A header without its unit: the PDF writes the unit with the value ("30 %"). */
const withoutPercent = (header: string) => header.replace(/ \(%\)$/, '');

/**
 * The packaging's PPWR fields, then each component's, every unanswered one written as unknown so
 * that a reader never takes a gap for "no" (docs/ppwr.md).
 */
const drawPpwr = (canvas: ReportCanvas, pkg: ReportPackage, language: ContentLanguage): void => {
  sectionHeading(canvas, localize(ppwrHeading, language));
  for (const column of packagingPpwrColumns)
    ppwrLine(canvas, localize(column.header, language), ppwrText(pkg.ppwr, column, language));
  const ratio = emptySpaceRatioPercent(pkg.ppwr);
  ppwrLine(
    canvas,
    withoutPercent(localize(emptySpaceHeader, language)),
    ratio === null ? localize(unknownLabel, language) : `${formatNumber(ratio, language)} %`,
  );
  // Units placed (docs/epr.md): a packaging without any has no line, as none were entered.
  if (pkg.unitsPlaced?.length)
    ppwrLine(
      canvas,
      localize(unitsPlacedHeading, language),
      pkg.unitsPlaced
        .map((row) => `${row.countryCode} ${row.year}: ${formatNumber(row.units, language)}`)
        .join('; '),
    );
  // A component without any PPWR answer would be nine lines of "unknown": they share one line.
  const answered = pkg.components.filter((component) =>
    Object.values(component.ppwr ?? {}).some((value) => value !== null && value !== undefined),
  );
  const unanswered = pkg.components.filter((component) => !answered.includes(component));
  for (const component of answered) {
    canvas.y += 6;
    canvas.ensureSpace(40);
    const name = component.name.trim() === '' ? dash : truncate(component.name, 300);
    canvas.use('bold', 10).text(name, margins.left, canvas.y, { width: contentWidth });
    canvas.y += 4;
    for (const column of componentPpwrColumns)
      ppwrLine(
        canvas,
        withoutPercent(localize(column.header, language)),
        ppwrText(component.ppwr, column, language),
      );
  }
  if (unanswered.length > 0) {
    canvas.y += 6;
    ppwrLine(
      canvas,
      localize(unansweredComponents, language),
      truncate(unanswered.map((component) => component.name.trim() || dash).join(', '), 20_000),
    );
  }
};

const drawPackage = (canvas: ReportCanvas, pkg: ReportPackage, language: ContentLanguage): void => {
  const { labels } = canvas;
  const name = truncate(pkg.name.trim() === '' ? dash : pkg.name, 300);
  canvas.startReport(name, truncate(name, 120));

  canvas.use('bold', 20).text(name, margins.left, canvas.y, { width: contentWidth });
  canvas.y += 10;
  field(canvas, labels.description, truncate(pkg.description, 20_000));
  field(canvas, labels.category, pkg.category ?? labels.none);
  field(canvas, labels.project, pkg.project ?? labels.none);
  // Drafts may be incomplete; the reader should not miss that.
  field(canvas, labels.status, pkg.draft ? labels.draft : labels.final, pkg.draft ? noticeBorder : undefined);
  field(canvas, labels.id, pkg.id);
  if (pkg.version !== undefined) field(canvas, labels.packagingVersion, String(pkg.version));
  canvas.y += 14;

  sectionHeading(canvas, `${labels.components} (${pkg.components.length})`);
  drawComponentsTable(canvas, pkg.components, language);
  canvas.y += 20;

  // A result's own report (services/assessments/result-evidence.ts) gives no PPWR data: it shows
  // the packaging as assessed, the same file every time it is asked for.
  if (pkg.ppwr !== undefined) {
    drawPpwr(canvas, pkg, language);
    canvas.y += 14;
  }

  sectionHeading(canvas, labels.results);
  drawResults(canvas, pkg.results, language);
  canvas.finishReport();
};

const renderDocument = async (
  pkgs: ReportPackage[],
  tenant: ReportTenant,
  language: ContentLanguage,
  generatedAt: Date,
  options: PdfRenderOptions,
): Promise<Buffer> => {
  if (Number.isNaN(generatedAt.getTime())) throw new RangeError('generatedAt is not a valid date');
  const theme = themeOf(tenant, language, generatedAt);
  const only = pkgs.length === 1 ? pkgs[0] : undefined;
  // Each report numbers its own buffered pages; they are flushed after each report (finishReport).
  const { doc, bytes } = await openPdf({
    margins,
    autoFirstPage: false,
    compress: options.compress ?? true,
    lang: language,
    info: {
      Title: only ? `${theme.labels.reportTitle}: ${only.name}` : theme.labels.reportsTitle,
      Author: tenant.name,
      Creator: 'Recyclens',
      Producer: 'Recyclens',
      // Fixed from the input, so the same export gives the same bytes (pdfkit derives the file ID from it).
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });

  const canvas = new ReportCanvas(doc, theme);
  for (const [index, pkg] of pkgs.entries()) {
    drawPackage(canvas, pkg, language);
    options.onProgress?.(index + 1, pkgs.length);
    // Let the export job's timers and progress writes run between reports.
    if (index + 1 < pkgs.length) await yieldToEventLoop();
  }
  if (pkgs.length === 0) {
    // A PDF needs a page; an empty selection still answers a valid file.
    canvas.startReport(theme.labels.reportsTitle, theme.labels.reportsTitle);
    canvas.finishReport();
  }
  doc.end();
  return bytes;
};

/** The PDF report of one packaging item (A4, tenant branding, reader's language). */
export const renderPackageReportPdf = (
  pkg: ReportPackage,
  tenant: ReportTenant,
  language: ContentLanguage,
  generatedAt: Date,
  options: PdfRenderOptions = {},
): Promise<Buffer> => renderDocument([pkg], tenant, language, generatedAt, options);

/** One PDF with every package's report, each starting on a new page ("Export all reports"). */
export const renderPackagesPdf = (
  pkgs: ReportPackage[],
  tenant: ReportTenant,
  language: ContentLanguage,
  generatedAt: Date,
  options: PdfRenderOptions = {},
): Promise<Buffer> => renderDocument(pkgs, tenant, language, generatedAt, options);
