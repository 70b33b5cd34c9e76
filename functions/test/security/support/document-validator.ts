import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

/** A JSON Schema of the served document, as far as the fuzzer reads it. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  'x-trimmed'?: boolean;
  'x-no-links'?: boolean;
}

const variantsOf = (schema: Schema): Schema[] => [
  schema,
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(variantsOf),
];

/** Formats as loosely as a generated client would check them (as support/openapi-check.ts does). */
const formats: Record<string, (value: string) => boolean> = {
  'date-time': (value) => !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  uri: (value) => URL.canParse(value),
  uuid: (value) => /^[0-9a-f-]{36}$/i.test(value),
  binary: () => true,
};

/** What `x-no-links` forbids, in the words of the document's note: a URL scheme, www., < or >. */
const linkOrMarkup = /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\./i;

/**
 * A value as the document's notes say the server reads it: strings marked `x-trimmed` are trimmed
 * before the other keywords apply, and one marked `x-no-links` must hold no link or markup.
 */
const asRead = (schema: Schema, value: unknown): { value: unknown; problems: string[] } => {
  const variants = variantsOf(schema);
  if (typeof value === 'string') {
    const text = variants.some((variant) => variant['x-trimmed']) ? value.trim() : value;
    const linked = variants.some((variant) => variant['x-no-links']) && linkOrMarkup.test(text);
    return { value: text, problems: linked ? ['a link or markup'] : [] };
  }
  if (Array.isArray(value)) {
    const items = variants.find((variant) => variant.items)?.items;
    if (!items) return { value, problems: [] };
    const read = value.map((item) => asRead(items, item));
    return { value: read.map((r) => r.value), problems: read.flatMap((r) => r.problems) };
  }
  if (value && typeof value === 'object') {
    const properties = Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<
      string,
      Schema
    >;
    const problems: string[] = [];
    const read = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const property = properties[key];
        if (!property) return [key, inner];
        const result = asRead(property, inner);
        problems.push(...result.problems.map((problem) => `${key}: ${problem}`));
        return [key, result.value];
      }),
    );
    return { value: read, problems };
  }
  return { value, problems: [] };
};

/** Checks values against schemas of the served document, reading its `x-` notes as the server does. */
export const documentValidator = () => {
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  for (const [name, validate] of Object.entries(formats)) ajv.addFormat(name, { type: 'string', validate });
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return {
    /** Whether the document calls `value` valid for `schema` (a body, a field or a parameter). */
    isValid(schema: Schema, value: unknown): boolean {
      const read = asRead(schema, value);
      return read.problems.length === 0 && validatorOf(schema)(read.value);
    },
    /**
     * A query or path parameter as sent (text): an integer must be written in decimal digits, an
     * array as comma-separated items; `undefined` stands for a value that did not decode.
     */
    isValidParameter(schema: Schema, text: string | undefined): boolean {
      if (text === undefined) return false;
      const types = variantsOf(schema).flatMap((variant) => [variant.type ?? []].flat());
      if (types.includes('integer') || types.includes('number')) {
        return /^-?\d+$/.test(text) && this.isValid(schema, Number(text));
      }
      if (types.includes('array')) return this.isValid(schema, text === '' ? [] : text.split(','));
      return this.isValid(schema, text);
    },
  };
};
export type DocumentValidator = ReturnType<typeof documentValidator>;
