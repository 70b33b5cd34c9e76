/**
 * `npm run bench:bundles [-- --strict]`: bundles each Lambda (every endpoint group and the
 * export worker) with the API stack's own build (infra/lib/api/lambda-build.ts), then reports
 * the size of what a cold start loads (minified and gzip) and the time a fresh Node process
 * takes to import the handler module. Budgets: docs/architecture.md#budgets. Writes docs/bundles.md.
 * With --strict it exits 1 when a function is over budget.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { groupEntryFiles } from '@recyclens/functions/groups/registry';
import { endpointGroups } from '@recyclens/shared';
import { bundleBudget } from '../../../infra/lib/api/bundle-settings.ts';
import {
  exportWorkerEntry,
  exportWorkerProfile,
  groupProfiles,
  type GroupProfile,
} from '../../../infra/lib/api/group-profiles.ts';
import { bundleGroup, type BundleResult } from './bundle-group.ts';
import { importAtPlacement, importOnWholeCore, shareConditions } from './cold-import.ts';
import { median, spread } from './stats.ts';
import { chooseMeasuredCore, lambdaCpuShare } from './cpu-share.ts';
import { renderMarkdown, renderTable, type BenchRow } from './bundle-report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(repoRoot, '.cdk', 'bench-bundles');
const reportFile = join(repoRoot, 'docs', 'bundles.md');

const { values } = parseArgs({
  options: { strict: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);

const lambdas: { name: string; entry: string; profile: GroupProfile }[] = [
  ...endpointGroups.map((group) => ({
    name: group,
    entry: groupEntryFiles[group],
    profile: groupProfiles[group],
  })),
  { name: 'export-worker', entry: exportWorkerEntry, profile: exportWorkerProfile },
];
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const pinned = await chooseMeasuredCore(runs);
console.log(
  `Measuring on core ${pinned.core} (calibration loop per core: ${pinned.loopMs.map((ms) => ms.toFixed(0)).join(' / ')} ms)`,
);
const built = [];
for (const lambda of lambdas) {
  const entry = join(repoRoot, 'functions', 'src', lambda.entry);
  const bundle: BundleResult = await bundleGroup(
    entry,
    join(outDir, lambda.name),
    lambda.profile.nodeModules ?? [],
  );
  const { placement, conditions } = await shareConditions(lambdaCpuShare(lambda.profile.memoryMb), runs);
  built.push({ lambda, bundle, url: pathToFileURL(bundle.file).href, placement, conditions });
}
const floor = await bundleGroup(
  fileURLToPath(new URL('./floor-handler.ts', import.meta.url)),
  join(outDir, 'floor'),
  [],
);
const floorUrl = pathToFileURL(floor.file).href;

// Round by round, every function and the floor once each: a slow minute of the shared machine
// weighs on all of them alike instead of on whichever function it happened to fall on.
const whole = new Map<string, number[]>();
const atShare = new Map<string, number[]>();
const floorMs: number[] = [];
const record = (samples: Map<string, number[]>, name: string, ms: number) =>
  samples.set(name, [...(samples.get(name) ?? []), ms]);
for (let round = 1; round <= runs; round += 1) {
  floorMs.push(await importOnWholeCore(floorUrl));
  for (const { lambda, url, placement } of built) {
    record(whole, lambda.name, await importOnWholeCore(url));
    record(atShare, lambda.name, await importAtPlacement(url, placement));
  }
  process.stdout.write(`round ${round}/${runs}: floor ${floorMs.at(-1)?.toFixed(0)} ms\n`);
}
const floorMedian = median(floorMs);
const rows: BenchRow[] = built.map(({ lambda, bundle, conditions }) => ({
  group: lambda.name,
  ...bundle,
  importMs: median(whole.get(lambda.name) ?? []),
  memoryMb: lambda.profile.memoryMb,
  shareImportMs: median(atShare.get(lambda.name) ?? []),
  shareSpread: spread(atShare.get(lambda.name) ?? []),
  floorRatio: median(atShare.get(lambda.name) ?? []) / floorMedian,
  share: conditions,
}));

console.log(`\n${renderTable(rows, bundleBudget)}`);
const markdown = renderMarkdown(rows, bundleBudget, {
  node: process.version,
  arch: process.arch,
  runs,
  date: new Date(),
  floor: { ms: floorMedian, spread: spread(floorMs), bytes: floor.bytes },
});
// Formatted as `npm run lint` (prettier --check) expects, so a fresh report never fails it.
const prettierOptions = (await prettier.resolveConfig(reportFile)) ?? {};
writeFileSync(reportFile, await prettier.format(markdown, { ...prettierOptions, parser: 'markdown' }));
console.log(`\nWritten to ${reportFile}`);

const over = rows.filter(
  (row) => row.bytes > bundleBudget.maxBytes || row.shareImportMs > bundleBudget.maxImportMs,
);
if (values.strict && over.length > 0) process.exitCode = 1;
