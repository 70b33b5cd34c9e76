import type { BundleResult } from './bundle-group.ts';

export interface BenchRow extends BundleResult {
  readonly group: string;
  readonly importMs: number;
}

export interface Budget {
  readonly maxBytes: number;
  readonly maxImportMs: number;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean): string => (ok ? 'ok' : 'OVER');

const cells = (row: BenchRow, budget: Budget): string[] => [
  row.group,
  `${row.bytes.toLocaleString('en')} (${kib(row.bytes)})`,
  `${row.gzipBytes.toLocaleString('en')} (${kib(row.gzipBytes)})`,
  mark(row.bytes <= budget.maxBytes),
  `${row.importMs.toFixed(0)} ms`,
  mark(row.importMs <= budget.maxImportMs),
  row.largest.map((item) => `${item.name} ${kib(item.bytes)}`).join(', '),
];

const header = [
  'group',
  'minified bytes',
  'gzip bytes',
  '≤ 1 MiB',
  'cold import',
  '≤ 150 ms',
  'largest inputs',
];

export const renderTable = (rows: readonly BenchRow[], budget: Budget): string => {
  const table = [header, ...rows.map((row) => cells(row, budget))];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  return table
    .map((line) => line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
};

export const renderMarkdown = (
  rows: readonly BenchRow[],
  budget: Budget,
  run: { node: string; arch: string; runs: number; date: Date },
): string =>
  [
    '# Lambda bundles',
    '',
    'Written by `npm run bench:bundles` (scripts/src/bench/bundles.ts). Each endpoint group is bundled',
    'with the settings of the API stack (infra/lib/api/bundle-settings.ts: ESM, minified, node24, AWS SDK',
    'bundled). The import time is the median over fresh Node processes of `await import(bundle)`, timed',
    'inside the process (Node start-up excluded).',
    '',
    `Budgets (DESIGN.md §9): ≤ ${budget.maxBytes.toLocaleString('en')} bytes minified and ≤ ${budget.maxImportMs} ms import per function.`,
    '',
    `Measured ${run.date.toISOString().slice(0, 10)} on Node ${run.node} (${run.arch}), median of ${run.runs} runs; Lambda's arm64`,
    'cores are slower than a developer machine, so read the import times as a lower bound.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${cells(row, budget).join(' | ')} |`),
    '',
  ].join('\n');
