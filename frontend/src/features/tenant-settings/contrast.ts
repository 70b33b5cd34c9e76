/** WCAG 2.x contrast for text on a colour (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);

const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

/** From 1 (no contrast) to 21 (black on white); both colours as #rrggbb. */
export const contrastRatio = (first: string, second: string): number => {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
};
