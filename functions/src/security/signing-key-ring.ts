import { env } from '../config/env';
import { parseSigningKeyDocument, type SigningKeyDocument } from '../config/signing-key-document';
import { keyRing } from './signing-keys';

/**
 * The process's one key ring over the signing-key secret: access tokens sign with it and page
 * cursors derive their key from it, so both share one cached read of Secrets Manager.
 */

/** A rotation reaches a warm function within this time (or at once, when a token names the new key). */
const KEY_CACHE_MS = 5 * 60_000;
const KEY_REFRESH_MS = 10_000;

const loadKeys = async (): Promise<SigningKeyDocument> => {
  const settings = env();
  const text = settings.JWT_KEYS ?? (await secretText(settings.JWT_SECRET_ARN ?? '', settings.AWS_REGION));
  const document = parseSigningKeyDocument(text);
  if (!document) throw new Error('The access-token signing keys are not a signing-key document');
  return document;
};

// Only deployed functions read the keys from Secrets Manager: its client loads on first use.
const secretText = async (secretId: string, region: string): Promise<string> => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({ region }).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  if (!answer.SecretString) throw new Error('The access-token signing secret is empty');
  return answer.SecretString;
};

export const signingKeyRing = keyRing({
  load: loadKeys,
  maxAgeMs: KEY_CACHE_MS,
  minRefreshMs: KEY_REFRESH_MS,
});
