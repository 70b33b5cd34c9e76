import type { ContentLanguage } from '@recyclens/shared';

const nbsp = '\u00a0';

/**
 * Non-breaking spaces where a line break would read wrong: between a number and its unit or
 * "%" in every language, and French spacing before ; : ! ? and inside « ». The content is written
 * with plain spaces so it stays readable in the source; the narrow no-break space French
 * typesetting prefers is outside WinAnsi, so the ordinary no-break space stands in for it.
 */
export const typeset = (text: string, language: ContentLanguage): string => {
  let result = text.replace(/(\d) (%|°C|g\/cm³|g\b|mm\b|min\b|Minuten\b|minutes\b)/g, `$1${nbsp}$2`);
  if (language === 'fr') {
    result = result.replace(/ ([;:!?»])/g, `${nbsp}$1`).replace(/« /g, `«${nbsp}`);
  }
  return result;
};
