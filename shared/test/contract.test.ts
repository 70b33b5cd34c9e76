import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  buildOpenApiDocument,
  can,
  errorCatalog,
  isPrivileged,
  roleDisplayNames,
  routes,
  userSchema,
} from '../src';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ version: '1.2.3' });

  it('describes every route of the table once, with a unique operation id', () => {
    const operations = Object.values(document.paths).flatMap((entry) => Object.values(entry)) as {
      operationId: string;
    }[];
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(routes).sort());
  });

  it('marks public calls as needing no token and documents path parameters', () => {
    const login = document.paths['/auth/login']?.post as { security?: unknown[] };
    expect(login.security).toEqual([]);
    const getUser = document.paths['/user/{userId}']?.get as {
      security?: unknown;
      parameters: { name: string; in: string }[];
    };
    expect(getUser.security).toBeUndefined();
    expect(getUser.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'path' }));
  });

  it('marks defaulted query parameters as optional', () => {
    const list = document.paths['/packages']?.get as {
      parameters: { name: string; required: boolean }[];
    };
    expect(list.parameters.find((p) => p.name === 'sortBy')?.required).toBe(false);
  });

  type ObjectSchema = {
    required?: string[];
    additionalProperties?: unknown;
    properties: Record<string, { default?: unknown; items?: ObjectSchema }>;
  };
  const requestSchema = (path: string, method: string) =>
    (
      document.paths[path]?.[method] as {
        requestBody: { content: { 'application/json': { schema: ObjectSchema } } };
      }
    ).requestBody.content['application/json'].schema;

  it('documents request fields with a default as optional, with the default', () => {
    const create = requestSchema('/packages', 'post');
    expect(create.required).toEqual(['name']);
    expect(create.properties.description?.default).toBe('');
    expect(create.properties.draft?.default).toBe(true);
    expect(create.properties.components?.default).toEqual([]);
    expect(requestSchema('/packages/{packageId}/assessments', 'post').required).toEqual(['countryIds']);
    expect(requestSchema('/projects', 'post').required).toEqual(['name']);
  });

  it('closes every object of a request body, nested ones included', () => {
    const create = requestSchema('/packages', 'post');
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.components?.items?.additionalProperties).toBe(false);
    const bodies = Object.values(document.paths)
      .flatMap((entry) => Object.values(entry))
      .map(
        (op) => (op as { requestBody?: { content: Record<string, { schema: ObjectSchema }> } }).requestBody,
      )
      .flatMap((body) =>
        body?.content['application/json'] ? [body.content['application/json'].schema] : [],
      );
    expect(bodies.length).toBeGreaterThan(15);
    expect(bodies.filter((schema) => schema.additionalProperties !== false)).toEqual([]);
  });
});

describe('error catalogue', () => {
  it('carries the spec’s texts for the login and sign-up failures', () => {
    expect(errorCatalog.INVALID_CREDENTIALS.message).toBe('Invalid email or password');
    expect(errorCatalog.USER_NOT_APPROVED.message).toBe('User is not approved');
    expect(errorCatalog.EMAIL_ALREADY_EXISTS.message).toBe(
      'An account with this email address already exists',
    );
    expect(errorCatalog.COMPANY_NAME_EXISTS.message).toBe('Company name already exists');
  });

  it('uses only HTTP error statuses', () => {
    for (const entry of Object.values(errorCatalog)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });
});

describe('roles', () => {
  it('shows the spec’s display names', () => {
    expect(roleDisplayNames).toEqual({
      CLIENT_ADMIN: 'Admin',
      MANAGER_USER: 'Country Admin',
      DEFAULT_USER: 'User',
    });
  });

  it('gives user and company management to the privileged roles only', () => {
    expect(isPrivileged('CLIENT_ADMIN')).toBe(true);
    expect(isPrivileged('MANAGER_USER')).toBe(true);
    expect(isPrivileged('DEFAULT_USER')).toBe(false);
    expect(can('MANAGER_USER', 'companies:create')).toBe(false);
    expect(can('CLIENT_ADMIN', 'companies:create')).toBe(true);
    expect(assignableRoles.MANAGER_USER).not.toContain('CLIENT_ADMIN');
  });
});

describe('entities', () => {
  it('parses date-time strings into dates', () => {
    const user = userSchema.parse({
      id: 'u1',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      version: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'DEFAULT_USER',
      status: 'PENDING',
      language: 'EN',
      companies: [],
    });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.createdAt.getUTCFullYear()).toBe(2026);
  });

  it('never carries a password', () => {
    expect(Object.keys(userSchema.shape)).not.toContain('password');
  });
});
