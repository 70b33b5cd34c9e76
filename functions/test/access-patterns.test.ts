import { describe, expect, it } from 'vitest';
import { accessPatterns, keyShape, type KeyName } from '../src/data/access-patterns';
import { platformKeys, tenantKeys } from '../src/data/keys';
import { packageSortIndexes } from '../src/data/repositories/packages';
import { projectSortIndexes } from '../src/data/repositories/projects';
import { postingSortIndexes } from '../src/data/repositories/search-postings';
import { userSortIndexes } from '../src/data/repositories/users';
import { tableSchema } from '../src/data/table-schema';

/** Every key builder keys.ts exports, by the name a pattern uses for it. */
const builderNames = (): string[] =>
  Object.entries({ tenantKeys, platformKeys }).flatMap(([group, keys]) =>
    Object.entries(keys).flatMap(([name, value]) =>
      typeof value === 'function' ? [`${group}.${name}`] : [],
    ),
  );

const named = new Set(accessPatterns.flatMap((pattern) => pattern.keys));

describe('the access-pattern table (data/access-patterns.ts)', () => {
  it('names every key builder of keys.ts in some pattern: a new key comes with its access pattern', () => {
    const missing = builderNames().filter((name) => !named.has(name as KeyName));
    expect(missing).toEqual([]);
  });

  it('names only builders keys.ts has, and renders each as it is built', () => {
    const builders = new Set(builderNames());
    for (const name of named) {
      expect(builders.has(name), name).toBe(true);
      expect(keyShape(name), name).not.toMatch(/undefined|NaN/);
    }
    expect(keyShape('tenantKeys.user')).toBe('T#<1>#USER#<2> / PROFILE');
    expect(keyShape('tenantKeys.usersPartition')).toBe('T#<1>#USERS');
    expect(keyShape('platformKeys.lookup')).toBe('LOOKUPS / <1>#<2>');
  });

  it('names for each list the indexes its repository reads, and only indexes the table has', () => {
    const tableIndexes = new Set<string>(tableSchema.globalSecondaryIndexes.map((index) => index.indexName));
    const listed = new Set(accessPatterns.flatMap((pattern) => pattern.indexes ?? []));
    for (const index of listed) expect(tableIndexes.has(index), index).toBe(true);
    const readByLists = {
      'tenantKeys.packagesPartition': Object.values(packageSortIndexes.company),
      'tenantKeys.projectPackagesPartition': Object.values(packageSortIndexes.project),
      'tenantKeys.projectsPartition': Object.values(projectSortIndexes),
      'tenantKeys.searchPostingsPartition': Object.values(postingSortIndexes),
      'tenantKeys.usersPartition': Object.values(userSortIndexes),
    } satisfies Partial<Record<KeyName, readonly string[]>>;
    for (const [partition, indexes] of Object.entries(readByLists)) {
      const patterns = accessPatterns.filter((pattern) => pattern.keys.includes(partition as KeyName));
      const documented = new Set(patterns.flatMap((pattern) => pattern.indexes ?? []));
      for (const index of indexes) expect(documented.has(index), `${partition} by ${index}`).toBe(true);
    }
  });

  it('gives every pattern its keys, and indexes to Queries only', () => {
    for (const pattern of accessPatterns) {
      expect(pattern.keys.length, pattern.pattern).toBeGreaterThan(0);
      if (pattern.indexes) expect(pattern.operation, pattern.pattern).toBe('Query');
    }
  });
});
