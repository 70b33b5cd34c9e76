import { findGuideline } from './catalog';
import { formatGuidelineDate, guidelineLabels } from './labels';
import { localize, type ContentLanguage } from '@recyclens/shared';
import type { GuidelineId, GuidelineSource, ListTone } from './types';
import { typeset } from './typography';
import { openPdf } from '../pdf/pdf-document';
import { pdfText } from '../pdf/pdf-text';

export interface RenderGuidelineOptions {
  /** The tenant's theme colour for the heading band, "#rgb" or "#rrggbb". */
  primaryColor?: string;
  /** Compress content streams (default true). Tests turn it off to read the page text. */
  compress?: boolean;
}

export const defaultPrimaryColor = '#14532d';

const mm = 72 / 25.4;
const margin = { top: 18 * mm, bottom: 20 * mm, left: 20 * mm, right: 20 * mm };
const bandHeight = 96;
/** Body text size: 9 pt of Inter keeps the densest guideline (films, in French) on two A4 pages. */
const bodySize = 9;
const ink = '#1f2937';
const muted = '#6b7280';
const avoidColor = '#b91c1c';
// Registered on each document by registerFonts (Inter, embedded as a subset).
const fonts = { regular: 'regular', bold: 'bold', italic: 'italic' } as const;

/**
 * A tenant colour comes from stored theme data; a malformed one must not break the download, so
 * it falls back to the product colour rather than throwing.
 */
const normaliseColor = (color: string | undefined): string => {
  if (color === undefined) return defaultPrimaryColor;
  const value = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return defaultPrimaryColor;
};

/** White text on dark bands, dark text on light ones (tenants pick their own colours). */
const textColorOn = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? ink : '#ffffff';
};

const sourceLine = (source: GuidelineSource): string =>
  [source.name, source.version, source.url].filter((part) => part !== undefined).join('. ');

