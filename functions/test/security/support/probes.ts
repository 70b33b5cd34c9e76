import fc from 'fast-check';
import { isMultipart, JSON_BODY_MAX_BYTES, type RouteDefinition } from '@recyclens/shared';
import { unknownKeys } from '../../../src/http/unknown-keys';
import type { CallOptions } from '../../support/api';
import { fileForm, pngBytes } from '../../support/images';
import { pathWith, type SampleCall } from '../../support/route-samples';
import { schemaFields, type JsonType, type SchemaField } from './schema-fields';

/**
 * One hostile change to a valid call, as plain data so fast-check can print and replay it.
 * `raw` is JSON text put in place of a value, for what JSON.stringify cannot write (1e999).
 */
export type Mutation =
  | {
      target: 'body';
      kind:
        | 'wrong-type'
        | 'nan-like'
        | 'huge-string'
        | 'out-of-range'
        | 'extra-key'
        | 'array-for-object'
        | 'missing';
      path: (string | number)[];
      value?: unknown;
      raw?: string;
    }
  | { target: 'body'; kind: 'whole-body'; raw: string }
  | {
      target: 'multipart';
      kind: 'json-instead' | 'wrong-field' | 'junk-bytes' | 'empty-file' | 'no-boundary' | 'script-as-image';
    }
  | { target: 'query'; kind: 'set' | 'append'; key: string; value: string }
  | { target: 'params'; kind: 'segment'; name: string; value: string };

export interface PreparedCall {
  path: string;
  options: CallOptions;
  /**
   * Whether the route's own schemas refuse this input, or it carries a key they do not know:
   * then the server must refuse it too.
   */
  mustRefuse: boolean;
}

/** Stands for the marker every extra key carries, so a test can look for it in the table. */
export const MARKER = '\u2063marker\u2063';

const hostileByType: Record<JsonType, unknown[]> = {
  string: [
    '',
    'NaN',
    'Infinity',
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '\u0000',
    '😀',
  ],
  number: [0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'two', null], [[[]]]],
  object: [{}, { $ne: null }, { length: 1e9 }],
};
const allTypes = Object.keys(hostileByType) as JsonType[];
const nanLike = ['NaN', 'Infinity', '-Infinity', '1e999', '0x1F', ' 42 ', '-0', '1_000'];
const extraKeys = [
  'isAdmin',
  'role',
  'clientId',
  'tenantId',
  'pk',
  'sk',
  'entity',
  'deletedAt',
  'passwordHash',
  'emailConfirmedAt',
  'ttl',
  'status',
  'companyIds',
  'id',
  'createdBy',
];
const wholeBodies = [
  '"text"',
  '42',
  'null',
  'true',
  '[]',
  '[{}]',
  'nul',
  '{"a":',
  '{"a":1}}',
  '\u0000',
  '{"a":1,"a":2}',
];
const hostileQueryValues = [
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0',
  '1.5',
  '0x10',
  '9'.repeat(400),
  'x'.repeat(2000),
  'ü😀',
  '<script>',
  "' OR 1=1",
  '__proto__',
  'asc,desc',
  'true,false',
  '\u0000',
  '[object Object]',
];
const extraQueryKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'clientId',
  'isAdmin',
  'limit[]',
  'q'.repeat(300),
];
const hostileSegments = [
  'x'.repeat(3000),
  'NaN',
  '-1',
  '0',
  'a b',
  'ü',
  '😀',
  "' OR '1'='1",
  '{userId}',
  'null',
  '__proto__',
  'constructor',
  '%00',
  'a/b',
  'A'.repeat(65),
  '\u0000',
  '*',
];

const wrongTypeValues = (field: SchemaField): unknown[] =>
  allTypes
    .filter((type) => field.types.size === 0 || !field.types.has(type))
    .flatMap((type) => hostileByType[type]);

