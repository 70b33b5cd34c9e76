import { auditActions, idField, roles } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isId,
  pathId,
  searchChoice,
  searchDay,
  searchFlag,
  searchId,
  searchParams,
  searchString,
  searchText,
  searchToken,
} from './url-params';

/*
 * The readers replaced zod schemas on the first load (decision 059): each must keep its schema's
 * answer, so a URL opens the same page as before. The schemas here are the ones they replaced.
 */
const samples: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  '  padded  ',
  'a'.repeat(100),
  ` ${'b'.repeat(100)} `,
  'c'.repeat(101),
  'x'.repeat(500),
  'x'.repeat(501),
  'y'.repeat(2000),
  'y'.repeat(2001),
  123,
  0,
  -1,
  1.5,
  true,
  false,
  'true',
  [],
  ['a'],
  {},
  'pkg_1-A',
  'has space',
  'ümlaut',
  'z'.repeat(64),
  'z'.repeat(65),
  '2026-02-28',
  '2024-02-29',
  '2026-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-1-01',
  '2026-01-01T00:00:00Z',
  'SIGN_IN',
  'COMPANY_ADDRESS_CHANGED',
  'sign_in',
  'CLIENT_ADMIN',
  'asc',
];

const caught = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const pairs: [string, { parse: (value: unknown) => unknown }, z.ZodType][] = [
  ['searchText(100)', searchText(100), caught(z.coerce.string().trim().max(100))],
  ['searchString(2000)', searchString(2000), caught(z.string().max(2000))],
  ['searchToken', searchToken, caught(z.string().min(1).max(500))],
  ['searchId', searchId, caught(z.coerce.string().pipe(idField))],
  ['searchChoice(auditActions)', searchChoice(auditActions), caught(z.enum(auditActions))],
  ['searchChoice(roles)', searchChoice(roles), caught(z.enum(roles))],
  ['searchChoice(asc, desc)', searchChoice(['asc', 'desc']), caught(z.enum(['asc', 'desc']))],
  ['searchFlag', searchFlag, caught(z.boolean())],
  ['searchDay', searchDay, caught(z.iso.date())],
];

describe('search parameters', () => {
  it.each(pairs)('%s reads every value as its zod schema did', (_, reader, schema) => {
    for (const value of samples)
      expect({ value, read: reader.parse(value) }).toEqual({ value, read: schema.parse(value) });
  });

  it('reads ids as the shared id rule does, and refuses a malformed one in a path', () => {
    for (const value of samples.filter((sample) => typeof sample === 'string')) {
      expect(isId(value)).toBe(idField.safeParse(value).success);
    }
    expect(pathId.parse('pkg_1-A')).toBe('pkg_1-A');
    expect(() => pathId.parse('has space')).toThrow();
  });

  it('keeps the known parameters, a misfit one as undefined, and leaves others out', () => {
    const search = searchParams({ q: searchText(100), order: searchChoice(['asc', 'desc']) });
    const read = search.parse({ q: ' water ', order: 'sideways', other: 'x' });
    expect(read).toEqual({ q: 'water', order: undefined });
    expect(read).toHaveProperty('order');
    expect(search.parse({})).not.toHaveProperty('q');
  });
});
