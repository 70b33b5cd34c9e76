/**
 * How hard the abuse suite pushes. `npm test` runs the fast form; `npm run test:security` sets
 * SECURITY_RUNS for the full form. The seed is fixed so a failure replays exactly; fast-check
 * prints the failing case and its path.
 */
const requested = Number(process.env.SECURITY_RUNS ?? '');
export const isFullRun = Number.isInteger(requested) && requested > 0;
export const runsPerRoute = isFullRun ? requested : 3;
export const raceSize = isFullRun ? 50 : 12;
export const SEED = 20_261_122;
