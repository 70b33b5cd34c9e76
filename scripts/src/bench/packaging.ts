import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startBenchStack } from './bench-stack';
import { seedBenchUsers } from './bench-users';
import { median, percentile, spread } from './stats';

/**
 * `npm run bench:packaging`: the packaging list, search and import at 500, 5,000 and 50,000
 * packages (docs/architecture.md#budgets, issue 21 §3). Per company size: the first page of GET /packages per sort
 * order, and of a search for a common word, a rare word at the far end of the order and a word
 * nothing matches, each with its latency (median of runs, spread), DynamoDB round trips and
 * capacity units (ReturnConsumedCapacity), and its ratios to the plain first page of the same run.
 * Then the user list of a tenant of USERS users (issue 21 §5): its first page, a rare name, no match
 * and the counters.
 */
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
/** A run ends after REQUESTS requests or this long, with at least MIN_REQUESTS: slow rows stay short. */
const RUN_MS = 3000;
const MIN_REQUESTS = 3;
const SIZES = (process.env.BENCH_SIZES ?? '500,5000,50000').split(',').map(Number);
const USERS = Number(process.env.BENCH_USERS ?? 5000);

interface Figures {
  p50: number;
  p99: number;
  spread: string;
  trips: number;
  units: number;
  requests: number;
}

