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
  row.lazyBytes === 0 ? '–' : kib(row.lazyBytes),
  `${row.importMs.toFixed(0)} ms`,
  mark(row.importMs <= budget.maxImportMs),
  row.largest.map((item) => `${item.name} ${kib(item.bytes)}`).join(', '),
];

const header = [
  'function',
  'cold-start bytes',
  'gzip bytes',
  '≤ 1 MiB',
  'lazy chunks',
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
    'Written by `npm run bench:bundles` (scripts/src/bench/bundles.ts). Each Lambda (the endpoint groups',
    'and the export worker) is built by the module the API stack deploys with,',
    '`infra/lib/api/lambda-build.ts` (ESM, minified, node24, AWS SDK bundled, code splitting), with the',
    "group profile's `nodeModules` left external as in the deployed asset. *Cold-start bytes* are the",
    'handler module `index.mjs` plus the chunks it imports statically, i.e. what a cold start loads;',
    '*lazy chunks* are loaded by `import()` only on the code paths that need them. The import time is',
    'the median over fresh Node processes of `await import(bundle)`, timed inside the process (Node',
    'start-up excluded).',
    '',
    `Budgets (DESIGN.md §9): ≤ ${budget.maxBytes.toLocaleString('en')} bytes and ≤ ${budget.maxImportMs} ms import per function.`,
    '',
    '## How the bundles stay small',
    '',
    '- **zod locales**: zod re-exports all its locales (`z.locales`, ~258 KiB minified), and the',
    "  `import { z } from 'zod'` form pulls the whole namespace in. The esbuild plugin",
    '  `zodEnglishLocaleOnly` (infra/lib/api/esbuild-plugins.ts) replaces the locale index with English',
    "  only; the API never switches zod's locale, and a build that imports another locale fails.",
    "- **Built-ins through `require`**: Node's ES-module wrapper of `node:http` reads every export and so",
    '  loads undici; the plugin `builtinsThroughRequire` imports built-ins with `require` instead.',
    '- **Lazy libraries**: exceljs (imports, the import template, XLSX exports) and pdfkit (PDF reports,',
    '  guideline PDFs) are loaded with `import()` where they are used. exceljs is bundled into a lazy',
    "  chunk; pdfkit stays a package installed beside the bundle (the group profiles' `nodeModules`),",
    '  because it reads its font files at run time. Neither is loaded by a cold start.',
    "- **Code splitting**: the stack bundles with esbuild's API (infra/lib/api/bundling.ts runs",
    '  `bundle-cli.ts`), not with NodejsFunction, whose esbuild CLI call takes no plugins and writes a',
    '  single file. Lambda still loads `index.mjs` (`index.handler`).',
    '',
    'What a cold start still spends beyond the budget is module-scope work of the code itself, not',
    'bundle size: the AWS clients created at import (functions/src/clients/aws.ts creates the',
    'DynamoDB, S3 and SES clients in every function), the schemas of the shared route table, and',
    'jsonwebtoken (with semver).',
    '',
    `Measured ${run.date.toISOString().slice(0, 10)} on Node ${run.node} (${run.arch}), median of ${run.runs} runs; Lambda's arm64`,
    'cores are slower than a developer machine, so read the import times as a lower bound.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${cells(row, budget).join(' | ')} |`),
    '',
  ].join('\n');
