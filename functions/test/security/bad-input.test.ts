import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition, type RouteId } from '@recyclens/shared';
import { useApi } from '../support/api';
import { companyMember } from '../support/company-members';
import { problemsWith } from './support/clean-answer';
import { mutationsFor, prepareCall } from './support/probes';
import { createProbedTenant } from './support/probed-tenant';
import { useSecurityReport } from './support/report';
import { runsPerRoute, SEED } from './support/runs';
import { changedKeys, settledSnapshot, storedAnywhere, tableSnapshot } from './support/table-snapshot';

const call = useApi();
const report = useSecurityReport('abuse-input', 'Hostile input, generated from the route table');
const { tenant, admin, sampleOf } = await createProbedTenant(call);

/**
 * A failed sign-in counts against the address (login throttle) and is recorded in the tenant's
 * audit log (docs/retention.md); those writes are the point of it.
 */
const isSignInRecord = (id: RouteId, key: string) =>
  key.endsWith('| LOGIN_ATTEMPTS') || (id === 'login' && key.includes('#AUDIT |'));
/**
 * An export goes on after its answer and writes its notification when done, maybe seconds
 * later; wait for it, so that write is not taken for the next call's.
 */
const exportFinished = async (job: Record<string, unknown>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const read = await call<{ status: string }>('GET', `/exports/${String(job.id)}`, { token: admin.token });
    if (read.body.status === 'done' || read.body.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Export ${String(job.id)} did not finish within 10 s`);
};
const routeIds = Object.keys(routes) as RouteId[];
const tally = { calls: 0, mustRefuse: 0, refused: 0, succeeded: 0, failed: 0 };
let markers = 0;

it('has a valid call to start from for every route of the table', () => {
  expect(routeIds.filter((id) => !sampleOf(id))).toEqual([]);
});

describe('hostile params, queries and bodies, drawn from each route’s schemas', () => {
  it.each(routeIds)('%s refuses them cleanly and stores nothing of them', async (id) => {
    const route: RouteDefinition = routes[id];
    await fc.assert(
      fc.asyncProperty(mutationsFor(route), async (mutations) => {
        markers += 1;
        const marker = `injected${markers}z${SEED}`;
        const sample = sampleOf(id) ?? {};
        // Logging out ends the session it is called with, so it gets one of its own.
        const token =
          route.auth !== 'session'
            ? sample.options?.token
            : id === 'logout'
              ? (await companyMember(tenant)).token
              : admin.token;
        const prepared = prepareCall(route, sample, mutations, marker);
        // The last call's snapshot was taken once the table had settled, so one read will do.
        const before = await tableSnapshot();
        const answer = await call(route.method, prepared.path, {
          ...prepared.options,
          ...(token ? { token } : {}),
        });
        if (id === 'createExport' && answer.status === 200) await exportFinished(answer.body);
        const after = await settledSnapshot();

        tally.calls += 1;
        if (prepared.mustRefuse) tally.mustRefuse += 1;
        if (answer.status >= 400) tally.refused += 1;
        else tally.succeeded += 1;
        const problems = problemsWith(answer);
        if (prepared.mustRefuse && answer.status < 400) problems.push('accepted what its schema refuses');
        const changed = changedKeys(before, after).filter((key) => !isSignInRecord(id, key));
        if (answer.status >= 400 && changed.length > 0)
          problems.push(`refused, yet changed ${changed.join(', ')}`);
        if (storedAnywhere(after, marker)) problems.push('stored an unknown field');
        if (problems.length > 0) tally.failed += 1;
        expect(problems, `${answer.status} ${answer.bytes.toString('utf8').slice(0, 300)}`).toEqual([]);
      }),
      { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
    );
  });
});

afterAll(() => {
  if (tally.calls === 0) return;
  report({
    what: `Hostile calls over ${routeIds.length} routes (${runsPerRoute} per route, seed ${SEED})`,
    figure: `${tally.calls} calls: ${tally.refused} refused (${tally.mustRefuse} invalid by the schemas), ${tally.succeeded} accepted, ${tally.failed} failed`,
    target: 'no 5xx, clean error bodies, nothing stored',
    ok: tally.failed === 0,
  });
});
