import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessPatterns, keyShape } from '../src/data/access-patterns';
import { platformKeys, tenantKeys } from '../src/data/keys';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('tenant-owned keys', () => {
  const clientId = 'tenant-under-test';
  type AnyBuilder = (...args: string[]) => unknown;
  const builders = Object.entries(tenantKeys).flatMap(([name, value]) =>
    typeof value === 'function' ? [[name, value as AnyBuilder] as const] : [],
  );

  it.each(builders)('%s starts from the tenant id', (_name, build) => {
    // Every builder takes the tenant id first; the other arguments are sample values.
    const built = build(clientId, 'a', 'b', 'c', 'd');
    const partitions =
      typeof built === 'string'
        ? [built]
        : Object.entries(built as Record<string, string>)
            .filter(([attribute]) => attribute.endsWith('pk'))
            .map(([, value]) => value);
    expect(partitions.length).toBeGreaterThan(0);
    for (const partition of partitions) expect(partition.startsWith(`T#${clientId}`)).toBe(true);
  });

  it('gives every tenant-owned key of the access-pattern table the tenant prefix, and no platform key', () => {
    for (const pattern of accessPatterns) {
      for (const key of pattern.keys) {
        const shape = keyShape(key);
        // keyShape passes the builder's arguments as <1>, <2>…: the tenant id is the first.
        if (key.startsWith('tenantKeys.')) expect(shape, `${pattern.pattern}: ${key}`).toMatch(/^T#<1>/);
        else expect(shape, `${pattern.pattern}: ${key}`).not.toMatch(/^T#/);
      }
    }
  });

  it('keeps platform-wide keys out of the tenant prefix on purpose', () => {
    expect(platformKeys.email('Ada@Example.com').pk).toBe('EMAIL#ada@example.com');
    expect(platformKeys.clientUrl('HTTPS://Acme.example.com').pk).toBe('URL#https://acme.example.com');
    expect(platformKeys.lookup('material', 'pet').pk).toBe('LOOKUPS');
  });
});

describe('request paths never Scan', () => {
  it('has no Scan command anywhere in the function code', () => {
    const root = resolve(import.meta.dirname, '../src');
    const offenders = sourceFiles(root).filter((file) =>
      /\bScan(Command|Input)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('lists only Query, Get, Put, Update and transaction operations', () => {
    for (const pattern of accessPatterns) expect(pattern.operation).not.toMatch(/Scan/);
  });
});
