import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api';
import type { OpenApiDocument } from '../support/openapi-check';
import { companyMember } from '../support/company-members';
import { projectWithPackage } from '../support/sample-targets';
import { createTestTenant } from '../support/tenants';

/**
 * What the outside fuzzer of issue 37 found at the edges of a request — the address, the query's
 * numbers, the headers — each answered as the served document says: a 4xx with a `{code, message}`
 * body, never a 5xx or a body-less refusal, and nothing the document calls invalid accepted.
 */
const call = useApi();
const tenant = await createTestTenant('edges', { blacklist: ['blocked.example'] });
const admin = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
const as = { token: admin.token };
const made = await projectWithPackage(call, as, { project: 'Edges', package: 'Edges pack' });

interface Parameter {
  name?: string;
  in?: string;
  schema?: {
    type?: string;
    maxLength?: number;
    pattern?: string;
    format?: string;
    enum?: unknown[];
    maxItems?: number;
    items?: { enum?: unknown[] };
  };
}
/** A pattern of one ASCII class, e.g. `^[A-Za-z0-9_-]+$`: each character is one byte in the URL. */
const asciiOnly = /^\^\[[A-Za-z0-9_\\-]+\][*+]\$$/;

/**
 * The longest URL a caller could send that the document calls valid: each string at its
 * maxLength, every character percent-encoded from four UTF-8 bytes (12 characters) unless the
 * schema keeps it ASCII. A parameter without a bound counts as infinite.
 */
const longestUrlBytes = (path: string, parameters: Parameter[]): number => {
  let bytes = path.length + 1;
  for (const { name = '', in: where, schema = {} } of parameters) {
    if (where !== 'query' && where !== 'path') continue;
    const values = schema.enum ?? schema.items?.enum;
    let value: number;
    if (values) value = Math.max(...values.map((v) => String(v).length)) * (schema.maxItems ?? 1) * 3;
    else if (schema.type === 'integer' || schema.type === 'number') value = 24;
    else if (schema.format === 'date-time') value = 40;
    else if (schema.maxLength === undefined)
      value =
        schema.pattern && !/[*+]|,}/.test(schema.pattern) ? schema.pattern.length : Number.POSITIVE_INFINITY;
    else value = schema.maxLength * (schema.pattern && asciiOnly.test(schema.pattern) ? 1 : 12);
    bytes += (where === 'query' ? name.length + 2 : 0) + value;
  }
  return bytes;
};

const expectRefusal = (answer: { status: number; body: unknown }, status: number, code: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code, message: expect.any(String) });
};

describe('a path parameter that is no text', () => {
  it.each(['%zz', '%ff%fe', '%ED%A0%80', 'ab%'])(
    '%s is a 400 with a code on every kind of route',
    async (segment) => {
      expectRefusal(await call('GET', `/packages/${segment}`, as), 400, 'INVALID_PATH');
      expectRefusal(
        await call('PUT', `/profile/${segment}`, { ...as, body: { firstName: 'A', lastName: 'B' } }),
        400,
        'INVALID_PATH',
      );
      expectRefusal(await call('DELETE', `/tenant/blacklist/${segment}`, as), 400, 'INVALID_PATH');
    },
  );
});

describe('an address too long for the gateway', () => {
  it('is refused with a body, not a bare 431', async () => {
    const answer = await call('GET', `/packages?search=${'x'.repeat(20_000)}`, as);
    expectRefusal(answer, 431, 'REQUEST_TOO_LARGE');
  });

  it('cannot be reached by a request the served document calls valid', async () => {
    const served = await call<OpenApiDocument>('GET', '/openapi.json');
    const longest = Object.entries(served.body.paths).flatMap(([path, operations]) =>
      Object.values(operations).map((operation) => ({
        id: operation.operationId,
        bytes: longestUrlBytes(path, (operation as { parameters?: Parameter[] }).parameters ?? []),
      })),
    );
    expect(longest.length).toBeGreaterThan(70);
    // API Gateway reads 10 KiB of request line and headers; a session token and a browser's
    // headers take about 2 KiB of it.
    expect(longest.filter((url) => url.bytes > 8192)).toEqual([]);
  });
});

describe('whole numbers in the address', () => {
  it.each(['0x10', '+5', '1e1', ' 5', '5 ', '0b1', '5.0', ''])('limit=%j is refused', async (limit) => {
    expectRefusal(
      await call('GET', `/packages?limit=${encodeURIComponent(limit)}`, as),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a version written otherwise than in decimal digits is refused in the query and the path', async () => {
    expectRefusal(
      await call('DELETE', `/packages/${made.packageId}?version=1e0`, as),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await call('GET', `/packages/${made.packageId}/versions/0x1`, as),
      400,
      'VALIDATION_FAILED',
    );
    expect((await call('GET', `/packages/${made.packageId}/versions/1`, as)).status).toBe(200);
  });
});

describe('headers the document describes', () => {
  it('an empty X-Company-Id is refused, not taken for the first company', async () => {
    const answer = await call('GET', '/packages', { ...as, headers: { 'x-company-id': '' } });
    expectRefusal(answer, 400, 'VALIDATION_FAILED');
  });

  it('a company id the document calls invalid is refused as such', async () => {
    const answer = await call('GET', '/packages', { ...as, headers: { 'x-company-id': '../x' } });
    expectRefusal(answer, 400, 'VALIDATION_FAILED');
  });

  it('a JSON body must come as application/json, as documented', async () => {
    const answer = await call('POST', '/projects', {
      ...as,
      rawBody: JSON.stringify({ name: 'Typed' }),
      headers: { 'content-type': 'application/vnd.api+json' },
    });
    expectRefusal(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const plain = await call('POST', '/projects', {
      ...as,
      rawBody: JSON.stringify({ name: 'Typed' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(plain.status).toBe(200);
  });
});

describe('unblocking an e-mail domain', () => {
  it('answers 404 for a domain that is not on the list, as documented, and 200 for one that is', async () => {
    expectRefusal(await call('DELETE', '/tenant/blacklist/never-listed.example', as), 404, 'NOT_FOUND');
    expect((await call('DELETE', '/tenant/blacklist/blocked.example', as)).status).toBe(200);
    expectRefusal(await call('DELETE', '/tenant/blacklist/blocked.example', as), 404, 'NOT_FOUND');
  });
});
