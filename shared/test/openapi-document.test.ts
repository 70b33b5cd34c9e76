import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  IMPORT_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  routes,
  TENANT_LOGO_MAX_BYTES,
  type RouteId,
} from '../src';

const document = buildOpenApiDocument({ version: '1.2.3' });

interface Operation {
  operationId: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { description?: string; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
const operations = Object.values(document.paths).flatMap((entry) => Object.values(entry) as Operation[]);
const operation = (id: RouteId): Operation => {
  const found = operations.find((candidate) => candidate.operationId === id);
  if (!found) throw new Error(`${id} is not in the document`);
  return found;
};
const statusesOf = (id: RouteId) => Object.keys(operation(id).responses);

/** Follows a local `$ref` through the document, as a reader's tool does. */
const resolvePointer = (ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
};

describe('OpenAPI document for outside tools', () => {
  it('documents X-Company-Id once, as an optional header, on exactly the company-scoped routes', () => {
    const header = document.components.parameters.CompanyId;
    expect(header).toMatchObject({ name: 'X-Company-Id', in: 'header', required: false });
    for (const [id, route] of Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]) {
      const refs = (operation(id).parameters ?? []).filter(
        (parameter) => parameter.$ref === '#/components/parameters/CompanyId',
      );
      expect(refs, id).toHaveLength('companyScoped' in route && route.companyScoped ? 1 : 0);
    }
  });

  it('gives the reset token its own scheme, used by the reset-token routes only', () => {
    expect(document.components.securitySchemes.resetToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation('resetPassword').security).toEqual([{ resetToken: [] }]);
    expect(operation('login').security).toEqual([]);
    expect(operation('me').security).toBeUndefined();
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('lists per route only the statuses it can answer', () => {
    // 431: the gateway refuses a request line and headers over its limit, whatever the route.
    expect(statusesOf('health')).toEqual(['200', '431', '500', '503']);
    expect(statusesOf('getPackage')).toEqual(['200', '400', '401', '403', '404', '431', '500', '503']);
    expect(statusesOf('updatePackage')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415']),
    );
    expect(statusesOf('deletePackage')).toContain('409');
    expect(statusesOf('createPackage')).not.toContain('409');
    expect(statusesOf('me')).toEqual(['200', '401', '431', '500', '503']);
    expect(statusesOf('login')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '431',
      '500',
      '503',
    ]);
    expect(statusesOf('invite')).toEqual(expect.arrayContaining(['409', '422', '429']));
    expect(statusesOf('uploadProfilePicture')).toEqual(expect.arrayContaining(['413', '415']));
  });

  it('answers the tenant logo as an image only, and a tenant without one with 404 LOGO_NOT_FOUND', () => {
    expect(Object.keys(operation('themeLogo').responses['200']?.content ?? {})).toEqual([
      'image/png',
      'image/jpeg',
    ]);
    expect(statusesOf('themeLogo')).toContain('404');
    expect(routes.themeLogo.errors).toContain('LOGO_NOT_FOUND');
  });

  it('refers every error answer to a shared response, and those to the Error schema', () => {
    for (const { operationId, responses } of operations) {
      for (const [status, response] of Object.entries(responses)) {
        if (status === '200') continue;
        expect(response.$ref, `${operationId} ${status}`).toMatch(/^#\/components\/responses\/[A-Za-z]+$/);
      }
    }
    for (const response of Object.values(document.components.responses)) {
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('describes the upload limits and the JSON body limit', () => {
    const logo = operation('uploadTenantLogo').requestBody;
    expect(logo?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { maxLength: TENANT_LOGO_MAX_BYTES } },
    });
    expect(logo?.description).toMatch(/image\/png or image\/jpeg, at most 1 MiB/);
    expect(operation('importPackages').requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { maxLength: IMPORT_MAX_BYTES } },
    });
    expect(operation('createProject').requestBody?.description).toContain(`${JSON_BODY_MAX_BYTES} bytes`);
  });

  it('names a server: the web app’s /api, or the address it is served from', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(buildOpenApiDocument({ version: 'x', serverUrl: 'http://localhost:3000' }).servers).toEqual([
      expect.objectContaining({ url: 'http://localhost:3000' }),
    ]);
  });

  it('declares each endpoint group as a tag with a description, and describes every operation', () => {
    const tagNames = document.tags.map((tag) => tag.name);
    expect(new Set(operations.flatMap((op) => op.tags))).toEqual(new Set(tagNames));
    expect(document.tags.every((tag) => tag.description.length > 0)).toBe(true);
    expect(operations.filter((op) => !op.description)).toEqual([]);
    expect(operation('createTemplate').description).toMatch(/`templates:manage` \(Admin\)/);
  });

  it('writes shared entities once, as components, and resolves every $ref', () => {
    expect(operation('getPackage').responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Package',
    });
    expect(JSON.stringify(document).match(/"packageComponents":\{/g)).toHaveLength(1);
    const unresolved = [...new Set(refsIn(document))].filter((ref) => resolvePointer(ref) === undefined);
    expect(unresolved).toEqual([]);
  });
});
