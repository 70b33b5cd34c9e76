import fc from 'fast-check';
import type { DocumentValidator, Schema } from './document-validator';

/** One operation of the served document, as the fuzzer reads it. */
export interface DocumentOperation {
  id: string;
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  jsonBody?: Schema;
  multipart: boolean;
  /** Needs no token (`security: []`). */
  isPublic: boolean;
  /** `x-error-codes`: every code the operation may answer. */
  errorCodes: string[];
  /** The codes of the rules across fields its description lists (`… (else CODE)`). */
  crossFieldCodes: string[];
}

interface RawOperation {
  operationId: string;
  description?: string;
  parameters?: ({ $ref: string } | DocumentOperation['parameters'][number])[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-error-codes'?: string[];
  security?: unknown[];
}
export interface ServedDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { parameters?: Record<string, DocumentOperation['parameters'][number]> };
}

/** Every operation of the served document, its shared parameters resolved. */
export const operationsOf = (document: ServedDocument): DocumentOperation[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      id: operation.operationId,
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).map((parameter) =>
        '$ref' in parameter
          ? (document.components.parameters?.[parameter.$ref.split('/').at(-1) ?? ''] ??
            (() => {
              throw new Error(`unknown parameter ${parameter.$ref}`);
            })())
          : parameter,
      ),
      ...(operation.requestBody?.content['application/json']
        ? { jsonBody: operation.requestBody.content['application/json'].schema }
        : {}),
      multipart: Boolean(operation.requestBody?.content['multipart/form-data']),
      isPublic: operation.security?.length === 0,
      errorCodes: operation['x-error-codes'] ?? [],
      crossFieldCodes: [...(operation.description ?? '').matchAll(/\(else ([A-Z_]+)\)/g)].map(
        (m) => m[1] ?? '',
      ),
    })),
  );

/**
 * One change to a valid sample call, as plain data so fast-check prints and replays it. `valid`
 * says whether the document calls the changed call valid: then it must succeed or fail only with
 * a code the operation lists; otherwise it must be refused.
 */
export type Edit =
  | { at: 'none' }
  | { at: 'token'; value: string }
  | { at: 'body'; path: (string | number)[]; value?: unknown; remove?: true }
  | { at: 'raw-body'; text: string }
  | { at: 'content-type'; value: string }
  | { at: 'query'; name: string; value: string }
  | { at: 'path'; name: string; segment: string }
  | { at: 'header'; name: string; value: string }
  | { at: 'multipart'; kind: 'junk-bytes' | 'empty-file' | 'wrong-field' | 'no-boundary' };
export interface Case {
  valid: boolean;
  edit: Edit;
}

/** Stands for the marker an unknown key carries, so the table can be searched for it. */
export const MARKER = '\u2063marker\u2063';

const variantsOf = (schema: Schema): Schema[] => [
  schema,
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(variantsOf),
];
const typesOf = (schema: Schema): Set<string> => {
  const types = new Set<string>();
  for (const variant of variantsOf(schema)) {
    for (const type of [variant.type ?? []].flat()) types.add(type);
    for (const value of [...(variant.enum ?? []), ...('const' in variant ? [variant.const] : [])])
      types.add(value === null ? 'null' : typeof value);
  }
  return types;
};
const first = <K extends keyof Schema>(schema: Schema, key: K): Schema[K] | undefined =>
  variantsOf(schema).find((variant) => variant[key] !== undefined)?.[key];

