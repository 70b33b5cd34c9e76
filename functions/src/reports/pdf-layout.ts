import { mutedColor, ruleColor, textColor } from './colors';
import { fillLabel, type Labels } from './labels';
import type { FontStyle } from '../pdf/fonts';
import { pdfText } from '../pdf/pdf-text';

export type { FontStyle };

/** A4 in points, and the frame every page shares. */
export const pageSize = { width: 595.28, height: 841.89 } as const;
export const margins = { left: 48, right: 48, top: 60, bottom: 56 } as const;
export const contentWidth = pageSize.width - margins.left - margins.right;

const bandHeight = 88;
const slimBandHeight = 34;
const stripe = 4;

export interface Theme {
  tenantName: string;
  primary: string;
  secondary: string;
  onPrimary: string;
  /** data URL, or null for no logo */
  logo: string | null;
  labels: Labels;
  generated: string;
}

interface TextStyle {
  style: FontStyle;
  size: number;
  color: string;
}

export interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
  lineBreak?: boolean;
}

/**
 * The page frame of the reports: the tenant's header band, running headers, footers with page
 * numbers, and page breaks that never leave a block dangling. Pages are buffered for one report
 * at a time (to number them "1 of n") and flushed when it ends, so a 200-report file does not
 * hold every page in memory.
 */