const bodyMutations = (fields: SchemaField[]): fc.Arbitrary<Mutation>[] => {
  const arbitraries: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...wholeBodies).map((raw) => ({ target: 'body', kind: 'whole-body', raw })),
    fc
      .constantFrom(...extraKeys)
      .map((key) => ({ target: 'body', kind: 'extra-key', path: [key], value: MARKER })),
    fc.constant({ target: 'body', kind: 'array-for-object', path: [] }),
  ];
  if (fields.length === 0) return arbitraries;
  const field = fc.constantFrom(...fields);
  arbitraries.push(
    field.chain((f) =>
      fc
        .constantFrom(...wrongTypeValues(f))
        .map((value) => ({ target: 'body', kind: 'wrong-type', path: f.path, value })),
    ),
    field.chain((f) =>
      fc.constantFrom(...nanLike).map((value) => ({ target: 'body', kind: 'nan-like', path: f.path, value })),
    ),
    field.map((f) => ({ target: 'body', kind: 'array-for-object', path: f.path })),
  );
  const required = fields.filter((f) => f.required);
  if (required.length > 0)
    arbitraries.push(
      fc.constantFrom(...required).map((f) => ({ target: 'body', kind: 'missing', path: f.path })),
    );
  const strings = fields.filter((f) => f.types.has('string'));
  if (strings.length > 0)
    arbitraries.push(
      fc.tuple(fc.constantFrom(...strings), fc.constantFrom('x', 'é', '😀')).map(([f, unit]) => ({
        target: 'body',
        kind: 'huge-string',
        path: f.path,
        value: unit.repeat((f.maxLength ?? 60_000) + 1),
      })),
    );
  const numbers = fields.filter((f) => f.types.has('number'));
  if (numbers.length > 0)
    arbitraries.push(
      fc
        .constantFrom(...numbers)
        .chain((f) =>
          fc
            .constantFrom(
              { raw: '1e999' },
              { raw: '-1e999' },
              { value: (f.maximum ?? 2 ** 53) + 1 },
              { value: (f.minimum ?? -(2 ** 53)) - 1 },
              { value: 0.5 },
              { raw: '123456789012345678901234567890' },
            )
            .map((edit) => ({ target: 'body', kind: 'out-of-range', path: f.path, ...edit })),
        ),
    );
  return arbitraries;
};

type MultipartKind = Extract<Mutation, { target: 'multipart' }>['kind'];
const multipartMutations: fc.Arbitrary<Mutation> = fc
  .constantFrom<MultipartKind>(
    'json-instead',
    'wrong-field',
    'junk-bytes',
    'empty-file',
    'no-boundary',
    'script-as-image',
  )
  .map((kind): Mutation => ({ target: 'multipart', kind }));

const queryMutations = (route: RouteDefinition): fc.Arbitrary<Mutation>[] => {
  const keys = Object.keys(route.query?.shape ?? {});
  const arbitraries: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...extraQueryKeys), fc.constantFrom(...hostileQueryValues))
      .map(([key, value]) => ({ target: 'query', kind: 'set', key, value })),
  ];
  if (keys.length > 0) {
    const value = fc.oneof(
      fc.constantFrom(...hostileQueryValues),
      fc.string({ maxLength: 40, unit: 'grapheme' }),
    );
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...keys), value)
        .map(([key, v]) => ({ target: 'query', kind: 'set', key, value: v })),
      fc
        .tuple(fc.constantFrom(...keys), value)
        .map(([key, v]) => ({ target: 'query', kind: 'append', key, value: v })),
    );
  }
  return arbitraries;
};

const paramMutations = (route: RouteDefinition): fc.Arbitrary<Mutation>[] => {
  const names = Object.keys(route.params?.shape ?? {});
  if (names.length === 0) return [];
  const value = fc.oneof(
    fc.constantFrom(...hostileSegments),
    fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
  );
  return [
    fc
      .tuple(fc.constantFrom(...names), value)
      .map(([name, v]) => ({ target: 'params', kind: 'segment', name, value: v })),
  ];
};

/** One to three hostile changes to a route's valid call, drawn from its schemas. */
export const mutationsFor = (route: RouteDefinition): fc.Arbitrary<Mutation[]> => {
  const body = route.body;
  const arbitraries = [
    ...(body && isMultipart(body) ? [multipartMutations] : []),
    ...(body && !isMultipart(body) ? bodyMutations(schemaFields(body)) : []),
    ...queryMutations(route),
    ...paramMutations(route),
  ];
  return fc.array(fc.oneof(...arbitraries), { minLength: 1, maxLength: 3 });
};

type Json = Record<string | number, unknown>;
const RAW_SLOT = '\u2063raw\u2063';

const setAt = (root: unknown, path: (string | number)[], value: unknown, remove = false): unknown => {
  if (path.length === 0) return remove ? undefined : value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Json = Array.isArray(root)
    ? ([...root] as unknown as Json)
    : root && typeof root === 'object'
      ? { ...(root as Json) }
      : typeof head === 'number'
        ? ([] as unknown as Json)
        : {};
  if (remove && rest.length === 0) delete container[head];
  else container[head] = setAt(container[head], rest, value, remove);
  return container;
};

