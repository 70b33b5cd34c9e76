import autocannon from 'autocannon';
import { commandTally } from '@recyclens/functions/observability/round-trips';
import type { ServedRequest } from '../local-gateway/server';
import type { BenchCompany } from './bench-stack';
import { replayLoad, type RecordedRequest } from './dynamodb-floor';
import { median, percentile } from './stats';

/** Short runs, repeated: the median says what is typical, the spread how much the machine moved. */
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const RUN_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 4);
/**
 * One connection measures what one user waits (the latency target); several measure throughput
 * and how latency grows when requests queue on this machine's two cores, which the handlers,
 * DynamoDB Local and autocannon share.
 */
const PHASES = [1, CONNECTIONS] as const;
const WARM_UP_REQUESTS = 200;
export const LIST_P99_TARGET_MS = 50;
export const FLOOR_RATIO_TARGET = 1.5;

interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The list calls carry the p99 target. */
  list: boolean;
  /** Why the floor ratio has no target for this call, if it has none. */
  noRatioTarget?: string;
}

/** One short run of one side (end to end, or the floor). */
interface RunFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

export interface PhaseFigures {
  connections: number;
  endToEnd: RunFigures[];
  floor: RunFigures[];
  /** Seen from the gateway, over every run: the handler's time outside AWS SDK calls, and inside. */
  handlerOwnP99: number;
  awsP99: number;
}

export interface LoadRow {
  call: string;
  list: boolean;
  noRatioTarget?: string;
  /** One entry per phase, in PHASES order. */
  phases: PhaseFigures[];
  roundTrips: number;
  floorRequests: string;
}

/** What the gateway reports of the requests it served, taken run by run. */
export const servedLog = () => {
  let entries: ServedRequest[] = [];
  return {
    record: (served: ServedRequest) => void entries.push(served),
    take: (): ServedRequest[] => {
      const taken = entries;
      entries = [];
      return taken;
    },
  };
};
export type ServedLog = ReturnType<typeof servedLog>;

const ascending = (samples: number[]) => samples.sort((a, b) => a - b);
const p99Of = (samples: number[]) => percentile(ascending(samples), 99);

const callsFor = (company: BenchCompany): LoadCall[] => [
  ...(['name', 'project', 'createdAt', 'updatedAt'] as const).map((sortBy) => ({
    name: `GET /packages?sortBy=${sortBy}`,
    method: 'GET' as const,
    path: `/packages?sortBy=${sortBy}&limit=20`,
    list: true,
  })),
  // The overview's later pages, fetched while the user scrolls: shown, without the target.
  {
    name: 'GET /packages?sortBy=updatedAt&limit=100',
    method: 'GET',
    path: '/packages?sortBy=updatedAt&limit=100',
    list: false,
  },
  { name: 'GET /projects', method: 'GET', path: '/projects?limit=20', list: true },
  // What the web app asks: every project by name, in pages of 100 (the panel and the pickers).
  {
    name: 'GET /projects?sortBy=name&order=asc&limit=100',
    method: 'GET',
    path: '/projects?sortBy=name&order=asc&limit=100',
    list: true,
  },
  { name: 'GET /me', method: 'GET', path: '/me', list: false },
  {
    name: 'POST /auth/login',
    method: 'POST',
    path: '/auth/login',
    body: JSON.stringify({ email: company.email, password: company.password }),
    list: false,
    noRatioTarget: 'scrypt (a password hash is slow on purpose) is most of it',
  },
];

