import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isMultipart,
  JSON_BODY_MAX_BYTES,
  routes,
  type RouteDefinition,
  type RouteId,
} from '@recyclens/shared';
import { useApi, type CallOptions } from '../support/api';
import { fileForm, pngBytes } from '../support/images';
import { pathWith } from '../support/route-samples';
import { problemsWith } from './support/clean-answer';
import { createProbedTenant } from './support/probed-tenant';
import { useSecurityReport } from './support/report';
import { isFullRun, SEED } from './support/runs';
import { changedKeys, settledSnapshot, storedAnywhere, tableSnapshot } from './support/table-snapshot';

const call = useApi();
const report = useSecurityReport(
  'abuse-payloads',
  'Oversized, deeply nested, unicode and polluting payloads',
);
const { admin, sampleOf } = await createProbedTenant(call);

const entries = Object.entries(routes) as [RouteId, RouteDefinition][];
const jsonBodyRoutes = entries.filter(([, route]) => route.body && !isMultipart(route.body));
const multipartRoutes = entries.filter(([, route]) => isMultipart(route.body));
const counts = { oversized: 0, nested: 0, unicodeKept: 0, unicodeRefused: 0, polluting: 0 };
/** How many calls each part makes when all of it runs, set as the parts are collected. */
const planned = { nested: 0, unicode: 0, polluting: 0 };

