import autocannon from 'autocannon';
import { commandTally } from '@recyclens/functions/clients/round-trips';
import type { ServedRequest } from '../local-gateway/server';
import type { BenchCompany } from './bench-stack';
import { percentile } from './stats';

const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 4);
/**
 * One connection measures what one user waits (the latency target); several measure throughput
 * and how latency grows when requests queue on this machine's two cores, which the handlers,
 * DynamoDB Local and autocannon share.
 */
const PHASES = [1, CONNECTIONS] as const;
const WARM_UP_REQUESTS = 200;

interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The list calls carry the p99 target. */
  list: boolean;
}

export interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Seen from the gateway: the handler's time outside AWS SDK calls, and inside them. */
  handlerOwnP99: number;
  awsP99: number;
  errors: number;
}

/** What the gateway reports of the requests it served, taken phase by phase. */
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

const p99Of = (samples: number[]) =>
  percentile(
    samples.sort((a, b) => a - b),
    99,
  );

export interface LoadRow {
  call: string;
  /** One entry per phase, in PHASES order. */
  phases: LoadFigures[];
  roundTrips: number;
  list: boolean;
}

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
  },
];

/** One request outside the load, to read the DynamoDB round trips the gateway counts for it. */
const roundTripsOf = async (url: string, call: LoadCall, headers: Record<string, string>) => {
  const answer = await fetch(url, { method: call.method, headers, body: call.body });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${call.name} answered ${answer.status}`);
  return Number(answer.headers.get('x-round-trips') ?? 0);
};

/**
 * autocannon against the local gateway, one call at a time, with the company's admin token. The
 * load generator runs in a worker thread so the handlers keep the main thread.
 */
export const runLoad = async (
  gatewayUrl: string,
  company: BenchCompany,
  served: ServedLog,
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
    const roundTrips = await roundTripsOf(url, call, headers);
    // Not measured: a warm function's answers, not the first ones after a code path's JIT.
    await autocannon({
      url,
      method: call.method,
      headers,
      body: call.body,
      amount: WARM_UP_REQUESTS,
      workers: 1,
    });
    const phases: LoadFigures[] = [];
    for (const connections of PHASES) {
      served.take();
      const result = await autocannon({
        url,
        method: call.method,
        headers,
        body: call.body,
        connections,
        duration: DURATION_S,
        workers: 1,
      });
      const inside = served.take();
      phases.push({
        connections,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        handlerOwnP99: p99Of(inside.map((request) => request.handlerMs - request.awsMs)),
        awsP99: p99Of(inside.map((request) => request.awsMs)),
        errors: result.errors + result.non2xx,
      });
      console.log(
        `${call.name} × ${connections}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
    rows.push({ call: call.name, phases, roundTrips, list: call.list });
  }
  const scans = (commandTally().get('dynamodb:Scan') ?? 0) - scansBefore;
  if (scans > 0) throw new Error(`The load issued ${scans} Scan calls`);
  return rows;
};

const targetMark = (row: LoadRow, p99: number) => (row.list ? (p99 <= 50 ? ' ✅' : ' ❌') : '');

const monitorText = {
  paused:
    "The kernel's DAMON memory monitor was paused for the run (docs/decisions/008): on this VM it samples memory every 500 ms, each sample stalls a core for 10–30 ms, and with it running the same list calls measured one-connection p99s of 36–90 ms in earlier runs.",
  absent: 'No kernel memory monitor (DAMON) ran on this machine.',
  kept: "The kernel's DAMON memory monitor ran and could not be paused (not root): the p99s include its stalls (docs/decisions/008).",
} as const;

export const loadSection = (rows: LoadRow[], monitor: keyof typeof monitorText) => `## API load

autocannon for ${DURATION_S} s per call and concurrency, after ${WARM_UP_REQUESTS} unmeasured warm-up requests per call,
against the local gateway and the real handlers on DynamoDB Local (in memory), one company with
5,000 packages in 200 projects. The list calls ask the API's default page of 20: the packages
overview's first page, the one a user waits for. Its later pages ask 100 while the user scrolls
(one row below, no target). The web app reads the projects by name in pages of 100, to offer
every one in its panel and pickers: that call is measured as well, with the target. Latency in ms as
autocannon measures it (HTTP included). Each call runs with ${PHASES.map(String).join(' and ')} connection(s): one
connection is what one user waits, and carries the p99 target (≤ 50 ms on the list calls); ${CONNECTIONS}
connections show throughput and how latency grows when requests queue on this machine's two cores,
which the handlers, DynamoDB Local (Java) and autocannon share. No Scan was issued during the load
(counted by the AWS client middleware; the run fails otherwise). ${monitorText[monitor]}

| Call | ${PHASES.map((n) => `×${n} req/s | ×${n} p50 | ×${n} p99`).join(' | ')} | DynamoDB round trips (≤ 3) | Errors |
|---|${PHASES.map(() => '---|---|---').join('|')}|---|---|
${rows
  .map(
    (row) =>
      `| \`${row.call}\` | ${row.phases
        .map(
          (phase, index) =>
            `${phase.requestsPerSecond.toFixed(0)} | ${phase.p50} | ${phase.p99}${index === 0 ? targetMark(row, phase.p99) : ''}`,
        )
        .join(
          ' | ',
        )} | ${row.roundTrips} ${row.roundTrips <= 3 ? '✅' : '❌'} | ${row.phases.reduce((sum, phase) => sum + phase.errors, 0)} |`,
  )
  .join('\n')}

POST /auth/login runs scrypt on purpose (a password hash must be slow); its rate is bounded by the CPU.

Where the one-connection tail goes, seen from the gateway for the same requests: the handler's own
time (the event built to the answer, outside AWS SDK calls) and the time inside AWS SDK calls
(DynamoDB Local's answer, the SDK's request and parsing; parallel calls count once). The p99s do
not add up: the slowest requests of one part are not those of the other.

| Call | ×1 p99 end to end | ×1 p99 in the handler, outside AWS calls | ×1 p99 inside AWS calls |
|---|---|---|---|
${rows
  .map((row) => {
    const [one] = row.phases;
    return one
      ? `| \`${row.call}\` | ${one.p99} | ${one.handlerOwnP99.toFixed(1)} | ${one.awsP99.toFixed(1)} |`
      : '';
  })
  .join('\n')}
`;
