import { describe, expect, it } from 'vitest';
import { createClient } from '../src/data/repositories/clients';
import { handler as tenantGroup } from '../src/groups/tenant/handler';
import { createTenantOriginCheck, tenantOriginTtlMs } from '../src/services/tenants/origins';
import { useApi } from './support/api';
import { gatewayEvent, lambdaContext } from './support/gateway-events';

const call = useApi();

const newTenant = (id: string, url: string) =>
  createClient({
    id,
    url,
    name: id,
    email: `help@${new URL(url).hostname}`,
    theme: { primaryColor: '#112233', secondaryColor: '#445566' },
    logoPath: null,
    faqs: [],
    blacklist: [],
  });

await newTenant('acme', 'https://acme.example.com');

/** A preflight as API Gateway hands it to the tenant Lambda (route `OPTIONS /{proxy+}`). */
const preflight = (origin: string) =>
  gatewayEvent({
    routeKey: 'OPTIONS /{proxy+}',
    path: '/auth/login',
    headers: { origin, 'access-control-request-method': 'POST' },
    requestId: 'preflight',
  });
const context = lambdaContext('preflight');

describe('CORS from the tenant table', () => {
  it('answers a registered tenant origin with CORS headers for it alone, credentials allowed', async () => {
    const answer = await call('GET', '/health', { headers: { origin: 'https://acme.example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://acme.example.com');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives an unknown origin no CORS headers, so the browser keeps the answer from it', async () => {
    const answer = await call('GET', '/health', { headers: { origin: 'https://evil.example.com' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('carries CORS on refusals too, so the site can read the error code', async () => {
    const answer = await call('GET', '/auth/clientByUrl?url=https://nobody.example.com', {
      headers: { origin: 'https://acme.example.com' },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://acme.example.com');
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('answers preflights in the Lambda: methods and headers for a tenant, nothing for a stranger', async () => {
    const tenant = await tenantGroup(preflight('https://acme.example.com'), context);
    expect(tenant.statusCode).toBe(204);
    expect(tenant.headers).toMatchObject({
      'access-control-allow-origin': 'https://acme.example.com',
      // The web app sends its X-Request-Id and reads the echoed one (observability.test.ts).
      'access-control-allow-headers': 'authorization,content-type,x-company-id,x-request-id',
      'access-control-allow-methods': expect.stringContaining('PATCH'),
    });

    const stranger = await tenantGroup(preflight('https://evil.example.com'), context);
    expect(stranger.headers).not.toHaveProperty('access-control-allow-origin');
    expect(stranger.headers).not.toHaveProperty('access-control-allow-methods');
  });

  it('matches the exact origin only: a path or another scheme is not the tenant', async () => {
    for (const origin of ['https://acme.example.com/', 'http://acme.example.com', 'null']) {
      const answer = await tenantGroup(preflight(origin), context);
      expect(answer.headers, origin).not.toHaveProperty('access-control-allow-origin');
    }
  });
});

describe('tenant origin cache', () => {
  it('lets in a tenant registered after the Lambda started once the cache time has passed', async () => {
    let now = 1_000_000;
    const check = createTenantOriginCheck({ now: () => now });
    expect(await check.isTenantOrigin('https://late.example.com')).toBe(false);

    await newTenant('late', 'https://late.example.com');
    // Still the remembered answer: one table read per origin and period, not per request.
    now += tenantOriginTtlMs - 1;
    expect(await check.isTenantOrigin('https://late.example.com')).toBe(false);
    now += 1;
    expect(await check.isTenantOrigin('https://late.example.com')).toBe(true);
  });

  it('reads the table once per origin within the cache time', async () => {
    let reads = 0;
    const check = createTenantOriginCheck({
      lookup: async () => {
        reads += 1;
        return 'acme';
      },
    });
    for (let index = 0; index < 5; index += 1) await check.isTenantOrigin('https://acme.example.com');
    expect(reads).toBe(1);
  });
});
