import { describe, expect, it } from 'vitest';
import { handler as tenantGroup } from '../src/groups/tenant/handler';
import { gatewayEvent, lambdaContext } from './support/gateway-events';
import { capturedLogLines } from './support/logs';

/** A request as API Gateway hands it to the tenant Lambda. */
const request = (routeKey: string, requestId: string) =>
  gatewayEvent({ routeKey, headers: { 'x-request-id': requestId }, requestId });

const context = lambdaContext('invocation');

const requestLines = (correlationId: string) =>
  capturedLogLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.message === 'request' && line.correlationId === correlationId);

describe('the group chain', () => {
  it("answers from the handler through every after step: the request's log line and its id header", async () => {
    const answer = await tenantGroup(request('GET /health', 'chain-health-1'), context);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '')).toMatchObject({ status: 'ok' });
    expect(answer.headers).toMatchObject({ 'x-request-id': 'chain-health-1' });
    expect(requestLines('chain-health-1')).toEqual([
      expect.objectContaining({ route: 'health', status: 200, group: 'tenant' }),
    ]);
  });

  it('keeps no state from the last call when a context is handed in again', async () => {
    await tenantGroup(request('GET /health', 'chain-health-2'), context);
    const unknown = await tenantGroup(request('GET /nowhere', 'chain-unknown'), context);
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body ?? '')).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    // The earlier call's state would have logged the refusal as that call's route a second time.
    expect(requestLines('chain-health-2')).toHaveLength(1);
    expect(requestLines('chain-unknown')).toEqual([]);
  });
});
