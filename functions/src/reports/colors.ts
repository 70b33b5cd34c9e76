import type { ReportGrade, ReportRating } from './types';

/** Used when a tenant's colour is missing or not a hex colour, so a bad setting cannot break an export. */
export const fallbackPrimary = '#1f6f4a';
export const fallbackSecondary = '#9ccc65';

export const textColor = '#1f2328';
export const mutedColor = '#5b636b';
export const ruleColor = '#d0d4d9';
export const zebraColor = '#f4f6f8';
export const noticeColor = '#fff4e0';
export const noticeBorder = '#f5a623';

export const gradeColors: Record<ReportGrade, string> = {
  A: '#1b8a3a',
  B: '#7cc242',
  C: '#f5a623',
  'not-recyclable': '#d32f2f',
  'needs-testing': '#9e9e9e',
  'no-infrastructure': '#4a4f55',
};

export const ratingColors: Record<ReportRating, string> = {
  green: '#2e9d47',
  yellow: '#e6b800',
  red: '#d32f2f',
  'needs-testing': '#9e9e9e',
  info: '#1e88e5',
};

/** `#rrggbb` for a CSS hex colour (#rgb or #rrggbb, with or without '#'), else the fallback. */
export const normalizeHex = (value: string | undefined, fallback: string): string => {
  const hex = (value ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex.toLowerCase()}`;
  if (/^[0-9a-f]{3}$/i.test(hex))
    return `#${hex
      .split('')
      .map((digit) => digit + digit)
      .join('')
      .toLowerCase()}`;
  return fallback;
};

/** WCAG relative luminance of a `#rrggbb` colour. */
const luminance = (hex: string): number => {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/**
 * Black or white, whichever reads better on `background`: tenants pick any brand colour, and white
 * text on a pale yellow band would vanish.
 */
export const contrastText = (background: string): string => {
  const light = luminance(background);
  const contrastWithWhite = 1.05 / (light + 0.05);
  const contrastWithBlack = (light + 0.05) / 0.05;
  return contrastWithWhite >= contrastWithBlack ? '#ffffff' : '#111111';
};

/** ARGB as exceljs wants it. */
export const toArgb = (hex: string): string => `FF${hex.slice(1).toUpperCase()}`;