/** One request outside the load: the DynamoDB round trips the gateway counts for it. */
const roundTripsOf = async (url: string, call: LoadCall, headers: Record<string, string>) => {
  const answer = await fetch(url, { method: call.method, headers, body: call.body });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${call.name} answered ${answer.status}`);
  return Number(answer.headers.get('x-round-trips') ?? 0);
};

const describe = (request: RecordedRequest) =>
  request
    .map((wave) => wave.map((command) => command.command.replace(/Command$/, '')).join(' + '))
    .join(' → ');

export interface FloorTools {
  /** Runs one request and answers the DynamoDB requests its handler made. */
  record: (work: () => Promise<void>) => Promise<RecordedRequest>;
  replay: (request: RecordedRequest) => Promise<void>;
}

/**
 * autocannon against the local gateway, one call at a time, with the company's admin token,
 * interleaved run by run with its floor: the same DynamoDB requests, replayed bare at the same
 * concurrency. Interleaving makes both sides see the same machine. The load generator runs in a
 * worker thread so the handlers keep the main thread.
 */
export const runLoad = async (
  gatewayUrl: string,
  company: BenchCompany,
  served: ServedLog,
  floor: FloorTools,
): Promise<LoadRow[]> => {
  const rows: LoadRow[] = [];
  const scansBefore = commandTally().get('dynamodb:Scan') ?? 0;
  for (const call of callsFor(company)) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${company.token}`,
      origin: company.url,
      'content-type': 'application/json',
    };
    const url = `${gatewayUrl}${call.path}`;
    let roundTrips = 0;
    const recorded = await floor.record(async () => {
      roundTrips = await roundTripsOf(url, call, headers);
    });
    // Not measured: a warm function's answers, not the first ones after a code path's JIT.
    await autocannon({
      url,
      method: call.method,
      headers,
      body: call.body,
      amount: WARM_UP_REQUESTS,
      workers: 1,
    });
    await replayLoad(() => floor.replay(recorded), 1, 1);

    const phases: PhaseFigures[] = [];
    for (const connections of PHASES) {
      const phase: PhaseFigures = { connections, endToEnd: [], floor: [], handlerOwnP99: 0, awsP99: 0 };
      const inside: ServedRequest[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        served.take();
        const result = await autocannon({
          url,
          method: call.method,
          headers,
          body: call.body,
          connections,
          duration: RUN_SECONDS,
          workers: 1,
        });
        inside.push(...served.take());
        phase.endToEnd.push({
          p50: result.latency.p50,
          p99: result.latency.p99,
          requestsPerSecond: result.requests.average,
          errors: result.errors + result.non2xx,
        });
        const bare = await replayLoad(() => floor.replay(recorded), connections, RUN_SECONDS);
        const latencies = ascending(bare.latencies);
        phase.floor.push({
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          requestsPerSecond: latencies.length / RUN_SECONDS,
          errors: bare.errors,
        });
      }
      phase.handlerOwnP99 = p99Of(inside.map((request) => request.handlerMs - request.awsMs));
      phase.awsP99 = p99Of(inside.map((request) => request.awsMs));
      const summary = summarise(phase);
      console.log(
        `${call.name} × ${connections}: p50 ${summary.p50.toFixed(1)} / floor ${summary.floorP50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} (${summary.p99Min}–${summary.p99Max}) / floor ${summary.floorP99.toFixed(1)} ms`,
      );
      phases.push(phase);
    }
    rows.push({
      call: call.name,
      list: call.list,
      ...(call.noRatioTarget ? { noRatioTarget: call.noRatioTarget } : {}),
      phases,
      roundTrips,
      floorRequests: describe(recorded),
    });
  }
  const scans = (commandTally().get('dynamodb:Scan') ?? 0) - scansBefore;
  if (scans > 0) throw new Error(`The load issued ${scans} Scan calls`);
  return rows;
};

/** The medians over a phase's runs, the spread of its p99s and the ratios to the floor. */
export const summarise = (phase: PhaseFigures) => {
  const p99s = phase.endToEnd.map((run) => run.p99);
  const p50 = median(phase.endToEnd.map((run) => run.p50));
  const p99 = median(p99s);
  const floorP50 = median(phase.floor.map((run) => run.p50));
  const floorP99 = median(phase.floor.map((run) => run.p99));
  return {
    requestsPerSecond: median(phase.endToEnd.map((run) => run.requestsPerSecond)),
    p50,
    p99,
    p99Min: Math.min(...p99s),
    p99Max: Math.max(...p99s),
    floorP50,
    floorP99,
    ratioP50: p50 / floorP50,
    ratioP99: p99 / floorP99,
    errors: phase.endToEnd.reduce((sum, run) => sum + run.errors, 0),
    floorErrors: phase.floor.reduce((sum, run) => sum + run.errors, 0),
  };
};

const fixed = (value: number) => value.toFixed(1);
const mark = (ok: boolean) => (ok ? ' ✅' : ' ❌');

/** Every target the rows missed, as sentences for the section's summary. */
export const loadMisses = (rows: LoadRow[]): string[] =>
  rows.flatMap((row) =>
    row.phases.flatMap((phase) => {
      const figures = summarise(phase);
      const misses: string[] = [];
      if (row.list && phase.connections === 1 && figures.p99 > LIST_P99_TARGET_MS)
        misses.push(`\`${row.call}\` ×1 p99 ${fixed(figures.p99)} ms (target ≤ ${LIST_P99_TARGET_MS})`);
      if (!row.noRatioTarget && figures.ratioP50 > FLOOR_RATIO_TARGET)
        misses.push(
          `\`${row.call}\` ×${phase.connections} p50 ratio to the floor ${figures.ratioP50.toFixed(2)} (target ≤ ${FLOOR_RATIO_TARGET})`,
        );
      if (row.roundTrips > 3) misses.push(`\`${row.call}\` ${row.roundTrips} round trips (target ≤ 3)`);
      return misses;
    }),
  );

