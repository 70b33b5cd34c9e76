import { buildOpenApiDocument } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { openApiCheck, type OpenApiDocument } from './support/openapi-check';

const check = openApiCheck(buildOpenApiDocument({ version: 'test' }) as unknown as OpenApiDocument);
const project = {
  id: 'p1',
  name: 'Bottles',
  description: '',
  packageCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

describe('checking calls against the API document', () => {
  it('accepts a request and an answer as documented', () => {
    expect(check.request('createProject', { name: 'Bottles' })).toBeUndefined();
    expect(check.answer('createProject', 200, 'application/json', project)).toBeUndefined();
    expect(
      check.answer('createProject', 400, 'application/json', { code: 'VALIDATION_FAILED', message: 'x' }),
    ).toBeUndefined();
  });

  it('names the operation, the status and what is wrong', () => {
    expect(check.request('createProject', { name: 'Bottles', descriptoin: 'typo' })).toMatch(
      /createProject.*must NOT have additional properties/,
    );
    expect(
      check.answer('createProject', 200, 'application/json', { ...project, createdAt: 'yesterday' }),
    ).toMatch(/Answer 200 of createProject .*createdAt must match format "date-time"/);
    expect(check.answer('createProject', 400, 'application/json', { code: 'OOPS', message: 'x' })).toMatch(
      /Answer 400 of createProject .*code must be equal to one of the allowed values/,
    );
    expect(check.answer('createProject', 299, 'application/json', project)).toMatch(
      /status 299 is not documented/,
    );
    expect(check.answer('createProject', 200, 'text/html', undefined)).toMatch(/content type text\/html/);
  });

  it('checks the error body of a call no route serves', () => {
    expect(check.answer(undefined, 404, 'application/json', { code: 'ROUTE_NOT_FOUND' })).toMatch(
      /unrouted call.*must have required property 'message'/,
    );
  });
});
