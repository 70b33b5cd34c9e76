import { describe, expect, it } from 'vitest';
import { pageCursors, type CursorScope } from '../../src/security/page-cursors';
import { derivedKey, open, seal } from '../../src/security/sealed-box';
import { keyDocument as doc, keySecret, manualKeyRing } from '../support/manual-key-ring';

/** Page cursors over a key ring we rotate by hand, with a clock we move. */
const setUp = () => {
  const { ring, ...controls } = manualKeyRing();
  return { cursors: pageCursors(ring), ...controls };
};

const scope: CursorScope = {
  list: 'packages',
  clientId: 'tenant-a',
  companyId: 'company-a',
  userId: 'user-a',
};
const position = Buffer.from(
  JSON.stringify({
    pk: 'CLIENT#tenant-a#COMPANY#company-a#PACKAGE#p1',
    sk: 'PACKAGE',
    gsi3pk: 'CLIENT#tenant-a#COMPANY#company-a#PACKAGES',
    gsi3sk: 'UPDATED#2026-11-25T20:00:00.000Z#p1',
  }),
);

describe('sealed box', () => {
  const key = derivedKey(keySecret(1), 'test');
  const aad = Buffer.from('context');

  it('opens what it sealed, only with the same key and context', () => {
    const sealed = seal(key, position, aad);
    expect(open(key, sealed, aad)).toEqual(position);
    expect(open(key, sealed, Buffer.from('other context'))).toBeUndefined();
    expect(open(derivedKey(keySecret(2), 'test'), sealed, aad)).toBeUndefined();
    expect(open(derivedKey(keySecret(1), 'another purpose'), sealed, aad)).toBeUndefined();
  });

  it('seals the same bytes differently each time', () => {
    expect(seal(key, position, aad)).not.toBe(seal(key, position, aad));
  });

  it('refuses every single changed character, a cut and garbage', () => {
    const sealed = seal(key, position, aad);
    for (let at = 0; at < sealed.length; at++) {
      const changed = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
      expect(open(key, changed, aad)).toBeUndefined();
    }
    for (const forged of [sealed.slice(0, -1), sealed.slice(0, 20), `${sealed}!`, `${sealed}=`, 'e30', ''])
      expect(open(key, forged, aad)).toBeUndefined();
  });

  it('derives a key once per secret and purpose', () => {
    expect(derivedKey(keySecret(1), 'test')).toBe(key);
    expect(key).toHaveLength(32);
  });
});

describe('page cursors', () => {
  it('open in the scope they were sealed for, and in no other', async () => {
    const { cursors } = setUp();
    const cursor = await cursors.seal(position, scope);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await cursors.open(cursor, scope)).toEqual(position);
    for (const other of [
      { ...scope, list: 'projects' },
      { ...scope, clientId: 'tenant-b' },
      { ...scope, companyId: 'company-b' },
      { ...scope, companyId: undefined },
      { ...scope, userId: 'user-b' },
    ])
      expect(await cursors.open(cursor, other)).toBeUndefined();
  });

  it('keep opening after a rotation, not after the next', async () => {
    const { cursors, rotate, advance } = setUp();
    const cursor = await cursors.seal(position, scope);
    rotate(doc(2, 1));
    advance(300_000);
    expect(await cursors.open(cursor, scope)).toEqual(position);
    rotate(doc(3, 2));
    advance(300_000);
    expect(await cursors.open(cursor, scope)).toBeUndefined();
  });

  it('sealed by a function that rotated first, open in one still holding the old keys', async () => {
    const ahead = setUp();
    const behind = setUp();
    await behind.cursors.seal(position, scope);
    ahead.rotate(doc(2, 1));
    behind.rotate(doc(2, 1));
    behind.advance(10_000);
    const cursor = await ahead.cursors.seal(position, scope);
    expect(await behind.cursors.open(cursor, scope)).toEqual(position);
    expect(behind.loads()).toBe(2);
  });

  it('read the keys again at most every 10 s for cursors that do not open', async () => {
    const { cursors, advance, loads } = setUp();
    const cursor = await cursors.seal(position, scope);
    advance(10_000);
    for (let i = 0; i < 5; i++)
      expect(await cursors.open(cursor, { ...scope, list: `x${i}` })).toBeUndefined();
    expect(loads()).toBe(2);
  });

  it('are sealed under the current key, not the previous one', async () => {
    const { cursors, rotate, advance } = setUp();
    rotate(doc(2, 1));
    advance(300_000);
    const cursor = await cursors.seal(position, scope);
    const { cursors: onlyOld } = setUp();
    expect(await onlyOld.open(cursor, scope)).toBeUndefined();
  });
});