const stack = await startBenchStack({ measureCapacity: true });
try {
  /** One run: sequential requests; its p50 and p99, round trips and capacity units per request. */
  const run = async (token: string, path: string) => {
    const times: number[] = [];
    const units: number[] = [];
    let trips = 0;
    const started = performance.now();
    while (times.length < MIN_REQUESTS || (times.length < REQUESTS && performance.now() - started < RUN_MS)) {
      const sent = performance.now();
      const answer = await fetch(`${stack.gatewayUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await answer.arrayBuffer();
      times.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      trips = Math.max(trips, Number(answer.headers.get('x-round-trips') ?? 0));
      units.push(Number(answer.headers.get('x-capacity-units') ?? 0));
    }
    times.sort((a, b) => a - b);
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      trips,
      units: median(units),
      n: times.length,
    };
  };
  /** The median p50 and p99 over RUNS runs, and the spread of the runs' p99s. */
  const measure = async (token: string, path: string): Promise<Figures> => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(token, path));
    const p99s = runs.map((one) => one.p99);
    return {
      p50: median(runs.map((one) => one.p50)),
      p99: median(p99s),
      spread: spread(p99s),
      trips: Math.max(...runs.map((one) => one.trips)),
      units: median(runs.map((one) => one.units)),
      requests: runs.reduce((sum, one) => sum + one.n, 0),
    };
  };

  const listRows: string[] = [];
  const searchRows: string[] = [];
  const importRows: string[] = [];
  const misses: string[] = [];
  for (const size of SIZES) {
    const projects = Math.max(5, Math.round(size / 25));
    console.log(`Importing ${size.toLocaleString('en')} packages in ${projects} projects…`);
    const company = await stack.company(`size${size}`, size, projects);
    importRows.push(
      `| ${size.toLocaleString('en')} packages, ${(2 * size).toLocaleString('en')} components, ${projects} projects | ${company.import.rows.toLocaleString('en')} | ${company.import.files} × ≤ ${company.import.fileKb.toFixed(0)} KB | ${(company.import.ms / 1000).toFixed(1)} s | ${company.import.peakExtraMb.toFixed(0)} MB |`,
    );
    for (const path of [
      '/packages?sortBy=name&limit=20',
      '/packages?sortBy=project&limit=20',
      '/packages?sortBy=createdAt&order=desc&limit=20',
      '/packages?sortBy=updatedAt&order=desc&limit=20',
      '/projects?sortBy=name&limit=20',
    ]) {
      const figures = await measure(company.token, path);
      console.log(`${size} ${path}: p50 ${figures.p50.toFixed(1)} p99 ${figures.p99.toFixed(1)} ms`);
      listRows.push(
        `| ${size.toLocaleString('en')} | \`GET ${path}\` | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.spread} | ${figures.trips} | ${figures.units.toFixed(1)} |`,
      );
      if (size === 5000 && path.startsWith('/packages') && figures.p99 > 50)
        misses.push(`${path} at 5,000: p99 ${figures.p99.toFixed(0)} ms > 50 ms`);
    }
    // The far end of the name order: the last package imported has the highest number.
    const rare = String(size - 1).padStart(5, '0');
    const plain = await measure(company.token, '/packages?sortBy=name&limit=20');
    for (const [what, search, order] of [
      ['common word (every package)', 'package', 'sortBy=name'],
      ['rare word (last by name)', rare, 'sortBy=name'],
      ['rare word, newest first', rare, 'sortBy=updatedAt&order=desc'],
      ['nothing matches', 'no-such-packaging', 'sortBy=name'],
    ] as const) {
      const figures = await measure(company.token, `/packages?${order}&limit=20&search=${search}`);
      const timeRatio = figures.p50 / plain.p50;
      const unitRatio = figures.units / Math.max(plain.units, 0.5);
      console.log(`${size} search ${what}: p50 ${figures.p50.toFixed(1)} ms, ${figures.units} units`);
      searchRows.push(
        `| ${size.toLocaleString('en')} | ${what}: \`${order}&search=${search}\` | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.spread} | ${figures.trips} | ${figures.units.toFixed(1)} | ${timeRatio.toFixed(1)} ${size === 50000 ? (timeRatio <= 3 ? '✅' : '❌') : ''} | ${unitRatio.toFixed(1)} ${size === 50000 ? (unitRatio <= 10 ? '✅' : '❌') : ''} | ${figures.requests} |`,
      );
      if (size === 50000 && (timeRatio > 3 || unitRatio > 10))
        misses.push(
          `search for a ${what} at 50,000: ${timeRatio.toFixed(1)} × the plain page's p50, ${unitRatio.toFixed(0)} × its capacity units`,
        );
    }
  }

  const userRows: string[] = [];
  console.log(`Writing ${USERS.toLocaleString('en')} users…`);
  const directory = await stack.company('users', 0, 5);
  const { rareName } = await seedBenchUsers(directory.clientId, directory.companyId, USERS);
  for (const [what, path] of [
    ['first page (awaiting approval first)', '/users?sortBy=status&limit=20'],
    ['page of 100 by name', '/users?sortBy=name&limit=100'],
    ['rare name (last by name)', `/users?sortBy=name&limit=20&search=${rareName}`],
    ['nothing matches', '/users?sortBy=name&limit=20&search=no-such-user'],
    ['counters (awaiting approval, per company)', '/users/counts'],
  ] as const) {
    const figures = await measure(directory.token, path);
    console.log(`users ${what}: p50 ${figures.p50.toFixed(1)} ms, ${figures.units} units`);
    userRows.push(
      `| ${USERS.toLocaleString('en')} | ${what}: \`GET ${path}\` | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.spread} | ${figures.trips} | ${figures.units.toFixed(1)} |`,
    );
  }

  const report = `# Packaging benchmark

Measured by \`npm run bench:packaging\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, against DynamoDB Local (in memory) through the local gateway and the real handlers.
Each line is ${RUNS} runs of sequential requests (up to ${REQUESTS} or ${RUN_MS / 1000} s, at least ${MIN_REQUESTS}); latency in ms,
measured by the client (HTTP included): the median of the runs' p50 and p99, and the spread (lowest–highest
p99 of the runs). Capacity units are what DynamoDB Local reports per request with
\`ReturnConsumedCapacity: TOTAL\` (the gateway's \`x-capacity-units\`; the median request). The machine is
measured as it is (docs/decisions/008).

## Lists

| Packages | Call (first page) | p50 | p99 | p99 spread | DynamoDB round trips | Capacity units |
|---|---|---|---|---|---|---|
${listRows.join('\n')}

Targets (docs/architecture.md#budgets): p99 ≤ 50 ms for the list calls with 5,000 packages, ≤ 3 round trips.

## Search

The first page of a search (20 packaging). Ratios are to the plain first page (\`sortBy=name&limit=20\`)
of the same company in the same run; targets at 50,000 (issue 21): ≤ 3 × its p50, ≤ 10 × its capacity
units. The search reads the search index (docs/decisions/012): the postings of its longest word's first
three letters, in the chosen order, filtered on their folded text, then the page's packaging in one
BatchGetItem, and on a first page the count of the matches when one more read of at most 100 postings
reaches their end. Words of one or two letters alone are not indexed: such a search reads the sorted
packaging on as before.

| Packages | Search | p50 | p99 | p99 spread | Round trips | Capacity units | × plain p50 | × plain units | Requests |
|---|---|---|---|---|---|---|---|---|---|
${searchRows.join('\n')}

## Users

User management's list and counters in a tenant of ${USERS.toLocaleString('en')} users (docs/decisions/013): each
order is an index, so a plain page costs the same at any size; a rare name or no match reads the
tenant's whole index; the counters are one item.

| Users | Call | p50 | p99 | p99 spread | Round trips | Capacity units |
|---|---|---|---|---|---|---|
${userRows.join('\n')}

## Import

| Import | Rows | Files | Time (all files) | Peak extra RSS (largest file) |
|---|---|---|---|---|
${importRows.join('\n')}

Import targets: ≤ 20 s and ≤ 512 MB for a file of 5,000 rows.

## Misses

${misses.length === 0 ? 'None in this run.' : misses.map((miss) => `- ${miss}`).join('\n')}
`;
  await mkdir(join(repoRoot, 'docs', 'benchmarks'), { recursive: true });
  await writeFile(join(repoRoot, 'docs', 'benchmarks', 'packaging.md'), report);
  console.log(report);
} finally {
  await stack.stop();
}
