import type { ContentLanguage } from '@recyclens/shared';
import { mutedColor, ruleColor, zebraColor } from './colors';
import { formatNumber, formatRange } from './format';
import { fillLabel, type Labels } from './labels';
import { blendText, layerShares } from './layers';
import { contentWidth, margins, type FontStyle, type ReportCanvas } from './pdf-layout';
import type { ReportComponent } from './types';
import { truncate } from '../pdf/pdf-text';

interface Column {
  header: (labels: Labels) => string;
  width: number;
  align: 'left' | 'right';
  value: (component: ReportComponent, language: ContentLanguage) => string;
}

// Widths add up to the content width (499 pt); numbers right-aligned so decimals line up.
const columns: Column[] = [
  { header: (l) => l.name, width: 123, align: 'left', value: (c) => c.name },
  { header: (l) => l.type, width: 82, align: 'left', value: (c) => c.type },
  { header: (l) => l.material, width: 92, align: 'left', value: (c) => c.material },
  { header: (l) => l.color, width: 66, align: 'left', value: (c) => c.color },
  {
    header: (l) => l.density,
    width: 76,
    align: 'right',
    value: (c, lang) => formatRange(c.densityFrom, c.densityTo, lang),
  },
  { header: (l) => l.weight, width: 60, align: 'right', value: (c, lang) => formatNumber(c.weight, lang) },
];

const pad = 4;
const bodySize = 8.5;
const detailSize = 7;
const headerSize = 8;
// Caps every cell so that no single row can outgrow a page (rows never split across pages).
const maxCellChars = 240;

/** Family, filler and adhesive under the name: the findings refer to them. */
const detailLine = (component: ReportComponent, labels: Labels): string =>
  [
    [labels.family, component.family],
    [labels.filler, component.filler],
    [labels.adhesive, component.adhesive],
  ]
    .filter(([, value]) => value && value.trim() !== '')
    .map(([label, value]) => `${label}: ${truncate(value ?? '', 80)}`)
    .join(' · ');

/** Indent of the layer lines under their component: they belong to the row above them. */
const layerIndent = 12;
const layerWidth = contentWidth - pad * 2 - layerIndent;

/** One line per layer, outside in: role, material, grams and share of the layered weight. */
const layerLines = (component: ReportComponent, labels: Labels, language: ContentLanguage): string[] => {
  const layers = component.layers ?? [];
  const shares = layerShares(layers);
  return layers.map((layer, index) => {
    const line = fillLabel(labels.layerLine, {
      position: index + 1,
      role: layer.role,
      material: layer.material,
      weight: formatNumber(layer.weight, language),
      share: formatNumber(shares[index] ?? null, language),
    });
    const blend = layer.blend.length
      ? ` · ${fillLabel(labels.blendLine, { blend: blendText(layer.blend, language) })}`
      : '';
    return truncate(`${line}${blend}`, maxCellChars);
  });
};

const cellText = (value: string): string => truncate(value.trim() === '' ? '–' : value, maxCellChars);

const headerTexts = (labels: Labels, continued: boolean): string[] =>
  columns.map((column, index) =>
    index === 0 && continued ? `${column.header(labels)} (${labels.continued})` : column.header(labels),
  );

const headerRowHeight = (canvas: ReportCanvas, continued: boolean): number =>
  Math.max(
    ...headerTexts(canvas.labels, continued).map((text, index) =>
      canvas.measure(text, 'bold', headerSize, (columns[index]?.width ?? 0) - pad * 2),
    ),
  ) +
  pad * 2;

const drawHeaderRow = (canvas: ReportCanvas, continued: boolean): void => {
  const height = headerRowHeight(canvas, continued);
  const top = canvas.y;
  canvas.doc.save().rect(margins.left, top, contentWidth, height).fill(canvas.theme.primary).restore();
  canvas.use('bold', headerSize, canvas.theme.onPrimary);
  let x = margins.left;
  headerTexts(canvas.labels, continued).forEach((text, index) => {
    const column = columns[index];
    if (!column) return;
    canvas.text(text, x + pad, top + pad, { width: column.width - pad * 2, align: column.align });
    x += column.width;
  });
  canvas.y = top + height;
};

/**
 * The components table. Rows are measured before they are drawn; a row that does not fit goes to
 * the next page under a repeated header, so no row is ever cut in half.
 */
export const drawComponentsTable = (
  canvas: ReportCanvas,
  components: ReportComponent[],
  language: ContentLanguage,
): void => {
  const { labels } = canvas;
  if (components.length === 0) {
    canvas
      .use('italic', 10, mutedColor)
      .text(labels.noComponents, margins.left, canvas.y, { width: contentWidth });
    canvas.use('regular', 10);
    return;
  }
  const headerHeight = headerRowHeight(canvas, false);
  const rowCells = (component: ReportComponent) =>
    columns.map((column) => cellText(column.value(component, language)));
  const cellsHeight = (component: ReportComponent, cells: string[]) => {
    const details = detailLine(component, labels);
    const heights = cells.map((text, index) => {
      const width = (columns[index]?.width ?? 0) - pad * 2;
      const base = canvas.measure(text, index === 0 ? 'bold' : 'regular', bodySize, width);
      return index === 0 && details ? base + 1 + canvas.measure(details, 'regular', detailSize, width) : base;
    });
    return Math.max(...heights) + pad * 2;
  };
  const layersHeight = (lines: string[]) =>
    lines.reduce((sum, line) => sum + 1 + canvas.measure(line, 'regular', detailSize, layerWidth), 0) +
    (lines.length > 0 ? pad : 0);
  const rowHeight = (component: ReportComponent, cells: string[]) =>
    cellsHeight(component, cells) + layersHeight(layerLines(component, labels, language));

  // The header never stands alone at the foot of a page.
  const first = components[0];
  canvas.ensureSpace(headerHeight + (first ? rowHeight(first, rowCells(first)) : 0));
  drawHeaderRow(canvas, false);

  components.forEach((component, rowIndex) => {
    const cells = rowCells(component);
    const height = rowHeight(component, cells);
    if (canvas.y + height > canvas.bottom) {
      canvas.newPage();
      drawHeaderRow(canvas, true);
    }
    const top = canvas.y;
    if (rowIndex % 2 === 1)
      canvas.doc.save().rect(margins.left, top, contentWidth, height).fill(zebraColor).restore();
    let x = margins.left;
    cells.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      const style: FontStyle = index === 0 ? 'bold' : 'regular';
      canvas
        .use(style, bodySize)
        .text(text, x + pad, top + pad, { width: column.width - pad * 2, align: column.align });
      const details = index === 0 ? detailLine(component, labels) : '';
      if (details)
        canvas
          .use('regular', detailSize, mutedColor)
          .text(details, x + pad, canvas.y + 1, { width: column.width - pad * 2 });
      x += column.width;
    });
    // The layers under their component, inside its row, so that a page break never parts them.
    canvas.y = top + cellsHeight(component, cells) - pad;
    for (const line of layerLines(component, labels, language))
      canvas
        .use('regular', detailSize, mutedColor)
        .text(line, margins.left + pad + layerIndent, canvas.y + 1, { width: layerWidth });
    canvas.y = top + height;
    canvas.doc
      .moveTo(margins.left, canvas.y)
      .lineTo(margins.left + contentWidth, canvas.y)
      .lineWidth(0.5)
      .strokeColor(ruleColor)
      .stroke();
  });
  canvas.use('regular', 10);
};
