import { describe, expect, it, vi } from 'vitest';
import type * as RouteTable from '../src/lib/route-table';
import { createApiClient } from '../src/lib/api-client';

/** The group's schemas arrive only when the test says so, as a slow chunk would. */
const table = vi.hoisted(() => ({ release: () => undefined as void }));
vi.mock('../src/lib/route-table', async (importOriginal) => {
  const original = await importOriginal<typeof RouteTable>();
  const arrived = new Promise<void>((resolve) => {
    table.release = resolve;
  });
  return {
    routeDefinition: async (id: Parameters<typeof original.routeDefinition>[0]) => {
      await arrived;
      return original.routeDefinition(id);
    },
  };
});

describe('API client on a slow network', () => {
  it('sends a call before the schemas of its route have loaded, and reads the answer once they have', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], nextCursor: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      getToken: () => 'tok',
      getCompanyId: () => 'c1',
      fetch: fetchImpl as unknown as typeof fetch,
    });
    const answer = api.call('packages', { query: { limit: 5 } });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/packages?limit=5');
    expect((init.headers as Record<string, string>)['x-company-id']).toBe('c1');

    table.release();
    await expect(answer).resolves.toEqual({ items: [], nextCursor: null });
  });
});
