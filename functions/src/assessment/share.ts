/**
 * A weight share in percent, rounded to 6 decimals. Without the rounding, binary floating point
 * puts exact boundaries on the wrong side (7 g of 100 g is 7.000000000000001%, which would fail
 * a "≤ 7%" limit); 6 decimals are far below any limit's precision.
 */
export const percentOf = (part: number, total: number): number =>
  Math.round((part / total) * 100 * 1e6) / 1e6;

/** For display in messages and results: 2 decimals. */
export const displayPercent = (share: number): number => Math.round(share * 100) / 100;
