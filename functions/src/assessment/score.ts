import type { Finding, Grade } from './types';

/**
 * The CEFLEX scoring model (recyclability score simulation tool, MIT), adapted
 * (docs/assessment.md#the-steps, steps 4–5). Kept separate from the rules so each boundary is testable by hand.
 */

/** Yellows cap the score: 1 → 94, 2 → 90, 3 → 85, 4 or more → 80. */
export const yellowCap = (yellows: number): number =>
  yellows <= 0 ? 100 : yellows === 1 ? 94 : yellows === 2 ? 90 : yellows === 3 ? 85 : 80;

/**
 * Truncated (not rounded) to one decimal, so a score never rounds up into a better grade;
 * the epsilon only absorbs binary floating-point noise (100 − 5.1 = 94.9000000001).
 */
export const truncateScore = (score: number): number => Math.floor(score * 10 + 1e-9) / 10;

/**
 * Start at 100, subtract the weight share (%) of separated non-recycled parts, and cap by the
 * yellows. "Separated non-recycled" are parts the stream's process takes out and discards rather
 * than recycles, e.g. a PP cap on a glass jar (glass stream), a paper label on a PET bottle
 * (pulped away in the wash), plastic tape on a box (pulper rejects). Parts separated and
 * recycled elsewhere (a PP cap floated off PET flakes, a steel lid on a glass jar) are not
 * subtracted. Reds are handled before this (any red → 0).
 */
export const scoreFrom = (yellows: number, lostShare: number): number =>
  truncateScore(Math.max(0, Math.min(yellowCap(yellows), 100 - lostShare)));

/** EU packaging regulation classes as the method uses them: A ≥ 95, B ≥ 80, C ≥ 70. */
export const gradeForScore = (score: number): Grade =>
  score >= 95 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : 'not-recyclable';

export const countRatings = (findings: Finding[]): { red: number; yellow: number; needsTesting: number } => ({
  red: findings.filter((f) => f.rating === 'red').length,
  yellow: findings.filter((f) => f.rating === 'yellow').length,
  needsTesting: findings.filter((f) => f.rating === 'needs-testing').length,
});
