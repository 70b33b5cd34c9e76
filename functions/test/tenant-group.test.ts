import { describe, expect, it } from 'vitest';
import { createClient } from '../src/data/repositories/clients';
import { putObject } from '../src/storage/objects';
import { useApi } from './support/api';

const call = useApi();
const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

const tenant = {
  id: 'acme',
  url: 'https://acme.example.com',
  name: 'Acme Packaging',
  email: 'help@acme.example.com',
  theme: { primaryColor: '#112233', secondaryColor: '#445566' },
  logoPath: 'clients/acme/logo.png',
  faqs: [
    { id: 'en-2', language: 'EN' as const, question: 'Second?', answer: 'Yes.' },
    { id: 'de-1', language: 'DE' as const, question: 'Erste?', answer: 'Ja.' },
    { id: 'en-1', language: 'EN' as const, question: 'Third?', answer: 'Also.' },
  ],
  blacklist: ['spam.example'],
};

await putObject('uploads', tenant.logoPath, { bytes: logo, contentType: 'image/png' });
await createClient(tenant);
await createClient({
  ...tenant,
  id: 'plain',
  url: 'https://plain.example.com',
  logoPath: null,
  faqs: [],
  blacklist: [],
});

describe('GET /auth/clientByUrl', () => {
  it('answers the tenant registered for the URL with its FAQs in order', async () => {
    const answer = await call<{ id: string; name: string; faqs: { question: string }[]; logoUrl: string }>(
      'GET',
      `/auth/clientByUrl?url=${encodeURIComponent('https://acme.example.com')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 'acme', name: 'Acme Packaging', email: 'help@acme.example.com' });
    expect(answer.body.faqs.map((faq) => faq.question)).toEqual(['Erste?', 'Second?', 'Third?']);
    expect(answer.body.logoUrl).toContain('/theme/logo?url=');
    expect(answer.body).not.toHaveProperty('blacklist');
  });

  it('matches on the origin: path, trailing slash and host case do not matter', async () => {
    const answer = await call<{ id: string }>(
      'GET',
      `/auth/clientByUrl?url=${encodeURIComponent('https://ACME.example.com/login?next=/')}`,
    );
    expect(answer.body.id).toBe('acme');
  });

  it('answers 404 with a code for an unregistered URL', async () => {
    const answer = await call('GET', '/auth/clientByUrl?url=https://nobody.example.com');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });

  it('answers 400 naming the parameter for a missing or malformed URL', async () => {
    for (const query of ['', '?url=not-a-url', '?url=javascript:alert(1)']) {
      const answer = await call<{ code: string; fields: Record<string, string> }>(
        'GET',
        `/auth/clientByUrl${query}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.fields)).toEqual(['url']);
    }
  });

  it('needs at most 3 DynamoDB round trips', async () => {
    const answer = await call('GET', '/auth/clientByUrl?url=https://acme.example.com');
    expect(answer.roundTrips).toBeGreaterThan(0);
    expect(answer.roundTrips).toBeLessThanOrEqual(3);
  });
});

describe('GET /theme', () => {
  it("answers the tenant's colours", async () => {
    const answer = await call('GET', '/theme?url=https://acme.example.com');
    expect(answer.body).toEqual({ primaryColor: '#112233', secondaryColor: '#445566' });
  });

  it('answers the default colours for an unknown URL', async () => {
    const answer = await call('GET', '/theme?url=https://nobody.example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ primaryColor: '#000000', secondaryColor: '#737373' });
  });
});

describe('GET /theme/logo', () => {
  it('answers the stored image byte for byte', async () => {
    const answer = await call('GET', '/theme/logo?url=https://acme.example.com');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.bytes.equals(logo)).toBe(true);
  });

  it('answers 404 LOGO_NOT_FOUND when the tenant has no logo', async () => {
    const answer = await call('GET', '/theme/logo?url=https://plain.example.com');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'LOGO_NOT_FOUND', message: expect.any(String) });
  });

  it('answers 404 for an unknown URL', async () => {
    const answer = await call('GET', '/theme/logo?url=https://nobody.example.com');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });
});

describe('the gateway and the chain', () => {
  it('answers GET /health when the table answers', async () => {
    const answer = await call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok' });
  });

  it('refuses a protected call without a token', async () => {
    const answer = await call('GET', '/client');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('answers unknown paths and methods with codes', async () => {
    expect((await call('GET', '/no/such/path')).body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const wrongMethod = await call('DELETE', '/theme');
    expect(wrongMethod.status).toBe(405);
  });

  it('allows the web origin by CORS and no other', async () => {
    const allowed = await call('GET', '/health', { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await call('GET', '/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the OpenAPI document generated from the route table', async () => {
    const answer = await call<{ openapi: string; paths: Record<string, unknown> }>('GET', '/openapi.json');
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths)).toContain('/auth/clientByUrl');
  });
});