/** The pools: text that folds long, breaks encodings or the rules, and values of every type. */
const digitRuns = (length: number) => '1 '.repeat(Math.ceil(length / 2)).slice(0, length);
const stringPool = (schema: Schema): string[] => {
  const max = first(schema, 'maxLength') ?? 300;
  const min = first(schema, 'minLength') ?? 0;
  const capped = Math.min(max, 4000);
  return [
    'Probe',
    'Müller-Lüdenscheid',
    "O'Neil",
    'Crème brûlée',
    'Ωμέγα Δέλτα',
    '東京 2',
    '\uFEFFProbe',
    '  Probe \n',
    'a'.repeat(Math.max(min, 1)),
    'x'.repeat(capped),
    '\uFDFA'.repeat(capped),
    digitRuns(capped),
    '😀'.repeat(Math.floor(capped / 2)),
    'e\u0301'.repeat(Math.floor(capped / 2)),
    'probe@example.com',
    'https://probe.example.com',
    '2026-01-10',
    '2026-01-10T10:00:00.000Z',
    'abc_DEF-123',
    'A'.repeat(Math.min(max, 64)),
    'DE',
    'true',
  ];
};
const hostileStrings = (schema: Schema): string[] => {
  const max = first(schema, 'maxLength');
  return [
    '',
    '   ',
    'a\u0000b',
    'a\uD800b',
    '\uDFFF',
    'a\nb',
    'a\u0007b',
    'a\u2028b',
    '<script>alert(1)</script>',
    'www.probe.example',
    'javascript://x',
    'not an email',
    'NOT_AN_OPTION',
    ...(max !== undefined
      ? [
          'x'.repeat(max + 1),
          '\uFDFA'.repeat(max + 1),
          digitRuns(max + 1),
          '😀'.repeat(Math.ceil((max + 1) / 2)),
        ]
      : ['x'.repeat(70_000)]),
  ];
};
const otherTypes: Record<string, unknown[]> = {
  string: ['1', 'NaN'],
  number: [0, -1, 0.5, 1e308, -(2 ** 53) - 2],
  integer: [0, 7],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'two']],
  object: [{}, { $ne: null }],
};
const numbersAround = (schema: Schema, integer: boolean): number[] => {
  const min = first(schema, 'minimum');
  const max = first(schema, 'maximum');
  return [
    ...(min !== undefined ? [min, min - 1] : [0, -1]),
    ...(max !== undefined ? [max, max + 1] : [1e6]),
    integer ? 1.5 : 0.25,
    1,
    2,
  ];
};

/** Every value worth trying for a schema; the validator sorts them into valid and invalid. */
const candidatesFor = (schema: Schema): unknown[] => {
  const types = typesOf(schema);
  const enums = variantsOf(schema).flatMap((variant) => [
    ...(variant.enum ?? []),
    ...('const' in variant ? [variant.const] : []),
  ]);
  const values: unknown[] = [...enums];
  if (types.has('string')) values.push(...stringPool(schema), ...hostileStrings(schema));
  if (types.has('integer') || types.has('number'))
    values.push(...numbersAround(schema, !types.has('number')));
  for (const [type, samples] of Object.entries(otherTypes)) if (!types.has(type)) values.push(...samples);
  return values;
};

type Json = Record<string | number, unknown>;
const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], root);

export const withEdit = (
  root: unknown,
  path: (string | number)[],
  value: unknown,
  remove = false,
): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (Array.isArray(root) ? [...root] : { ...(root as Json) }) as Json;
  if (remove && rest.length === 0) delete container[head];
  // Defined, not assigned: a `__proto__` key must become a key of the body, not its prototype.
  else
    Object.defineProperty(container, head, {
      value: withEdit(container[head], rest, value, remove),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return container;
};

/** The fields of a body schema the sample reaches, two levels deep (a packaging's components). */
const bodyFields = (schema: Schema, sample: unknown, prefix: (string | number)[] = [], depth = 0) => {
  const fields: { path: (string | number)[]; schema: Schema; required: boolean }[] = [];
  const object = variantsOf(schema).find((variant) => variant.properties);
  if (!object?.properties) return fields;
  const required = new Set(object.required ?? []);
  for (const [name, child] of Object.entries(object.properties)) {
    const path = [...prefix, name];
    fields.push({ path, schema: child, required: required.has(name) });
    if (depth >= 2) continue;
    const value = valueAt(sample, path);
    if (value && typeof value === 'object' && !Array.isArray(value))
      fields.push(...bodyFields(child, sample, path, depth + 1));
    const items = first(child, 'items');
    if (Array.isArray(value) && value.length > 0 && items)
      fields.push(...bodyFields(items, sample, [...path, 0], depth + 1));
  }
  return fields;
};

const encodedSegments = ['%zz', '%ff%fe', '%ED%A0%80', 'ab%', '%C0%AF'];
const decodedOrUndefined = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};
const parameterCandidates = (schema: Schema): string[] => [
  ...new Set([
    ...candidatesFor(schema)
      .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(String),
    '0x10',
    '+5',
    '1e1',
    ' 5',
    '5.0',
    '',
    'NaN',
    '-1',
    '9'.repeat(30),
  ]),
];

