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
/**
 * SECURITY_OPERATIONS=<operationId,...> limits the served-document fuzzer to those operations, to
 * replay one operation's full run without the ~30 minutes of all of them. Unset: every operation.
 */
const only = (process.env.SECURITY_OPERATIONS ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);
export const isEveryOperation = only.length === 0;
export const isChosenOperation = (id: string) => isEveryOperation || only.includes(id);
