import { env } from '../config/env';
import { parseSigningKeyDocument, type SigningKeyDocument } from '../config/signing-key-document';
import { readSecret } from '../data/aws/secrets';
import { keyRing } from './signing-keys';

/**
 * The process's one key ring over the signing-key secret: access tokens sign with it and page
 * cursors derive their key from it, so both share one cached read of Secrets Manager.
 */

/** A rotation reaches a warm function within this time (sooner when a token names the new key, see below). */
const KEY_CACHE_MS = 5 * 60_000;
/** A token naming a key not held yet makes the ring read again, but never sooner than this after its last read. */
const KEY_REFRESH_MS = 10_000;

const loadKeys = async (fresh: boolean): Promise<SigningKeyDocument> => {
  const settings = env();
  const text = settings.JWT_KEYS ?? (await secretText(settings.JWT_SECRET_ARN ?? '', fresh));
  const document = parseSigningKeyDocument(text);
  if (!document) throw new Error('The access-token signing keys are not a signing-key document');
  return document;
};

// Only deployed functions read the keys from Secrets Manager. Powertools' cache expires a little
// before the ring's, so a read the ring makes when its copy is due always reaches Secrets Manager;
// the ring's early reads (a token names a newer key) skip it.
const PARAMETER_CACHE_S = (KEY_CACHE_MS - KEY_REFRESH_MS) / 1000;

const secretText = async (secretId: string, fresh: boolean): Promise<string> => {
  const text = await readSecret(secretId, { maxAgeSeconds: PARAMETER_CACHE_S, fresh });
  if (text === undefined || text === '') throw new Error('The access-token signing secret is empty');
  return text;
};

export const signingKeyRing = keyRing({
  load: loadKeys,
  maxAgeMs: KEY_CACHE_MS,
  minRefreshMs: KEY_REFRESH_MS,
});