/** Sends a route's valid call with the body replaced by raw JSON text (or a form). */
const sendWith = (id: RouteId, body: Pick<CallOptions, 'rawBody' | 'form'>) => {
  const route: RouteDefinition = routes[id];
  const sample = sampleOf(id) ?? {};
  const token = route.auth === 'session' ? admin.token : sample.options?.token;
  return call(
    route.method,
    `${pathWith(route.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`,
    {
      ...sample.options,
      body: undefined,
      ...body,
      headers: {
        ...sample.options?.headers,
        ...(body.rawBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(token ? { token } : {}),
    },
  );
};

/** Calls, then checks the answer is clean and the table as it was. */
const refusedCleanly = async (send: () => Promise<Awaited<ReturnType<typeof call>>>) => {
  // Each call here is checked until the table settles, so one read will do before the next.
  const before = await tableSnapshot();
  const answer = await send();
  const after = await settledSnapshot();
  expect(problemsWith(answer), answer.bytes.toString('utf8').slice(0, 300)).toEqual([]);
  expect(changedKeys(before, after)).toEqual([]);
  return answer;
};

describe('oversized bodies', () => {
  it.each(jsonBodyRoutes)('%s answers 413 PAYLOAD_TOO_LARGE past the JSON limit', async (id) => {
    const sample = sampleOf(id)?.options?.body ?? {};
    const padded = JSON.stringify({ ...(sample as object), padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    const answer = await refusedCleanly(() => sendWith(id, { rawBody: padded }));
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    counts.oversized += 1;
  });

  it.each(multipartRoutes)('%s answers 413 FILE_TOO_LARGE for a file past its limit', async (id) => {
    const declared = (routes[id] as RouteDefinition).body;
    const maxBytes = declared && isMultipart(declared) ? declared.maxBytes : 0;
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(maxBytes + 1)]);
    const answer = await refusedCleanly(() => sendWith(id, { form: fileForm(huge, 'big.png', 'image/png') }));
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([413, 'FILE_TOO_LARGE']);
    counts.oversized += 1;
  });

  it('answers 413 for a body past the 6 MB request limit before any function runs', async () => {
    const answer = await refusedCleanly(() =>
      sendWith('createProject', { rawBody: 'x'.repeat(7 * 1024 * 1024) }),
    );
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    counts.oversized += 1;
  });
});

describe('deeply nested JSON', () => {
  const nestings = [
    { label: '10,000 nested objects', text: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
    { label: '10,000 nested arrays', text: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { label: '120,000 nested arrays', text: `${'['.repeat(120_000)}${']'.repeat(120_000)}` },
  ];
  /** The sample body with its first field replaced by the nesting: a field the route checks. */
  const inFirstField = (id: RouteId, nesting: string) => {
    const body = { ...(sampleOf(id)?.options?.body as Record<string, unknown>) };
    const [first] = Object.keys(body);
    return JSON.stringify({ ...body, [first ?? 'a']: 0 }).replace(
      `"${first ?? 'a'}":0`,
      `"${first ?? 'a'}":${nesting}`,
    );
  };
  const cases = jsonBodyRoutes.flatMap(([id]) =>
    nestings
      // The parser is shared by every route; the fast form sends the deepest kinds to one route.
      .filter((_, index) => isFullRun || index === 0 || id === 'createProject')
      .flatMap(({ label, text }) => [
        { id, label: `${label} in a field`, text: inFirstField(id, text) },
        ...(isFullRun || id === 'createProject' ? [{ id, label: `${label} as the body`, text }] : []),
      ]),
  );

  planned.nested = cases.length;

  it.each(cases)('$id refuses $label with a 400, not a crash', async ({ id, text }) => {
    const answer = await refusedCleanly(() => sendWith(id, { rawBody: text }));
    expect(answer.status).toBe(400);
    counts.nested += 1;
  });

  it('still serves after the nesting', async () => {
    expect((await call('GET', '/health')).status).toBe(200);
  });
});

describe('unicode and control characters in names', () => {
  const hardNames = [
    'Straße Ünïcödé 東京 עברית العربية',
    '👨‍👩‍👧‍👦 family 🇩🇪',
    'Z̷̢̛a̶͖͝l̵̗̓g̸̱̈o̴̝͑',
    '\u202Eevil\u202C name',
    'zero\u200Bwidth\u200Djoin',
    'tab\tnew\nline\rreturn',
    'nul\u0000bell\u0007esc\u001b',
    '\u00A0\uFEFF padded \u2028\u2029',
    'half \uD800 surrogate',
    'reversed \uDC00\uD800 pair',
  ];
  const names = isFullRun
    ? fc.oneof(fc.constantFrom(...hardNames), fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }))
    : fc.constantFrom(...hardNames);

  /** Each target stores a name and reads it back through the API. */
  const unicodeRuns = isFullRun ? 200 : hardNames.length;
  const targets = {
    project: async (name: string) => {
      const made = await call<{ id: string; name: string }>('POST', '/projects', {
        token: admin.token,
        body: { name },
        probe: true,
      });
      if (made.status !== 200) return made;
      const list = await call<{ items: { id: string; name: string }[] }>(
        'GET',
        '/projects?sortBy=updatedAt&order=desc&limit=5',
        {
          token: admin.token,
        },
      );
      return { ...made, stored: list.body.items.find((item) => item.id === made.body.id)?.name };
    },
    package: async (name: string) => {
      const made = await call<{ id: string; name: string }>('POST', '/packages', {
        token: admin.token,
        body: { name },
        probe: true,
      });
      if (made.status !== 200) return made;
      const read = await call<{ name: string }>('GET', `/packages/${made.body.id}`, { token: admin.token });
      return { ...made, stored: read.body.name };
    },
    company: async (name: string) => {
      const made = await call<{ id: string; name: string }>('POST', '/company/create', {
        token: admin.token,
        body: { companyName: name },
        probe: true,
      });
      if (made.status !== 200) return made;
      const list = await call<{ id: string; name: string }[]>('GET', '/companies', { token: admin.token });
      return { ...made, stored: list.body.find((item) => item.id === made.body.id)?.name };
    },
    profile: async (name: string) => {
      const made = await call<{ id: string; firstName: string }>('PUT', `/profile/${admin.id}`, {
        token: admin.token,
        body: { firstName: name, lastName: 'Probe' },
        probe: true,
      });
      if (made.status !== 200) return made;
      const me = await call<{ firstName: string }>('GET', '/me', { token: admin.token });
      return { ...made, body: { name: made.body.firstName }, stored: me.body.firstName };
    },
  };

  planned.unicode = unicodeRuns * Object.keys(targets).length;

  it.each(Object.keys(targets) as (keyof typeof targets)[])(
    'a %s name is stored and returned intact, or refused cleanly',
    async (target) => {
      await fc.assert(
        fc.asyncProperty(names, async (name) => {
          const answer = await targets[target](name);
          expect(problemsWith(answer)).toEqual([]);
          if (answer.status >= 400) {
            counts.unicodeRefused += 1;
            return;
          }
          const { body, stored } = answer as typeof answer & { body: { name: string }; stored: string };
          // The forms trim surrounding white space (String.prototype.trim), and company names
          // also fold inner runs of it, as they are unique ignoring spacing; nothing else changes.
          const expected = target === 'company' ? name.trim().replace(/\s+/g, ' ') : name.trim();
          expect([body.name, stored]).toEqual([expected, expected]);
          counts.unicodeKept += 1;
        }),
        { numRuns: unicodeRuns, seed: SEED, endOnFailure: true },
      );
    },
  );
});

describe('prototype-pollution keys', () => {
  const polluted = () => {
    const probe: Record<string, unknown> = {};
    return 'polluted' in probe || Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');
  };
  const withPollution = (json: string, marker: string) =>
    json.replace(
      /^\{/,
      `{"__proto__":{"polluted":"${marker}"},"constructor":{"prototype":{"polluted":"${marker}"}},`,
    );
  const pollutingBodies = jsonBodyRoutes.map(([id]) => ({ id }));
  const pollutingQueries = entries.map(([id]) => id);
  planned.polluting = pollutingBodies.length * 2 + pollutingQueries.length;

  it.each(pollutingBodies)(
    '$id answers a body with __proto__ and constructor.prototype cleanly',
    async ({ id }) => {
      const marker = `pollution-${id}-${SEED}`;
      const sample = JSON.stringify(sampleOf(id)?.options?.body ?? {});
      // Also inside the first nested object, e.g. a packaging's component.
      const nested = sample.replace(/(\[\{)/, `[{"__proto__":{"polluted":"${marker}"},`);
      for (const text of [withPollution(sample, marker), withPollution(nested, marker)]) {
        const answer = await sendWith(id, { rawBody: text.replace(/,\}$/, '}') });
        expect(problemsWith(answer)).toEqual([]);
        expect(polluted(), 'Object.prototype was polluted').toBe(false);
        counts.polluting += 1;
      }
      expect(storedAnywhere(await settledSnapshot(), marker)).toBe(false);
    },
  );

  it.each(pollutingQueries)(
    '%s answers a query with __proto__ and constructor.prototype cleanly',
    async (id) => {
      const route: RouteDefinition = routes[id];
      const sample = sampleOf(id) ?? {};
      const marker = `pollution-q-${id}-${SEED}`;
      const hostile = [
        '__proto__[polluted]',
        '__proto__.polluted',
        'constructor[prototype][polluted]',
        '__proto__',
      ]
        .map((key) => `${encodeURIComponent(key)}=${marker}`)
        .join('&');
      const query = [sample.query, hostile].filter(Boolean).join('&');
      const token = route.auth === 'session' && id !== 'logout' ? admin.token : sample.options?.token;
      const answer = await call(route.method, `${pathWith(route.path, sample.params)}?${query}`, {
        ...sample.options,
        ...(token ? { token } : {}),
      });
      expect(problemsWith(answer)).toEqual([]);
      expect(polluted(), 'Object.prototype was polluted').toBe(false);
      expect(storedAnywhere(await settledSnapshot(), marker)).toBe(false);
      counts.polluting += 1;
    },
  );
});

afterAll(() => {
  const rows = [
    {
      what: 'Oversized bodies and files',
      figure: `${counts.oversized} calls refused with 413`,
      target: '413 with a code, nothing stored',
      ok: counts.oversized === jsonBodyRoutes.length + multipartRoutes.length + 1,
      ran: counts.oversized,
    },
    {
      what: 'Deeply nested JSON (10,000 and 120,000 levels)',
      figure: `${counts.nested} calls refused with 400, API still serving`,
      target: '400, no crash',
      ok: counts.nested === planned.nested,
      ran: counts.nested,
    },
    {
      what: 'Unicode and control characters in project, packaging, company and profile names',
      figure: `${counts.unicodeKept} stored intact, ${counts.unicodeRefused} refused cleanly`,
      target: 'intact or refused cleanly',
      ok: counts.unicodeKept + counts.unicodeRefused === planned.unicode,
      ran: counts.unicodeKept + counts.unicodeRefused,
    },
    {
      what: 'Prototype-pollution keys in bodies and queries',
      figure: `${counts.polluting} calls, Object.prototype untouched, nothing stored`,
      target: 'no pollution, clean answers',
      ok: counts.polluting === planned.polluting,
      ran: counts.polluting,
    },
  ];
  // A filtered run (-t) reports only what it ran; a failing test fails the run by itself.
  for (const { ran, ...row } of rows) if (ran > 0) report(row);
});
