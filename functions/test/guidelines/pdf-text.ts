/**
 * Just enough PDF reading for the guideline tests, on output rendered with `compress: false`:
 * pdfkit writes each line as a TJ array of hex strings in WinAnsi, with kerning numbers between
 * them. Joining the hex parts of one array gives the line; lines are joined with spaces.
 */
const winAnsi = new TextDecoder('windows-1252');

const decodeHex = (hex: string): string => winAnsi.decode(Buffer.from(hex, 'hex'));

export const pdfLines = (pdf: Buffer): string[] => {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => decodeHex(part[1] ?? '')).join(''),
  );
};

/** All page text in reading order, with every run of whitespace (no-break spaces too) as one space. */
export const pdfText = (pdf: Buffer): string =>
  pdfLines(pdf)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ');

export const pdfPageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page(?!s)\b/g)?.length ?? 0;

const unescapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string body (between the parentheses) as text: PDFDocEncoding or UTF-16BE. */
const decodeLiteral = (body: string): string => {
  const bytes = Buffer.from(
    body.replace(/\\([nrtbf()\\])/g, (_, c: string) => unescapes[c] ?? c),
    'latin1',
  );
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
};

/** The document info Title; pdfkit writes it as an indirect object holding a literal string. */
export const pdfInfoTitle = (pdf: Buffer): string | undefined => {
  const source = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(source)?.[1];
  const direct = /\/Title \(((?:\\.|[^\\)])*)\)/s.exec(source)?.[1];
  if (ref === undefined) return direct === undefined ? undefined : decodeLiteral(direct);
  const object = new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)\\nendobj`, 's').exec(source);
  return object?.[1] === undefined ? undefined : decodeLiteral(object[1]);
};

export const normaliseSpaces = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ');
