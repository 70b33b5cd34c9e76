import { createPackageBodySchema } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { unknownKeys } from '../src/http/unknown-keys';

const strippedBy = (schema: z.ZodType, json: string) => {
  const raw: unknown = JSON.parse(json);
  return unknownKeys(raw, schema.parse(raw));
};

describe('unknown keys of a JSON body', () => {
  it('names a misspelt key at the top and inside an array of objects by its dot path', () => {
    const body = JSON.stringify({
      name: 'Bottle',
      descriptoin: 'typo',
      components: [{ name: 'Cap' }, { name: 'Label', colour: 'red' }],
    });
    expect(strippedBy(createPackageBodySchema, body)).toEqual(['descriptoin', 'components.1.colour']);
  });

  it('names keys every object inherits when the caller sent them', () => {
    const body = '{"name":"Bottle","__proto__":{"draft":false},"constructor":"x","toString":1}';
    expect(strippedBy(createPackageBodySchema, body)).toEqual(['__proto__', 'constructor', 'toString']);
  });

  it('says nothing of declared keys, defaulted or null ones included', () => {
    const body = JSON.stringify({ name: 'Bottle', categoryId: null, draft: true, components: [] });
    expect(strippedBy(createPackageBodySchema, body)).toEqual([]);
  });

  it('keeps the keys of records and of the union member that matched', () => {
    const schema = z.object({
      meta: z.record(z.string(), z.number()),
      shape: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ b: z.string() })]),
    });
    expect(strippedBy(schema, '{"meta":{"x":1,"y":2},"shape":{"kind":"a","a":1}}')).toEqual([]);
    expect(strippedBy(schema, '{"meta":{},"shape":{"kind":"a","a":1,"extra":true}}')).toEqual([
      'shape.extra',
    ]);
  });

  it('does not compare values a transform turned into something else', () => {
    const schema = z.object({
      at: z.object({ iso: z.string() }).transform(({ iso }) => new Date(iso)),
      tags: z.array(z.object({ t: z.string() })).transform((tags) => tags.slice(1)),
    });
    expect(strippedBy(schema, '{"at":{"iso":"2024-01-01"},"tags":[{"t":"a"},{"t":"b"}]}')).toEqual([]);
  });
});