const multipartCall = (kind: MultipartKind): CallOptions => {
  switch (kind) {
    case 'json-instead':
      return { body: { file: 'picture.png' }, malformed: true };
    case 'wrong-field':
      return { form: fileForm(pngBytes(), 'p.png', 'image/png', 'attachment') };
    case 'junk-bytes':
      return { form: fileForm(Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]), 'p.png', 'image/png') };
    case 'empty-file':
      return { form: fileForm(Buffer.alloc(0), 'p.png', 'image/png') };
    case 'script-as-image':
      return { form: fileForm(Buffer.from('<svg onload="alert(1)"/>'), 'p.png', 'image/png') };
    default:
      return { rawBody: 'garbage', headers: { 'content-type': 'multipart/form-data' } };
  }
};

const queryRecord = (search: URLSearchParams): Record<string, string> => {
  const record: Record<string, string> = {};
  // The gateway joins repeated parameters with commas, as API Gateway does.
  for (const [key, value] of search)
    record[key] = record[key] === undefined ? value : `${record[key]},${value}`;
  return record;
};

type BodyMutation = Exclude<Extract<Mutation, { target: 'body' }>, { kind: 'whole-body' }>;

/** One change to a JSON body; values JSON cannot write go in as numbered slots (see RAW_SLOT). */
const applyToBody = (body: unknown, mutation: BodyMutation, marker: string, raws: string[]): unknown => {
  switch (mutation.kind) {
    case 'missing':
      return setAt(body, mutation.path, undefined, true);
    case 'array-for-object': {
      const current = mutation.path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], body);
      return setAt(body, mutation.path, [current ?? {}]);
    }
    default:
      if (mutation.raw !== undefined) {
        raws.push(mutation.raw);
        return setAt(body, mutation.path, `${RAW_SLOT}${raws.length - 1}`);
      }
      return setAt(body, mutation.path, mutation.value === MARKER ? marker : mutation.value);
  }
};

/** Applies the mutations to a valid sample call and asks the route's schemas for the verdict. */
export const prepareCall = (
  route: RouteDefinition,
  sample: SampleCall,
  mutations: Mutation[],
  marker: string,
): PreparedCall => {
  const params = { ...sample.params };
  const search = new URLSearchParams(sample.query ?? '');
  let options: CallOptions = { ...sample.options };
  let bodyValue: unknown = sample.options?.body ?? {};
  let bodyText: string | undefined;
  let multipartRefused = false;
  const raws: string[] = [];

  for (const mutation of mutations) {
    if (mutation.target === 'params') params[mutation.name] = mutation.value;
    else if (mutation.target === 'query') {
      if (mutation.kind === 'set') search.set(mutation.key, mutation.value);
      else search.append(mutation.key, mutation.value);
    } else if (mutation.target === 'multipart') {
      options = { ...multipartCall(mutation.kind), ...(options.token ? { token: options.token } : {}) };
      multipartRefused = true;
    } else if (mutation.kind === 'whole-body') bodyText = mutation.raw;
    else bodyValue = applyToBody(bodyValue, mutation, marker, raws);
  }

  const declared = route.body;
  let bodyRefused = false;
  if (declared && !isMultipart(declared) && !multipartRefused) {
    const text =
      bodyText ??
      raws.reduce(
        (json, raw, index) => json.replace(JSON.stringify(`${RAW_SLOT}${index}`), raw),
        JSON.stringify(bodyValue) ?? '',
      );
    options = {
      ...options,
      body: undefined,
      rawBody: text,
      headers: { ...options.headers, 'content-type': 'application/json' },
    };
    if (text === '') bodyRefused = !declared.safeParse({}).success;
    else if (Buffer.byteLength(text) > JSON_BODY_MAX_BYTES) bodyRefused = true;
    else {
      try {
        const json: unknown = JSON.parse(text);
        const parsed = declared.safeParse(json);
        bodyRefused = !parsed.success || unknownKeys(json, parsed.data).length > 0;
      } catch {
        bodyRefused = true;
      }
    }
  }
  const paramsRefused = route.params ? !route.params.safeParse(params).success : false;
  const queryRefused = route.query ? !route.query.safeParse(queryRecord(search)).success : false;
  const query = search.toString();
  return {
    path: `${pathWith(route.path, params)}${query ? `?${query}` : ''}`,
    options,
    mustRefuse: multipartRefused || bodyRefused || paramsRefused || queryRefused,
  };
};
