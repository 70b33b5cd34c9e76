import { z } from 'zod';

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** One field a schema describes, addressed by its path in the input (array items at index 0). */
export interface SchemaField {
  path: (string | number)[];
  required: boolean;
  /** The JSON types the field accepts; empty when the schema does not say (e.g. a preprocess). */
  types: ReadonlySet<JsonType>;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface JsonSchemaNode {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const jsonTypeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

const variants = (node: JsonSchemaNode): JsonSchemaNode[] => [
  node,
  ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(variants),
];

const typesOf = (node: JsonSchemaNode): Set<JsonType> => {
  const types = new Set<JsonType>();
  for (const variant of variants(node)) {
    for (const type of [variant.type ?? []].flat())
      types.add(type === 'integer' ? 'number' : (type as JsonType));
    for (const value of variant.enum ?? []) types.add(jsonTypeOf(value));
    if ('const' in variant) types.add(jsonTypeOf(variant.const));
  }
  return types;
};

const firstOf = <K extends keyof JsonSchemaNode>(node: JsonSchemaNode, key: K) =>
  variants(node).find((variant) => variant[key] !== undefined)?.[key];

const objectNode = (node: JsonSchemaNode) => variants(node).find((variant) => variant.properties);

const fieldsOf = (node: JsonSchemaNode, prefix: (string | number)[], depth: number): SchemaField[] => {
  const object = objectNode(node);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, child]) => {
    const path = [...prefix, name];
    const minimum = firstOf(child, 'minimum') ?? firstOf(child, 'exclusiveMinimum');
    const maximum = firstOf(child, 'maximum') ?? firstOf(child, 'exclusiveMaximum');
    const maxLength = firstOf(child, 'maxLength');
    const field: SchemaField = {
      path,
      required: required.has(name),
      types: typesOf(child),
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(minimum !== undefined ? { minimum } : {}),
      ...(maximum !== undefined ? { maximum } : {}),
    };
    if (depth >= 2) return [field];
    const items = firstOf(child, 'items');
    const nested = [
      ...fieldsOf(child, path, depth + 1),
      ...(items ? fieldsOf(items, [...path, 0], depth + 1) : []),
    ];
    return [field, ...nested];
  });
};

/**
 * The fields of an input schema, read from its JSON Schema (input side, so defaults are not
 * required), two levels deep: enough to reach a packaging's components.
 */
export const schemaFields = (schema: z.ZodType): SchemaField[] =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode, [], 0);
