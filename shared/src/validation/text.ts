/**
 * Which characters text may hold (issue #22 §1). Controls are invisible, break CSV cells, mail
 * headers and logs, and a lone surrogate cannot be encoded at all (the mail call fails on it), so
 * the server refuses them in every field; tab and line breaks are only refused where a field is
 * a single line (names), since descriptions and answers are written as paragraphs.
 */

/** C0 except tab, LF and CR; DEL; C1. Global, for replace; `search` ignores its lastIndex. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlsExceptLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
const lineBreaksAndTabs = /[\t\n\r\u2028\u2029]+/gu;

/** Text any field may hold: well-formed, without controls other than tab and line breaks. */
export const isAcceptableText = (value: string): boolean =>
  value.isWellFormed() && value.search(controlsExceptLineBreaks) === -1;

/** Text a single-line field may hold: as above, and no tab or line break either. */
export const isSingleLineText = (value: string): boolean =>
  isAcceptableText(value) && value.search(lineBreaksAndTabs) === -1;

/** A person's name: letters and marks of any script, spaces, apostrophes, hyphens and dots. */
export const personNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** A link or markup in a name: a URL scheme, a www. host, or an angle bracket. */
export const linkOrMarkupPattern = /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\./iu;

/** Text made fit for any output: well-formed (lone surrogates become U+FFFD), no controls. */
export const repairText = (value: string): string =>
  value.toWellFormed().replace(controlsExceptLineBreaks, '');

/** As repairText, on one line: each run of tabs and line breaks becomes one space. */
export const repairLine = (value: string): string => repairText(value).replace(lineBreaksAndTabs, ' ');
