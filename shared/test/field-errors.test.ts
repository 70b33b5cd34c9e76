import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as shared from '../src';
import {
  fieldErrorCatalog,
  fieldErrorCodeOfText,
  fieldErrorOfText,
  fieldErrorCodes,
  fieldErrorText,
  languages,
  routes,
  userEditFormSchemaFor,
  validationMessages,
  type RouteDefinition,
} from '../src';

interface Node {
  _zod: { def: Record<string, unknown> & { error?: () => unknown; checks?: Node[] } };
}

const childrenOf = (def: Record<string, unknown>): unknown[] => [
  ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
  ...((def.options as unknown[] | undefined) ?? []),
  def.element,
  def.innerType,
  def.in,
  def.out,
  def.left,
  def.right,
  def.keyType,
  def.valueType,
];

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every text a schema gives as its own error message, on the schema or on one of its checks. */
const ownTexts = (root: unknown, seen = new Set<unknown>()): string[] => {
  if (!isNode(root) || seen.has(root)) return [];
  seen.add(root);
  const { def } = root._zod;
  const textOf = (node: Node) => {
    try {
      return node._zod.def.error?.();
    } catch {
      return undefined;
    }
  };
  return [root, ...(def.checks ?? [])]
    .map(textOf)
    .filter((text): text is string => typeof text === 'string')
    .concat(childrenOf(def).flatMap((child) => ownTexts(child, seen)));
};

describe('the field error catalogue', () => {
  it('has every message in English, German and French, with no parameter English lacks', () => {
    for (const code of fieldErrorCodes) {
      const texts = languages.map((language) => fieldErrorCatalog[code][language]);
      expect(texts.every(Boolean), code).toBe(true);
      // A translation may leave out a parameter that only reads well in English (a lookup's kind).
      const parametersOf = (text: string) => text.match(/\{\w+\}/g) ?? [];
      const english = parametersOf(fieldErrorCatalog[code].EN);
      for (const text of texts) expect(english, code).toEqual(expect.arrayContaining(parametersOf(text)));
    }
  });

  it('fills in the parameters of the failed rule', () => {
    expect(fieldErrorText('TOO_LONG', 'DE', { maximum: 200 })).toBe('Verwenden Sie höchstens 200 Zeichen');
    expect(fieldErrorText('INVALID_CHOICE', 'FR', { options: 'asc, desc' })).toBe(
      "Choisissez l'une des valeurs : asc, desc",
    );
  });

  it('finds the code and parameters of a filled-in English text', () => {
    expect(fieldErrorOfText('Unknown material: unobtainium')).toEqual({
      code: 'UNKNOWN_LOOKUP',
      params: { kind: 'material', id: 'unobtainium' },
    });
    expect(fieldErrorOfText('Unknown project')).toEqual({ code: 'UNKNOWN_PROJECT', params: {} });
    expect(fieldErrorOfText('Something of our own')).toBeUndefined();
  });

  it('has a code for every text of SPEC.md §5', () => {
    expect(Object.values(validationMessages).filter((text) => !fieldErrorCodeOfText(text))).toEqual([]);
  });

  it('has a code for every error text the schemas of the routes and forms carry', () => {
    const schemas = [
      ...Object.values<RouteDefinition>(routes).flatMap((route) => [route.params, route.query, route.body]),
      ...Object.values(shared).filter((value) => value instanceof z.ZodType),
      userEditFormSchemaFor(false),
    ];
    const texts = new Set(schemas.flatMap((schema) => ownTexts(schema)));
    expect(texts.size).toBeGreaterThan(30);
    expect([...texts].filter((text) => !fieldErrorCodeOfText(text))).toEqual([]);
  });
});
