import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as shared from '../src';
import {
  fieldError,
  fieldErrorCodes,
  fieldErrorParamNames,
  isFieldErrorCode,
  isPlainFieldErrorCode,
  loginFormSchema,
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

/** Every message a schema gives as its own, on the schema or on one of its checks. */
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

describe('the field error codes', () => {
  it('are what a schema gives as its message, so no text is read back into a code', () => {
    const result = loginFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'EMAIL_REQUIRED',
      'PASSWORD_REQUIRED',
    ]);
  });

  it('tell a code from any other message', () => {
    expect(isFieldErrorCode('PROJECT_NAME_REQUIRED')).toBe(true);
    expect(isFieldErrorCode('Project name is required')).toBe(false);
    expect(isFieldErrorCode('Invalid input: expected string, received undefined')).toBe(false);
    // Names every object has are no codes.
    expect(isFieldErrorCode('toString')).toBe(false);
    expect(isFieldErrorCode('constructor')).toBe(false);
  });

  it('say which need the failed rule’s parameters', () => {
    expect(fieldErrorParamNames('TOO_LONG')).toEqual(['maximum']);
    expect(fieldErrorParamNames('UNKNOWN_LOOKUP')).toEqual(['kind', 'id']);
    expect(fieldErrorParamNames('EMAIL_REQUIRED')).toEqual([]);
    expect(isPlainFieldErrorCode('EMAIL_REQUIRED')).toBe(true);
    expect(isPlainFieldErrorCode('TOO_LONG')).toBe(false);
    expect(isPlainFieldErrorCode('Email is required')).toBe(false);
  });

  it('name each code as itself', () => {
    expect(fieldErrorCodes.filter((code) => fieldError[code] !== code)).toEqual([]);
  });

  it('cover every text of docs/product.md#validation', () => {
    expect(Object.values(validationMessages).filter((code) => !isFieldErrorCode(code))).toEqual([]);
  });

  it('are the only messages the schemas of the routes and forms give', () => {
    const schemas = [
      ...Object.values<RouteDefinition>(routes).flatMap((route) => [route.params, route.query, route.body]),
      ...Object.values(shared).filter((value) => value instanceof z.ZodType),
      userEditFormSchemaFor(false),
    ];
    const messages = new Set(schemas.flatMap((schema) => ownTexts(schema)));
    expect(messages.size).toBeGreaterThan(30);
    expect([...messages].filter((message) => !isFieldErrorCode(message))).toEqual([]);
  });
});
