/**
 * How hard the abuse suite pushes. `npm test` runs the fast form; `npm run test:security` sets
 * SECURITY_RUNS for the full form. The seed is fixed so a failure replays exactly; fast-check
 * prints the failing case and its path.
 */
const requested = Number(process.env.SECURITY_RUNS ?? '');
export const isFullRun = Number.isInteger(requested) && requested > 0;
/** Cases per operation of the served document (issue 37 §3): 20 in CI, at least 200 in the full run. */
export const runsPerOperation = isFullRun ? Math.max(requested, 200) : 20;
export const raceSize = isFullRun ? 50 : 12;
export const SEED = 20_261_122;
