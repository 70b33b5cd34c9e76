import * as z from 'zod';
import { anyTextPattern, documentedRules } from '../validation/documented';

export type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';
const DEFS_PREFIX = '#/$defs/';

type Override = NonNullable<z.core.ToJSONSchemaParams['override']>;

/**
 * zod writes a record keyed by an enum (every key present) as `required` keys beside
 * `additionalProperties`; readers and linters want each required key declared, so the keys get
 * the value's schema as their own.
 */
const declareRecordKeys = (jsonSchema: z.core.JSONSchema.BaseSchema) => {
  const { required, properties, additionalProperties } = jsonSchema;
  if (!required || properties || typeof additionalProperties !== 'object') return;
  jsonSchema.properties = Object.fromEntries(required.map((key) => [key, additionalProperties]));
};

/**
 * zod writes `additionalProperties: false` only on the output side of a stripping object;
 * `closed` puts it back where the server holds to it: requests, whose unknown keys are refused
 * (validate-input), and the error body, built key by key. Other answers are entities as the
 * services return them and stay open.
 */
const overrideFor =
  (closed: boolean): Override =>
  ({ zodSchema, jsonSchema }) => {
    const { def } = zodSchema._zod;
    if (closed && def.type === 'object' && def.catchall === undefined)
      jsonSchema.additionalProperties = false;
    declareRecordKeys(jsonSchema);
    // Requests only: what callers may send is what they must be told. Answers are the server's
    // own, repaired on the way out (decision 020).
    const rules = closed ? documentedRules.get(zodSchema) : undefined;
    if (rules) Object.assign(jsonSchema, rules);
    if (closed && isFreeText(jsonSchema)) jsonSchema.pattern = anyTextPattern;
  };

/**
 * Requests are described as callers write them (io 'input': a field with a default is optional
 * and shows it), answers as they travel (dates as strings, before the client's transforms), so
 * both use the input side.
 */
const baseParams = { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' } as const;

const withoutKeys = (json: JsonSchema, ...keys: string[]): JsonSchema =>
  Object.fromEntries(Object.entries(json).filter(([key]) => !keys.includes(key)));

/** A request string no narrower rule describes: it holds the characters every string may hold. */
const isFreeText = (json: z.core.JSONSchema.BaseSchema) =>
  json.type === 'string' &&
  json.pattern === undefined &&
  json.enum === undefined &&
  json.const === undefined &&
  json.format !== 'binary' &&
  json['x-verbatim'] !== true;

/** Points zod's local `$defs` refs at the document's shared components. */
const toComponentRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS_PREFIX)
        ? `${COMPONENT_PREFIX}${inner.slice(DEFS_PREFIX.length)}`
        : toComponentRefs(inner),
    ]),
  );
};

/** A request's schema, closed and whole: request bodies are forms, not shared entities. */
export const requestSchema = (schema: z.ZodType): JsonSchema =>
  withoutKeys(
    z.toJSONSchema(schema, {
      ...baseParams,
      metadata: z.registry(),
      override: overrideFor(true),
    }) as JsonSchema,
    '$schema',
  );

/**
 * The answers' schemas over shared components: each schema named in `named` is written once
 * under components.schemas and referred to by `$ref` wherever an answer holds it.
 */
export const answerSchemas = (named: Readonly<Record<string, z.ZodType>>, closedNames: readonly string[]) => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });

  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(named)) {
    const json = z.toJSONSchema(schema, {
      ...baseParams,
      metadata: registry,
      override: overrideFor(closedNames.includes(id)),
    }) as { $defs?: Record<string, JsonSchema> };
    // A named root comes back as a `$ref` to its own $defs entry, beside those of the components
    // it holds, which are written on their own turn.
    const body = json.$defs?.[id];
    if (!body) throw new Error(`zod did not write the component ${id} under $defs`);
    components[id] = toComponentRefs(body) as JsonSchema;
  }

  return {
    components,
    /** An answer's schema: a `$ref` when it is a component, else its own schema over components. */
    of(schema: z.ZodType): JsonSchema {
      const id = registry.get(schema)?.id;
      if (id) return { $ref: `${COMPONENT_PREFIX}${id}` };
      const json = z.toJSONSchema(schema, {
        ...baseParams,
        metadata: registry,
        override: overrideFor(false),
      }) as JsonSchema;
      return toComponentRefs(withoutKeys(json, '$schema', '$defs')) as JsonSchema;
    },
  };
};
