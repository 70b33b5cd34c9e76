import autocannon from 'autocannon';
import { commandTally } from '@recyclens/functions/clients/round-trips';
import type { BenchCompany } from './bench-stack';

const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 4);

interface LoadCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** The list calls carry the p99 target. */
  list: boolean;
}

export interface LoadRow {
  call: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  roundTrips: number;
  errors: number;
  list: boolean;
}

const callsFor = (company: BenchCompany): LoadCall[] => [
  ...(['name', 'project', 'createdAt', 'updatedAt'] as const).map((sortBy) => ({
    name: `GET /packages?sortBy=${sortBy}`,
    method: 'GET' as const,
    path: `/packages?sortBy=${sortBy}&limit=20`,
    list: true,
  })),
  { name: 'GET /projects', method: 'GET', path: '/projects?limit=20', list: true },
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
export const runLoad = async (gatewayUrl: string, company: BenchCompany): Promise<LoadRow[]> => {
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
    const result = await autocannon({
      url,
      method: call.method,
      headers,
      body: call.body,
      connections: CONNECTIONS,
      duration: DURATION_S,
      workers: 1,
    });
    rows.push({
      call: call.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      roundTrips,
      errors: result.errors + result.non2xx,
      list: call.list,
    });
    console.log(`${call.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  }
  const scans = (commandTally().get('dynamodb:Scan') ?? 0) - scansBefore;
  if (scans > 0) throw new Error(`The load issued ${scans} Scan calls`);
  return rows;
};

export const loadSection = (rows: LoadRow[]) => `## API load

autocannon, ${CONNECTIONS} connections for ${DURATION_S} s per call, against the local gateway and the real
handlers on DynamoDB Local (in memory), one company with 5,000 packages in 200 projects. Latency in ms
as autocannon measures it (HTTP included). No Scan was issued during the load (counted by the
AWS client middleware; the run fails otherwise).

| Call | Requests/s | p50 | p99 | Target p99 | DynamoDB round trips (target ≤ 3) | Errors |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| \`${row.call}\` | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.list ? (row.p99 <= 50 ? '≤ 50 ✅' : '≤ 50 ❌') : '–'} | ${row.roundTrips} ${row.roundTrips <= 3 ? '✅' : '❌'} | ${row.errors} |`,
  )
  .join('\n')}

POST /auth/login runs scrypt on purpose (a password hash must be slow); its rate is bounded by the CPU.
`;
