/**
 * The web app's script budget (docs/architecture.md#budgets): the first-load JavaScript of the
 * login page, the gzip -9 size of every script a visit fetches. Read by `npm run bench` (Lighthouse)
 * and frontend/scripts/first-load-js.ts (no API), which both exit 1 over it.
 */
export const firstLoadJsCap = { path: '/login', maxGzipKb: 150 } as const;

export interface FirstLoadFigure {
  path: string;
  firstLoadJsGzipKb: number;
}

/** One line per capped page over its cap; none when the budget holds. */
export const firstLoadJsOverCap = (rows: readonly FirstLoadFigure[]): string[] =>
  rows
    .filter((row) => row.path === firstLoadJsCap.path && row.firstLoadJsGzipKb > firstLoadJsCap.maxGzipKb)
    .map(
      (row) =>
        `${row.path}: first-load JS ${row.firstLoadJsGzipKb.toFixed(1)} KB gzip, over its cap of ${firstLoadJsCap.maxGzipKb} KB`,
    );