/** The guideline as an A4 PDF in one language. Same input, same bytes (dates come from the catalog). */
export const renderGuidelinePdf = async (
  id: GuidelineId,
  language: ContentLanguage,
  options: RenderGuidelineOptions = {},
): Promise<Buffer> => {
  const { entry, content } = findGuideline(id);
  const text = localize(content.text, language);
  const labels = localize(guidelineLabels, language);
  const primary = normaliseColor(options.primaryColor);
  const date = formatGuidelineDate(entry.updatedAt, language);
  const createdAt = new Date(`${entry.updatedAt.slice(0, 10)}T00:00:00.000Z`);
  const t = (value: string) => pdfText(typeset(value, language));

  const { doc, bytes } = await openPdf({
    margins: margin,
    compress: options.compress ?? true,
    lang: language,
    info: {
      Title: text.title,
      Author: 'Recyclens',
      Subject: text.summary,
      Keywords: `${labels.kind}; ${entry.id}; ${entry.version}`,
      Creator: 'Recyclens',
      Producer: 'Recyclens (pdfkit)',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });

  const left = margin.left;
  const width = doc.page.width - margin.left - margin.right;
  const bottom = () => doc.page.height - margin.bottom;

  // pdfkit does not re-send the fill colour after save/restore, so the text colour is tracked
  // here and set again after drawing the strip; otherwise text that flows onto a new page would
  // take the strip's colour.
  let textColor = ink;
  const color = (value: string) => {
    textColor = value;
    return doc.fillColor(value);
  };

  // Later pages carry a thin strip in the band colour so a printed page is still recognisable.
  doc.on('pageAdded', () => {
    doc.save().rect(0, 0, doc.page.width, 8).fill(primary).restore();
    doc.fillColor(textColor);
    doc.x = left;
    doc.y = margin.top;
  });

  /** Start a new page unless `needed` points still fit, so headings never end a page alone. */
  const keep = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage();
  };

  // Heading band (page 1).
  const onBand = textColorOn(primary);
  doc.rect(0, 0, doc.page.width, bandHeight).fill(primary);
  color(onBand)
    .font(fonts.regular)
    .fontSize(9)
    .text(t(`RECYCLENS  ·  ${labels.kind.toUpperCase()}`), left, 24, { width, characterSpacing: 0.6 });
  doc.font(fonts.bold).fontSize(20).text(t(text.title), left, 40, { width });
  doc
    .font(fonts.regular)
    .fontSize(9)
    .text(
      t(`${labels.version} ${entry.version}  ·  ${labels.updated}${labels.colon}${date}`),
      left,
      bandHeight - 20,
      {
        width,
      },
    );

  doc.x = left;
  doc.y = bandHeight + 22;
  color(ink).font(fonts.regular).fontSize(10.5).text(t(text.summary), { width, lineGap: 2 });
  doc.moveDown(0.8);

  const heading = (title: string) => {
    keep(60);
    doc.moveDown(0.4);
    color(primary).font(fonts.bold).fontSize(12.5).text(t(title), left, doc.y, { width });
    doc.moveDown(0.3);
  };

  const paragraph = (body: string) => {
    color(ink).font(fonts.regular).fontSize(bodySize).text(t(body), left, doc.y, { width, lineGap: 1.5 });
    doc.moveDown(0.45);
  };

  const markers: Record<ListTone, { glyph: string; color: string }> = {
    do: { glyph: '+', color: primary },
    avoid: { glyph: '–', color: avoidColor },
    plain: { glyph: '•', color: ink },
  };

  const list = (tone: ListTone, items: string[]) => {
    const indent = 14;
    for (const item of items) {
      const body = t(item);
      doc.font(fonts.regular).fontSize(bodySize);
      keep(Math.min(doc.heightOfString(body, { width: width - indent, lineGap: 1.5 }), 40));
      const top = doc.y;
      const marker = markers[tone];
      color(marker.color)
        .font(fonts.bold)
        .text(marker.glyph, left + 2, top, { lineBreak: false });
      color(ink)
        .font(fonts.regular)
        .text(body, left + indent, top, { width: width - indent, lineGap: 1.5 });
      doc.moveDown(0.25);
    }
    doc.moveDown(0.3);
  };

  const byId = new Map(content.sources.map((source) => [source.id, source]));

  for (const section of text.sections) {
    heading(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') paragraph(block.text);
      else list(block.tone, block.items);
    }
    const cited = section.sources.map((sourceId) => {
      const source = byId.get(sourceId);
      return source === undefined ? sourceId : `${source.short} (${source.version})`;
    });
    if (cited.length > 0) {
      color(muted)
        .font(fonts.italic)
        .fontSize(8.5)
        .text(t(`${labels.sectionSources}${labels.colon}${cited.join('; ')}`), left, doc.y, { width });
      doc.moveDown(0.6);
    }
  }

  // Checklist: empty boxes to tick on a printout.
  heading(labels.checklistHeading);
  for (const item of text.checklist) {
    const body = t(item);
    doc.font(fonts.regular).fontSize(bodySize);
    keep(doc.heightOfString(body, { width: width - 18 }) + 4);
    const top = doc.y;
    doc
      .lineWidth(0.8)
      .strokeColor(primary)
      .rect(left + 1, top + 1, 8, 8)
      .stroke();
    color(ink).text(body, left + 18, top, { width: width - 18, lineGap: 1.5 });
    doc.moveDown(0.3);
  }

  heading(labels.sourcesHeading);
  content.sources.forEach((source, index) => {
    color(ink)
      .font(fonts.regular)
      .fontSize(8.5)
      .text(t(`[${index + 1}] ${sourceLine(source)}`), left, doc.y, { width, lineGap: 1 });
    doc.moveDown(0.25);
  });

  // Footers last, when the page count is known. The bottom margin is lifted while writing so
  // pdfkit does not treat footer text as overflow and start a new page.
  const range = doc.bufferedPageRange();
  const footer = t(`${labels.footer} · ${labels.version} ${entry.version} · ${date}`);
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin.bottom + 14;
    doc
      .save()
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.restore();
    color(muted).font(fonts.regular).fontSize(8);
    doc.text(footer, left, y, { width: width - 80, lineBreak: false });
    doc.text(t(labels.page(i + 1, range.count)), left + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }

  doc.end();
  return bytes;
};
