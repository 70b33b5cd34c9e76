import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM over a byte string, written as URL-safe base64 (nonce, ciphertext, tag). The
 * associated data is not stored but must be given again to open: a value sealed for one context
 * opens in no other. Opening answers undefined for anything not sealed by us under that key and
 * context — edited, cut short, re-encoded or made up.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

// The keys derived so far, by purpose and secret: a secret changes only with a rotation, so a
// process holds a handful at most; the bound keeps forgotten ones from piling up.
const derivedKeys = new Map<string, Buffer>();
const DERIVED_KEYS_KEPT = 8;

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA256) from a secret kept for another, so a
 * value sealed for the purpose never doubles as, nor reveals, the secret's own use.
 */
export const derivedKey = (secret: string, purpose: string): Buffer => {
  const id = `${purpose}\n${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    if (derivedKeys.size >= DERIVED_KEYS_KEPT) derivedKeys.clear();
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
    derivedKeys.set(id, key);
  }
  return key;
};

export const seal = (key: Buffer, plaintext: Buffer, associatedData: Buffer): string => {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(associatedData);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([nonce, ciphertext, cipher.getAuthTag()]).toString('base64url');
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const open = (key: Buffer, sealed: string, associatedData: Buffer): Buffer | undefined => {
  const bytes = Buffer.from(sealed, 'base64url');
  // Node decodes leniently (skipping stray characters, ignoring spare bits of the last one): only
  // the one text we wrote for these bytes is accepted, so no two cursors decode alike.
  if (!BASE64URL.test(sealed) || bytes.toString('base64url') !== sealed) return undefined;
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(associatedData);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
};
