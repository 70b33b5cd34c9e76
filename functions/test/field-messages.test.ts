import { describe, expect, it } from 'vitest';
import {
  fieldErrorCodes,
  isMultipart,
  localize,
  routes,
  type FieldErrorCode,
  type Language,
  type RouteDefinition,
  type RouteId,
} from '@recyclens/shared';
import { fieldErrorTexts } from '../src/errors/field-error-texts';
import { useApi, type CallOptions } from './support/api';
import { pathWith } from './support/route-samples';
import { companyMember } from './support/company-members';
import { createProbedTenant } from './security/support/probed-tenant';
import { schemaFields, type SchemaField } from './security/support/schema-fields';

/**
 * Issue 22 §5: every field message of a refused call is ours, in the caller's language, with a
 * stable code. Each route's valid sample is broken one field at a time — missing, of the wrong
 * type, too long, out of range, not one of the choices — and sent by an English, a German and a
 * French caller.
 */
const call = useApi();
const { tenant, admin, sampleOf } = await createProbedTenant(call);
const memberIn = async (language: Language) =>
  (await companyMember(tenant, { role: 'CLIENT_ADMIN', language })).token;
const tokens: Record<Language, string> = {
  EN: admin.token,
  DE: await memberIn('DE'),
  FR: await memberIn('FR'),
};
const acceptLanguage: Record<Language, string> = {
  EN: 'en-GB,en;q=0.9',
  DE: 'de-DE,de;q=0.9',
  FR: 'fr-CH, fr;q=0.9',
};

const zodWording =
  /Invalid input|expected .* received|Too (big|small)|Invalid (string|option)|Unrecognized key/i;
const codes = new Set<string>(fieldErrorCodes);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text as a pattern: its `{parameters}` stand for any value. */
const templateOf = (code: FieldErrorCode, language: Language) =>
  new RegExp(`^${escape(localize(fieldErrorTexts[code], language)).replace(/\\\{\w+\\\}/g, '.+')}$`);

type Path = (string | number)[];
interface Break {
  what: string;
  body?: unknown;
  query?: URLSearchParams;
}

const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && value === undefined) delete copy[head];
  else copy[head] = setAt(copy[head], rest, value);
  return copy;
};
const hasParent = (root: unknown, path: Path) =>
  path
    .slice(0, -1)
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
      root,
    ) !== undefined;

/** The values that break a field, by what it accepts. */
const badValues = (field: SchemaField): [string, unknown][] => [
  ...(field.required ? [['missing', undefined] as [string, unknown]] : []),
  ['wrong type', field.types.has('string') ? 12345 : field.types.has('array') ? 'text' : 'not a number'],
  ...(field.types.has('string') ? [['not a choice', 'not-a-choice 😀'] as [string, unknown]] : []),
  ...(field.maxLength !== undefined
    ? [['too long', 'x'.repeat(field.maxLength + 1)] as [string, unknown]]
    : []),
  ...(field.maximum !== undefined ? [['too large', field.maximum + 1] as [string, unknown]] : []),
  ...(field.minimum !== undefined ? [['too small', field.minimum - 1] as [string, unknown]] : []),
  ...(field.types.has('number') ? [['not whole', 0.5] as [string, unknown]] : []),
];

const bodyBreaks = (route: RouteDefinition, body: unknown): Break[] => {
  if (!route.body || isMultipart(route.body) || body === undefined) return [];
  const schema = route.body;
  return schemaFields(schema)
    .filter((field) => hasParent(body, field.path))
    .flatMap((field) =>
      badValues(field).map(([what, value]) => ({
        what: `${field.path.join('.')} ${what}`,
        body: setAt(body, field.path, value),
      })),
    )
    .filter((broken) => !schema.safeParse(broken.body).success);
};

const queryBreaks = (route: RouteDefinition, query: string | undefined): Break[] => {
  if (!route.query) return [];
  const schema = route.query;
  return schemaFields(schema)
    .flatMap((field) =>
      badValues(field).map(([what, value]) => {
        const search = new URLSearchParams(query);
        if (value === undefined) search.delete(String(field.path[0]));
        else search.set(String(field.path[0]), String(value));
        return { what: `?${field.path.join('.')} ${what}`, query: search };
      }),
    )
    .filter((broken) => !schema.safeParse(Object.fromEntries(broken.query)).success);
};

const routeIds = (Object.keys(routes) as RouteId[]).filter((id) => {
  const route: RouteDefinition = routes[id];
  return Boolean(route.query) || Boolean(route.body && !isMultipart(route.body));
});

describe('field messages of refused calls, over every JSON-body and query route', () => {
  it.each(routeIds)(
    '%s names every bad field with our code and message, in the caller’s language',
    async (id) => {
      const route: RouteDefinition = routes[id];
      const sample = sampleOf(id) ?? {};
      const breaks = [...bodyBreaks(route, sample.options?.body), ...queryBreaks(route, sample.query)];
      expect(breaks.length, 'breaks').toBeGreaterThan(0);
      const problems: string[] = [];
      for (const broken of breaks) {
        await Promise.all(
          (['EN', 'DE', 'FR'] as const).map(async (language) => {
            const query = broken.query ?? new URLSearchParams(sample.query);
            const options: CallOptions = {
              ...sample.options,
              ...(broken.body !== undefined ? { body: broken.body } : {}),
              // Some breaks are ours alone (a refinement the document cannot state).
              probe: true,
              headers: { ...sample.options?.headers, 'accept-language': acceptLanguage[language] },
              ...(route.auth === 'session' ? { token: tokens[language] } : {}),
            };
            const answer = await call<{
              code: string;
              fields?: Record<string, string>;
              fieldCodes?: Record<string, string>;
            }>(
              route.method,
              `${pathWith(route.path, sample.params)}${query.size > 0 ? `?${query}` : ''}`,
              options,
            );
            const label = `${broken.what} (${language})`;
            if (answer.body?.code !== 'VALIDATION_FAILED') {
              problems.push(`${label}: answered ${answer.status} ${answer.body?.code}`);
              return;
            }
            for (const [path, message] of Object.entries(answer.body.fields ?? {})) {
              const code = answer.body.fieldCodes?.[path];
              if (zodWording.test(message)) problems.push(`${label}: ${path} says "${message}"`);
              if (!code || !codes.has(code)) {
                problems.push(`${label}: ${path} has no code of the catalogue (${code})`);
                continue;
              }
              const fieldCode = code as FieldErrorCode;
              if (!templateOf(fieldCode, language).test(message))
                problems.push(`${label}: ${path} says "${message}", not the ${language} text of ${code}`);
            }
          }),
        );
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("a service's own refusal of a field", () => {
  it('is coded and in the caller’s language too', async () => {
    const answer = await call<{ fields: Record<string, string>; fieldCodes: Record<string, string> }>(
      'POST',
      '/packages',
      { token: tokens.DE, body: { name: 'Lost', projectId: 'no-such-project' } },
    );
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { projectId: 'Unbekanntes Projekt' },
      fieldCodes: { projectId: 'UNKNOWN_PROJECT' },
    });
    const lookup = await call('POST', '/packages', {
      token: tokens.FR,
      body: { name: 'Rare', components: [{ name: 'Body', materialId: 'unobtainium' }] },
    });
    expect(lookup.body).toMatchObject({
      fields: { 'components.0.materialId': 'Entrée inconnue : unobtainium' },
      fieldCodes: { 'components.0.materialId': 'UNKNOWN_LOOKUP' },
    });
  });
});
