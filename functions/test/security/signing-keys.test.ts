import { describe, expect, it } from 'vitest';
import { keyRing } from '../../src/security/signing-keys';
import { keyDocument as doc, keySecret as key, manualKeyRing as setUp } from '../support/manual-key-ring';

describe('signing keys', () => {
  it('signs with the current key and verifies the current and the previous one', async () => {
    const { ring, rotate, advance } = setUp();
    expect(await ring.signingKey()).toEqual({ kid: 'k1', secret: key(1) });
    rotate(doc(2, 1));
    advance(300_000);
    expect(await ring.signingKey()).toEqual({ kid: 'k2', secret: key(2) });
    expect(await ring.verificationKey('k1')).toEqual({ kid: 'k1', secret: key(1) });
    expect(await ring.verificationKey('k2')).toEqual({ kid: 'k2', secret: key(2) });
  });

  it('refuses a key retired by the next rotation', async () => {
    const { ring, rotate, advance } = setUp();
    rotate(doc(3, 2));
    advance(300_000);
    expect(await ring.verificationKey('k1')).toBeUndefined();
  });

  it('keeps the document for its age, then reads it again', async () => {
    const { ring, rotate, advance, loads } = setUp();
    await ring.signingKey();
    rotate(doc(2, 1));
    advance(299_000);
    expect((await ring.signingKey()).kid).toBe('k1');
    advance(1_000);
    expect((await ring.signingKey()).kid).toBe('k2');
    expect(loads()).toBe(2);
  });

  it('reads again at once when a token names a key it does not hold yet, at most every 10 s', async () => {
    const { ring, rotate, advance, loads } = setUp();
    await ring.signingKey();
    rotate(doc(2, 1));
    advance(10_000);
    // Another function already signs with k2: this one learns it without waiting 5 minutes.
    expect(await ring.verificationKey('k2')).toEqual({ kid: 'k2', secret: key(2) });
    expect(loads()).toBe(2);
    // Made-up key ids do not turn every request into a read of the secret.
    for (let i = 0; i < 5; i++) expect(await ring.verificationKey(`forged-${i}`)).toBeUndefined();
    expect(loads()).toBe(2);
  });

  it('learns a rotated key from a token naming it only 10 s after its last read (docs/deploy.md)', async () => {
    const { ring, rotate, advance } = setUp();
    await ring.signingKey();
    rotate(doc(2, 1));
    // Read just before the rotation: a token of the new key is refused for the rest of the 10 s…
    advance(9_999);
    expect(await ring.verificationKey('k2')).toBeUndefined();
    expect((await ring.signingKey()).kid).toBe('k1');
    // …and from then on the next such token makes it read the keys again.
    advance(1);
    expect(await ring.verificationKey('k2')).toEqual({ kid: 'k2', secret: key(2) });
    expect((await ring.signingKey()).kid).toBe('k2');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const ring = keyRing({
      load: async () => {
        if (fail) throw new Error('Secrets Manager is down');
        return doc(1);
      },
      maxAgeMs: 300_000,
      minRefreshMs: 10_000,
    });
    await expect(ring.signingKey()).rejects.toThrow('down');
    fail = false;
    expect((await ring.signingKey()).kid).toBe('k1');
  });
});
