import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMultipart, pathParamNames, routeKeyOf, routes, type RouteDefinition } from '../src';

/** docs/product.md#api-calls, transcribed by hand: method and path, whether a token is sent, the body fields. */
const specCalls: { call: string; token: boolean; body?: string[]; query?: string[] }[] = [
  { call: 'POST /auth/login', token: false, body: ['email', 'password'] },
  {
    call: 'POST /auth/signUp',
    token: false,
    body: [
      'firstName',
      'lastName',
      'company',
      'email',
      'createPassword',
      'confirmPassword',
      'privacyPolicy',
      'currentClientUrl',
    ],
  },
  { call: 'POST /auth/confirmEmail', token: false, body: ['token'] },
  { call: 'POST /auth/forgotPassword', token: false, body: ['email', 'currentClientUrl'] },
  { call: 'GET /auth/clientByUrl', token: false, query: ['url'] },
  { call: 'GET /theme', token: false, query: ['url'] },
  { call: 'GET /theme/logo', token: false, query: ['url'] },
  { call: 'GET /me', token: true },
  { call: 'GET /client', token: true },
  { call: 'GET /companies', token: true },
  { call: 'POST /company/create', token: true, body: ['companyName'] },
  { call: 'GET /notifications', token: true, query: ['types', 'limit'] },
  { call: 'GET /package-favorites', token: true, query: ['limit'] },
  { call: 'GET /packages', token: true, query: ['order', 'sortBy', 'limit'] },
  { call: 'GET /projects', token: true, query: ['order', 'sortBy', 'limit'] },
  { call: 'GET /users', token: true },
  { call: 'GET /user/{userId}', token: true },
  { call: 'PUT /user/{userId}', token: true, body: ['role', 'companyIds', 'status'] },
  {
    call: 'PUT /profile/{userId}',
    token: true,
    body: ['firstName', 'lastName', 'oldPassword', 'newPassword', 'confirmPassword'],
  },
  { call: 'GET /profile/profile-picture/{userId}', token: true },
  { call: 'POST /user/profile-picture/upload', token: true },
  { call: 'POST /profile/invite', token: true, body: ['email', 'companyId'] },
  { call: 'POST /resetPassword', token: true, body: ['newPassword'] },
  { call: 'POST /updateLanguage', token: true, body: ['newLanguage'] },
];

const table = Object.values(routes) as RouteDefinition[];
const byKey = new Map(table.map((route) => [routeKeyOf(route), route]));

/** The top-level keys of an object schema, and which of them are required. */
const objectKeys = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return { all: Object.keys(json.properties ?? {}), required: json.required ?? [] };
};

describe('the route table against docs/product.md#api-calls', () => {
  it.each(specCalls)('has $call with the spec’s token rule and fields', (spec) => {
    const route = byKey.get(spec.call);
    expect(route, `${spec.call} is missing from the route table`).toBeDefined();
    if (!route) return;
    expect(route.auth === 'public').toBe(!spec.token);
    if (spec.body) {
      expect(route.body && !isMultipart(route.body)).toBe(true);
      if (route.body && !isMultipart(route.body)) {
        const keys = objectKeys(route.body);
        // Every field of the spec is there; our additions (e.g. a version) are optional.
        expect(keys.all).toEqual(expect.arrayContaining(spec.body));
        const additions = keys.all.filter((key) => !spec.body?.includes(key));
        expect(additions.filter((key) => keys.required.includes(key))).toEqual([]);
      }
    }
    for (const name of spec.query ?? []) {
      expect(Object.keys(route.query?.shape ?? {})).toContain(name);
    }
  });

  it('sends the profile picture as a multipart form with a file field', () => {
    const body = routes.uploadProfilePicture.body;
    expect(isMultipart(body) && body.fileField).toBe('file');
  });

  it('has no two routes with the same method and path', () => {
    expect(byKey.size).toBe(table.length);
  });

  it.each(table.map((route) => [routeKeyOf(route), route] as const))(
    '%s declares exactly the path parameters its path names',
    (_key, route) => {
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      expect(declared).toEqual(pathParamNames(route.path).sort());
    },
  );

  it('answers GET /health without a token', () => {
    expect(routes.health.auth).toBe('public');
  });
});
