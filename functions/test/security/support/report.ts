import { afterAll } from 'vitest';
import { writeQualitySection } from '@recyclens/scripts/bench/quality-doc';

export interface ReportRow {
  what: string;
  figure: string;
  target: string;
  ok: boolean;
}

/**
 * Collects one test file's figures and, after the file, prints one `[security] …` line per row
 * (for anyone reading the run's output) and — in `npm run test:security`, which runs the files
 * one after another — writes them as the file's section of docs/quality.md.
 */
export const useSecurityReport = (section: string, title: string) => {
  const rows: ReportRow[] = [];
  afterAll(async () => {
    for (const row of rows) {
      console.log(
        `[security] ${section}: ${row.what} — ${row.figure} (target ${row.target}) ${row.ok ? 'ok' : 'FAILED'}`,
      );
    }
    if (process.env.SECURITY_REPORT !== '1' || rows.length === 0) return;
    const table = rows
      .map((row) => `| ${row.what} | ${row.figure} | ${row.target} ${row.ok ? '✅' : '❌'} |`)
      .join('\n');
    await writeQualitySection(
      section,
      `## ${title}\n\n| What | Figure | Target |\n|---|---|---|\n${table}\n`,
    );
  });
  return (row: ReportRow) => rows.push(row);
};