export class ReportCanvas {
  private current: TextStyle = { style: 'regular', size: 10, color: textColor };
  private packageName = '';
  private startingReport = false;
  private logoBroken = false;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly theme: Theme,
  ) {
    // Fires on our own page breaks and on pdfkit's when long text flows on.
    doc.on('pageAdded', () => {
      if (!this.startingReport) this.drawRunningHeader();
    });
  }

  get labels(): Labels {
    return this.theme.labels;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Lowest y content may reach on this page. */
  get bottom(): number {
    return pageSize.height - margins.bottom;
  }

  /** Usable height of a fresh continuation page. */
  get pageRoom(): number {
    return this.bottom - margins.top;
  }

  use(style: FontStyle, size: number, color: string = textColor): this {
    this.current = { style, size, color };
    this.doc.font(style).fontSize(size).fillColor(color);
    return this;
  }

  /** Height `text` takes at `width` in the given font; pass the same options as to `text`. */
  measure(text: string, style: FontStyle, size: number, width: number, lineGap = 1): number {
    this.doc.font(style).fontSize(size);
    const height = this.doc.heightOfString(pdfText(text), { width, lineGap });
    this.restoreFont();
    return height;
  }

  widthOf(text: string, style: FontStyle, size: number): number {
    this.doc.font(style).fontSize(size);
    const width = this.doc.widthOfString(pdfText(text));
    this.restoreFont();
    return width;
  }

  // Measuring changes only the font; the fill colour is page content and stays as it was.
  private restoreFont(): void {
    this.doc.font(this.current.style).fontSize(this.current.size);
  }

  /** Writes text in the current style; every string is made WinAnsi-safe here. */
  text(text: string, x: number, y: number, options: TextOptions = {}): this {
    this.doc.text(pdfText(text), x, y, { lineGap: 1, ...options });
    return this;
  }

  /** One line, shortened with an ellipsis to fit `width` (for headers and table titles). */
  fitted(text: string, width: number): string {
    const clean = pdfText(text).replace(/\s+/g, ' ');
    if (this.doc.widthOfString(clean) <= width) return clean;
    let low = 0;
    let high = clean.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.doc.widthOfString(`${clean.slice(0, middle)}…`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${clean.slice(0, low).trimEnd()}…`;
  }

  /** Starts a new page when `height` no longer fits; blocks taller than a page start at the top. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > margins.top + 1) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  hline(y: number, color = ruleColor, width = 0.5): void {
    this.doc
      .moveTo(margins.left, y)
      .lineTo(pageSize.width - margins.right, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** First page of a package's report, under the full header band. */
  startReport(packageName: string, outlineTitle: string): void {
    this.packageName = packageName;
    this.startingReport = true;
    this.doc.addPage();
    this.startingReport = false;
    this.doc.outline.addItem(outlineTitle);
    this.drawHeaderBand();
    this.doc.x = margins.left;
    this.doc.y = bandHeight + stripe + 22;
    this.use('regular', 10);
  }

  /** Footers on every page of the report just drawn, then hands its pages to the output. */
  finishReport(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = 0; index < count; index++) {
      this.doc.switchToPage(start + index);
      this.drawFooter(index + 1, count);
    }
    this.doc.flushPages();
  }

  private drawLogo(x: number, y: number, width: number, height: number): number {
    if (!this.theme.logo || this.logoBroken) return 0;
    const pad = 6;
    try {
      this.doc.save();
      this.doc.roundedRect(x, y, width + pad * 2, height + pad * 2, 4).fill('#ffffff');
      this.doc.restore();
      // A white chip behind the logo: tenant logos are often dark on transparent, and the band
      // is the tenant's (often dark) brand colour.
      this.doc.image(this.theme.logo, x + pad, y + pad, {
        fit: [width, height],
        align: 'center',
        valign: 'center',
      });
      return width + pad * 2;
    } catch {
      // A logo pdfkit cannot read is left out; the report still goes out.
      this.logoBroken = true;
      return 0;
    }
  }

  private drawHeaderBand(): void {
    const { doc, theme } = this;
    doc.save();
    doc.rect(0, 0, pageSize.width, bandHeight).fill(theme.primary);
    doc.rect(0, bandHeight, pageSize.width, stripe).fill(theme.secondary);
    doc.restore();
    const logoWidth = this.drawLogo(margins.left, 16, 132, 44);
    const x = margins.left + (logoWidth > 0 ? logoWidth + 16 : 0);
    const width = pageSize.width - margins.right - x;
    this.use('bold', 18, theme.onPrimary);
    this.text(this.fitted(theme.tenantName, width), x, 26, { lineBreak: false });
    this.use('regular', 10, theme.onPrimary);
    this.text(this.fitted(this.labels.reportTitle, width), x, 52, { lineBreak: false });
    this.use('regular', 10);
  }

  private drawRunningHeader(): void {
    const { doc, theme } = this;
    const restore = this.current;
    const { x, y } = { x: doc.x, y: doc.y };
    doc.save();
    doc.rect(0, 0, pageSize.width, slimBandHeight).fill(theme.primary);
    doc.rect(0, slimBandHeight, pageSize.width, 2).fill(theme.secondary);
    doc.restore();
    const half = contentWidth / 2 - 8;
    this.use('bold', 9, theme.onPrimary);
    this.text(this.fitted(theme.tenantName, half), margins.left, 13, { lineBreak: false });
    this.use('regular', 9, theme.onPrimary);
    const name = this.fitted(this.packageName, half);
    this.text(name, pageSize.width - margins.right - doc.widthOfString(name), 13, { lineBreak: false });
    // Text that flowed onto this page goes on in the style it had.
    this.use(restore.style, restore.size, restore.color);
    doc.x = x;
    doc.y = y;
  }

  private drawFooter(page: number, pages: number): void {
    const { doc } = this;
    const y = pageSize.height - 38;
    // Writing below the bottom margin would make pdfkit start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    this.hline(y - 6);
    this.use('bold', 8, mutedColor);
    this.text('Recyclens', margins.left, y, { lineBreak: false });
    this.use('regular', 8, mutedColor);
    const generated = fillLabel(this.labels.generatedOn, { date: this.theme.generated });
    this.text(generated, (pageSize.width - doc.widthOfString(pdfText(generated))) / 2, y, {
      lineBreak: false,
    });
    const number = fillLabel(this.labels.page, { page, pages });
    this.text(number, pageSize.width - margins.right - doc.widthOfString(pdfText(number)), y, {
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
