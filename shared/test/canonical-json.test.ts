import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/text/canonical-json';

describe('canonicalJson', () => {
  it('writes the same text for the same data whatever order its keys came in, at every depth', () => {
    const written = { b: 1, a: { d: [{ y: 2, x: 1 }], c: null } };
    const readBack = { a: { c: null, d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(readBack)).toBe(canonicalJson(written));
    expect(canonicalJson(written)).toBe('{"a":{"c":null,"d":[{"x":1,"y":2}]},"b":1}');
  });

  it('keeps the order of arrays, which is part of the data', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
});