export const loadSection = (rows: LoadRow[]) => {
  const misses = loadMisses(rows);
  return `## API load

Each call runs ${RUNS} times for ${RUN_SECONDS} s at each concurrency (autocannon, after ${WARM_UP_REQUESTS} unmeasured warm-up
requests), against the local gateway and the real handlers on DynamoDB Local (in memory), one company
with 5,000 packages in 200 projects. Latency in ms as autocannon measures it (HTTP included). The
figures are the **median over the runs**; the spread is the lowest and highest p99 of the runs. The
machine is measured as it is (docs/decisions/008): a shared VM whose host takes a core now and then,
which is what the spread shows.

Beside each call, its **floor**: the DynamoDB requests its handler makes (recorded from the handler in
the same run, then replayed bare with the AWS SDK against the same DynamoDB Local, at the same
concurrency, each run right after the call's own). The **ratio** end to end / floor says how much our
code adds (gateway, handler, validation, JSON) over what the store and the machine cost; its target
is ≤ ${FLOOR_RATIO_TARGET} at p50. The list calls also carry the latency target, p99 ≤ ${LIST_P99_TARGET_MS} ms at one connection.
One connection is what one user waits; ${CONNECTIONS} connections show throughput and how latency grows when
requests queue on this machine's two cores, which the handlers, DynamoDB Local (Java) and autocannon
share. No Scan was issued during the load (counted by the AWS client middleware; the run fails
otherwise).

| Call | Conn. | req/s | p50 | p99 | p99 spread | Floor p50 | Floor p99 | Ratio p50 (≤ ${FLOOR_RATIO_TARGET}) | Ratio p99 | Errors |
|---|---|---|---|---|---|---|---|---|---|---|
${rows
  .flatMap((row) =>
    row.phases.map((phase) => {
      const f = summarise(phase);
      const latencyMark = row.list && phase.connections === 1 ? mark(f.p99 <= LIST_P99_TARGET_MS) : '';
      const ratioMark = row.noRatioTarget ? '' : mark(f.ratioP50 <= FLOOR_RATIO_TARGET);
      return `| \`${row.call}\` | ${phase.connections} | ${f.requestsPerSecond.toFixed(0)} | ${fixed(f.p50)} | ${fixed(f.p99)}${latencyMark} | ${f.p99Min}–${f.p99Max} | ${fixed(f.floorP50)} | ${fixed(f.floorP99)} | ${f.ratioP50.toFixed(2)}${ratioMark} | ${f.ratioP99.toFixed(2)} | ${f.errors}${f.floorErrors ? ` (floor ${f.floorErrors})` : ''} |`;
    }),
  )
  .join('\n')}

The floor of each call, and its DynamoDB round trips (target ≤ 3):

| Call | DynamoDB requests (in order; + means in parallel) | Round trips |
|---|---|---|
${rows.map((row) => `| \`${row.call}\` | ${row.floorRequests} | ${row.roundTrips}${mark(row.roundTrips <= 3)} |`).join('\n')}

${rows
  .filter((row) => row.noRatioTarget)
  .map((row) => `\`${row.call}\` has no ratio target: ${row.noRatioTarget}.`)
  .join(' ')}

**Missed in this run:** ${misses.length === 0 ? 'nothing.' : `${misses.join('; ')}.`}

Where the one-connection tail goes, seen from the gateway over the same runs: the handler's own time
(the event built to the answer, outside AWS SDK calls) and the time inside AWS SDK calls (DynamoDB
Local's answer, the SDK's request and parsing; parallel calls count once). The p99s do not add up: the
slowest requests of one part are not those of the other.

| Call | ×1 p99 end to end | ×1 p99 in the handler, outside AWS calls | ×1 p99 inside AWS calls |
|---|---|---|---|
${rows
  .map((row) => {
    const [one] = row.phases;
    return one
      ? `| \`${row.call}\` | ${fixed(summarise(one).p99)} | ${one.handlerOwnP99.toFixed(1)} | ${one.awsP99.toFixed(1)} |`
      : '';
  })
  .join('\n')}
`;
};