/**
 * All cases of an operation, sorted into those the document calls valid and those it does not,
 * each checked by the validator against the whole changed input, not only the changed value.
 */
export const casesOf = (
  operation: DocumentOperation,
  sample: { body?: unknown; query: URLSearchParams; params: Record<string, string> },
  validator: DocumentValidator,
): Case[] => {
  // Every operation: its sample as it is, an address longer than any gateway reads and, where a
  // session is needed, credentials that are none.
  const cases: Case[] = [
    { valid: true, edit: { at: 'none' } },
    { valid: false, edit: { at: 'query', name: 'padding', value: 'x'.repeat(17_000) } },
  ];
  if (!operation.isPublic)
    for (const value of ['', 'x', 'x.y.z', `${'a'.repeat(40)}.${'b'.repeat(40)}.${'c'.repeat(40)}`])
      cases.push({ valid: false, edit: { at: 'token', value } });
  const body = operation.jsonBody;
  if (body) {
    for (const field of bodyFields(body, sample.body)) {
      for (const value of candidatesFor(field.schema)) {
        const edited = withEdit(sample.body, field.path, value);
        cases.push({ valid: validator.isValid(body, edited), edit: { at: 'body', path: field.path, value } });
      }
      if (field.required) cases.push({ valid: false, edit: { at: 'body', path: field.path, remove: true } });
    }
    if (variantsOf(body).some((variant) => variant.additionalProperties === false))
      for (const key of ['isAdmin', 'clientId', 'pk', 'role', '__proto__'])
        cases.push({ valid: false, edit: { at: 'body', path: [key], value: MARKER } });
    for (const text of ['{"a":', '[]', 'null', '"text"', '42', '{"a":1}}', '\u0000'])
      cases.push({ valid: false, edit: { at: 'raw-body', text } });
    for (const value of ['application/vnd.api+json', 'text/plain', 'application/x-www-form-urlencoded'])
      cases.push({ valid: false, edit: { at: 'content-type', value } });
  }
  if (operation.multipart)
    for (const kind of ['junk-bytes', 'empty-file', 'wrong-field', 'no-boundary'] as const)
      cases.push({ valid: false, edit: { at: 'multipart', kind } });
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query') {
      // A lone surrogate in a query goes out as U+FFFD (URLSearchParams encodes well-formed text
      // only), which is valid: it cannot be sent as itself, so it is not a case.
      for (const value of parameterCandidates(parameter.schema).filter((v) => v.isWellFormed())) {
        // An empty value is a value (OpenAPI's allowEmptyValue is false), not an absent parameter.
        const valid = validator.isValidParameter(parameter.schema, value);
        cases.push({ valid, edit: { at: 'query', name: parameter.name, value } });
      }
    } else if (parameter.in === 'path') {
      const segments = [
        // A lone surrogate cannot be percent-encoded as text; encodedSegments holds its bytes.
        ...parameterCandidates(parameter.schema)
          .filter((value) => value.isWellFormed())
          .map((value) => encodeURIComponent(value)),
        ...encodedSegments,
      ];
      for (const segment of segments) {
        const valid = validator.isValidParameter(parameter.schema, decodedOrUndefined(segment));
        // An empty segment is another path, not an empty parameter.
        if (segment !== '') cases.push({ valid, edit: { at: 'path', name: parameter.name, segment } });
      }
    } else {
      for (const value of ['', '../x', 'x'.repeat(65), 'no-such-company'])
        cases.push({
          valid: validator.isValidParameter(parameter.schema, value),
          edit: { at: 'header', name: parameter.name, value },
        });
    }
  }
  return cases;
};

/** A fast-check choice among an operation's cases, valid and invalid ones alike. */
export const caseArbitrary = (cases: Case[]): fc.Arbitrary<Case> => {
  const valid = cases.filter((c) => c.valid);
  const invalid = cases.filter((c) => !c.valid);
  return fc.oneof(
    ...[valid, invalid].filter((list) => list.length > 0).map((list) => fc.constantFrom(...list)),
  );
};
