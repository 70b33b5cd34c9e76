import type { Grade, PortfolioSummary } from '@recyclens/shared';

type CountryFigures = PortfolioSummary['countries'][number];

/** The order of the chart's segments: best grade first, the packaging without a result last. */
export const gradeOrder: readonly Grade[] = [
  'A',
  'B',
  'C',
  'not-recyclable',
  'needs-testing',
  'no-infrastructure',
];

/**
 * EU packaging regulation (PPWR) thresholds: from 2030 packaging must reach grade C or better,
 * from 2038 grade B or better. Shares are of all the company's packaging, unassessed ones included.
 */
export const meetsThreshold = { 2030: ['A', 'B', 'C'], 2038: ['A', 'B'] } as const satisfies Record<
  number,
  readonly Grade[]
>;

export const shareOf = (country: CountryFigures, total: number, grades: readonly Grade[]): number =>
  total === 0 ? 0 : grades.reduce((sum, grade) => sum + country.grades[grade], 0) / total;
