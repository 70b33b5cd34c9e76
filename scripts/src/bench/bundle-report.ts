import type { BundleResult } from './bundle-group.ts';
import type { ShareConditions } from './cold-import.ts';

export interface BenchRow extends BundleResult {
  readonly group: string;
  /** Median import with a whole core. */
  readonly importMs: number;
  readonly memoryMb: number;
  /** Median import with the CPU share Lambda gives `memoryMb`: what the budget applies to. */
  readonly shareImportMs: number;
  /** Lowest–highest of the imports at the share. */
  readonly shareSpread: string;
  /** The import at the share over the floor's (floor-handler.ts), measured in the same rounds. */
  readonly floorRatio: number;
  readonly share: ShareConditions;
}

export interface FloorFigures {
  readonly ms: number;
  readonly spread: string;
  readonly bytes: number;
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
  `${row.memoryMb.toLocaleString('en')} MB: ${row.share.target.toFixed(2)} (${row.share.achieved.toFixed(2)})`,
  `${row.shareImportMs.toFixed(0)} ms (${row.shareSpread})`,
  mark(row.shareImportMs <= budget.maxImportMs),
  `× ${row.floorRatio.toFixed(2)}`,
  row.largest.map((item) => `${item.name} ${kib(item.bytes)}`).join(', '),
];

const header = [
  'function',
  'cold-start bytes',
  'gzip bytes',
  '≤ 1 MiB',
  'lazy chunks',
  'import, whole core',
  'memory: CPU share (achieved)',
  'import at the share (spread)',
  '≤ 150 ms',
  '÷ floor',
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
  run: { node: string; arch: string; runs: number; date: Date; floor: FloorFigures },
): string => {
  const misses = rows.filter((row) => row.shareImportMs > budget.maxImportMs);
  return [
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
    `Budgets (docs/architecture.md#budgets): ≤ ${budget.maxBytes.toLocaleString('en')} bytes and ≤ ${budget.maxImportMs} ms import per function, at the CPU share`,
    "of the function's configured memory.",
    '',
    "## Import time at Lambda's CPU share",
    '',
    'Lambda gives a function memory / 1,769 MB of a vCPU (1,024 MB: 0.58), and a cold start spends CPU.',
    'Each import is timed twice, in fresh Node processes placed with `taskset` and `nice` (util-linux),',
    'round by round: each round imports the floor and every function once, so a slow minute of the shared',
    'machine weighs on all of them alike:',
    '',
    '- *whole core*: the process is pinned to one core and has it to itself (as far as the shared VM allows);',
    "- *at the share*: the process gets the function's vCPUs. Below one vCPU it shares its core with a busy",
    '  loop that the bench starts at the `nice` level whose scheduler weight leaves it the nearest share',
    '  (nice 2: 1024 / (1024 + 655) = 0.61 for 1,024 MB). At exactly one vCPU it has one core. Between',
    '  one and two it has one core of its own plus a second shared with the busy loop, itself niced so that',
    "  it gets the fraction above one of that core (V8's compiler and garbage collector threads use it).",
    '  The share is measured, not assumed: a fixed CPU loop in two threads runs on a whole core and under',
    '  the placement, and the ratio of the two medians is the *achieved* share in brackets. The busy loop',
    '  is our own child process, killed when the row is done; nothing on the machine is changed (no',
    "  cgroup, no /sys, no other process's priority: `nice` only ever lowers our own).",
    '',
    "The scheduler's time slices (a few ms) make a single short import land anywhere between a whole",
    'core and the share, so the medians over several processes are what to read.',
    '',
    'At 1,024 MB every function imported in 230–270 ms (about 140 ms on a whole core divided by 0.58), so',
    'the functions now have 1,769 MB, one whole vCPU (`memoryMb` in infra/lib/api/group-profiles.ts):',
    'a cold start is CPU-bound, and half of it is loading and compiling the AWS SDK, zod and Node',
    'built-ins (node:crypto, node:http, streams) that the first request needs anyway; moving them behind',
    '`import()` would only move the time into that request. The cost effect is in docs/capacity.md.',
    '',
    '## How the bundles stay small',
    '',
    "- **zod as a namespace**: the code imports zod as `import * as z from 'zod'`, which esbuild",
    '  tree-shakes to the parts the schemas use; `import { z }` would pull in the whole namespace',
    '  (~75 KiB more), locales included (`z.locales`, ~258 KiB minified). The esbuild plugin',
    '  `zodEnglishLocaleOnly` (infra/lib/api/esbuild-plugins.ts) also replaces the locale index with English',
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
    "- **Each group's own routes**: a group's Lambda hands `createGroupHandler` only its part of the route",
    '  table (shared/src/api/group-routes/), the entity schemas are split by area',
    '  (`shared/src/domain/*-entities.ts`), and `shared` and `functions` declare `sideEffects: false`, so a',
    '  cold start builds the zod schemas of its own routes only; the export worker builds none.',
    '- **Route-specific code on first use**: operations load what only they need with `import()`: the',
    '  assessment engine, imports, exports (with the Lambda client that starts export jobs) and the',
    '  guidelines. The Secrets Manager client loads only where the signing key comes from a secret.',
    '- **jsonwebtoken on first use**: access tokens are signed and verified with jsonwebtoken (with jws,',
    '  lodash and semver, ~60 KiB), imported by the first token a function signs or checks, not at import.',
    '- **Powertools**: the logger and metrics (with their commons, about 60 KiB of the cold-start bytes)',
    '  are imported at cold start, as every invocation logs and flushes metrics. The tracer and the X-Ray',
    '  SDK are imported by the first invocation in Lambda only (functions/src/observability/tracing.ts),',
    '  so they sit in a lazy chunk (90 KiB) and are not in the import time here; that first invocation',
    "  pays their load instead: 23–33 ms to import the auth bundle's chunk on a whole core of the dev",
    '  machine (three fresh processes, timed once by hand, not by this bench), about 80 ms to load and',
    '  start the tracer from node_modules. The Parameters secrets provider loads with the Secrets Manager',
    '  client.',
    '',
    'What a cold start still spends is mostly the AWS SDK (the DynamoDB client is created at import, as',
    'every request reads the table), zod, loading node:crypto and node:https, and validating the',
    "environment. About 20 KiB of SDK code that only the lazily loaded clients use (S3's XML protocol,",
    "checksums, waiters) still lands in chunks the handler imports: the SDK's index modules re-export it",
    'beside what DynamoDB needs, and esbuild places code by file.',
    '',
    `Measured ${run.date.toISOString().slice(0, 10)} on Node ${run.node} (${run.arch}), median of ${run.runs} runs; Lambda's arm64`,
    'cores are slower than a developer machine, so read the import times as a lower bound.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${cells(row, budget).join(' | ')} |`),
    '',
    `The floor (scripts/src/bench/floor-handler.ts: the DynamoDB document client, zod with one schema and`,
    `node:crypto, ${kib(run.floor.bytes)} bundled) imported in ${run.floor.ms.toFixed(0)} ms (${run.floor.spread}) on a whole core in the same rounds;`,
    "÷ floor is a function's import at the share over it: what our own cold path adds to what any handler loads.",
    '',
    misses.length === 0
      ? `Every function met ≤ ${budget.maxImportMs} ms at its share in this run.`
      : `Missed in this run: ${misses.map((row) => `${row.group} (${row.shareImportMs.toFixed(0)} ms)`).join(', ')}. Why is in docs/quality.md ("Misses and why").`,
    '',
  ].join('\n');
};
