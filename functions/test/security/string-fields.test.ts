import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  can,
  isMultipart,
  roles,
  routes,
  type RouteDefinition,
  type RouteId,
  type Role,
} from '@recyclens/shared';
import { useApi, type CallOptions } from '../support/api';
import { pathWith, routeSamples, type SampleCall, type SampleContext } from '../support/route-samples';
import { companyMember } from '../support/company-members';
import { projectWithPackage } from '../support/sample-targets';
import { createTestTenant } from '../support/tenants';

/**
 * Generated from the route table (issue #22 §1): every string a route takes in its JSON body or
 * query, sent with a NUL, a lone surrogate, a bell and 10 kB of text. Bad characters are a 400
 * naming the field (passwords excepted: they are taken as sent, decision 020); long text is a 400
 * or is kept exactly; nothing is a 5xx.
 */
const call = useApi();
const tenant = await createTestTenant('strings');
const actors = new Map<Role, Awaited<ReturnType<typeof companyMember>>>();
const actorFor = async (role: Role) => {
  const known = actors.get(role);
  if (known) return known;
  const made = await companyMember(tenant, { role });
  actors.set(role, made);
  return made;
};
const owner = await actorFor('CLIENT_ADMIN');
const made = await projectWithPackage(
  call,
  { token: owner.token },
  { project: 'Strings project', package: 'Strings pack' },
);
const target = await actorFor('DEFAULT_USER');

/** The public routes have no sample in route-samples.ts (it serves the protected suites). */
const publicSamples: Partial<Record<RouteId, () => SampleCall>> = {
  login: () => ({ options: { body: { email: 'nobody@strings.example', password: 'some password' } } }),
  signUp: () => ({
    options: {
      body: {
        firstName: 'Sam',
        lastName: 'Ple',
        company: 'Sample company',
        email: `sign-up-${crypto.randomUUID().slice(0, 8)}@strings.example`,
        createPassword: 'sample password',
        confirmPassword: 'sample password',
        privacyPolicy: true,
        currentClientUrl: tenant.url,
      },
    },
  }),
  confirmEmail: () => ({ options: { body: { token: 'x'.repeat(32) } } }),
  forgotPassword: () => ({
    options: { body: { email: 'nobody@strings.example', currentClientUrl: tenant.url } },
  }),
  resendConfirmation: () => ({
    options: { body: { email: 'nobody@strings.example', currentClientUrl: tenant.url } },
  }),
  clientByUrl: () => ({ query: `url=${encodeURIComponent(tenant.url)}` }),
  theme: () => ({ query: `url=${encodeURIComponent(tenant.url)}` }),
  themeLogo: () => ({ query: `url=${encodeURIComponent(tenant.url)}` }),
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Dot paths of every string in a JSON schema; array elements as index 0. */
const stringPaths = (schema: JsonSchema, path: string[] = []): string[][] => {
  const types = [schema.type ?? []].flat();
  const found: string[][] = types.includes('string') ? [path] : [];
  for (const [key, inner] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(inner, [...path, key]));
  if (schema.items) found.push(...stringPaths(schema.items, [...path, '0']));
  for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...stringPaths(inner, path));
  }
  return [...new Map(found.map((p) => [p.join('.'), p])).values()];
};
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A copy of the body with one value replaced, or undefined when the sample has no place for it. */
const withValue = (body: unknown, path: string[], value: string): unknown => {
  const copy: unknown = structuredClone(body);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (!next || typeof next !== 'object') return undefined;
    parent = next as Record<string, unknown>;
  }
  parent[path.at(-1) ?? ''] = value;
  return copy;
};

const badValues = { NUL: 'Name\u0000end', 'lone surrogate': 'Name\uD800end', bell: 'Name\u0007end' };
const longText = 'Ten kilobytes of text. '.repeat(446).slice(0, 10_240);
const isPassword = (path: string[]) => /password/i.test(path.at(-1) ?? '');

interface Case {
  label: string;
  routeId: RouteId;
  route: RouteDefinition;
  where: 'body' | 'query';
  path: string[];
  value: string;
  bad: boolean;
}

const cases: Case[] = [];
for (const [routeId, route] of Object.entries(routes) as [RouteId, RouteDefinition][]) {
  const paths: { where: 'body' | 'query'; path: string[] }[] = [];
  if (route.body && !isMultipart(route.body)) {
    for (const path of stringPaths(jsonSchemaOf(route.body)))
      if (path.length > 0) paths.push({ where: 'body', path });
  }
  if (route.query) {
    // Every query parameter is a string on the wire, whatever the schema makes of it.
    for (const name of Object.keys(jsonSchemaOf(route.query).properties ?? {}))
      paths.push({ where: 'query', path: [name] });
  }
  for (const { where, path } of paths) {
    for (const [name, value] of Object.entries(badValues)) {
      // A URL carries UTF-8, in which a lone surrogate can only be sent as U+FFFD: nothing to refuse.
      if (where === 'query' && name === 'lone surrogate') continue;
      cases.push({
        label: `${routeId} ${where} ${path.join('.')} with a ${name}`,
        routeId,
        route,
        where,
        path,
        value,
        bad: true,
      });
    }
    cases.push({
      label: `${routeId} ${where} ${path.join('.')} with 10 kB`,
      routeId,
      route,
      where,
      path,
      value: longText,
      bad: false,
    });
  }
}

const roleFor = (route: RouteDefinition): Role =>
  roles.find((role) => !route.permission || can(role, route.permission)) ?? 'CLIENT_ADMIN';

const valueAt = (body: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    body,
  );

describe('string fields of every route', () => {
  it('finds the fields to try', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$label', async ({ routeId, route, where, path, value, bad }) => {
    const context: SampleContext = {
      selfId: '',
      companyId: tenant.companyId,
      targetUserId: target.id,
      ...made,
    };
    let token: string | undefined;
    if (route.auth === 'session') {
      const actor = await actorFor(roleFor(route));
      context.selfId = actor.id;
      token = actor.token;
    }
    const sample =
      (route.auth === 'session' ? routeSamples[routeId]?.(context) : publicSamples[routeId]?.()) ?? {};
    const options: CallOptions = { ...sample.options, token, headers: { origin: tenant.url }, probe: true };
    const query = new URLSearchParams(sample.query ?? '');
    if (where === 'body') {
      const body = withValue(sample.options?.body ?? {}, path, value);
      // The sample holds no element for this field (an empty list): nothing to send.
      if (body === undefined) return;
      options.body = body;
    } else {
      query.set(path[0] ?? '', value);
    }
    const search = query.toString();
    const answer = await call<{ code?: string; fields?: Record<string, string> }>(
      route.method,
      `${pathWith(route.path, sample.params)}${search ? `?${search}` : ''}`,
      options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (bad && !isPassword(path)) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.fields ?? {})).toContain(path.join('.'));
    }
    if (answer.status < 300 && where === 'body') {
      const stored = valueAt(answer.body, path);
      if (typeof stored === 'string') expect(stored).toBe(value);
    }
  });
});
