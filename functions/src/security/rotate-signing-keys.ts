import { randomBytes } from 'node:crypto';
import { parseSigningKeyDocument, type SigningKeyDocument } from '../config/signing-key-document';
import type { SecretVersions } from '../data/aws/secrets';

/** What Secrets Manager sends a rotation function, once per step. */
export interface RotationEvent {
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
  SecretId: string;
  ClientRequestToken: string;
}

export interface NewKey {
  kid: string;
  secret: string;
}

/** 48 random bytes (384 bits), and an id that says when the key was made. */
export const generateSigningKey = (now = new Date()): NewKey => ({
  kid: `${now.toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`,
  secret: randomBytes(48).toString('base64url'),
});

const PENDING = 'AWSPENDING';
const CURRENT = 'AWSCURRENT';

/**
 * The next document: a new current key, and the current key kept as the previous one so that
 * tokens it signed stay valid until they expire. The previous key falls out; tokens it signed are
 * refused from now on. A secret that is not a key document yet (the plain key of an older release)
 * has no key to keep.
 */
export const nextSigningKeys = (
  current: SigningKeyDocument | undefined,
  key: NewKey,
): SigningKeyDocument => ({
  currentKid: key.kid,
  current: key.secret,
  ...(current ? { previousKid: current.currentKid, previous: current.current } : {}),
});

const versionStages = async (secrets: SecretVersions, secretId: string) => {
  const described = await secrets.describe(secretId);
  if (described.rotationEnabled === false) throw new Error(`Rotation is not enabled for ${secretId}`);
  return described.stagesByVersion;
};

const pendingValue = (secrets: SecretVersions, event: RotationEvent) =>
  secrets.read(event.SecretId, { versionId: event.ClientRequestToken, stage: PENDING });

/**
 * Secrets Manager's four rotation steps for the access-token signing keys, on the secret's
 * versions as `secrets` (data/aws/secrets.ts) reads and writes them. Each step can run again
 * (Secrets Manager retries a failed rotation) without making a second key.
 */
export const rotateSigningKeys = async (
  secrets: SecretVersions,
  event: RotationEvent,
  newKey: () => NewKey = generateSigningKey,
): Promise<void> => {
  const stages = await versionStages(secrets, event.SecretId);
  const ownStages = stages[event.ClientRequestToken];
  if (!ownStages)
    throw new Error(`Version ${event.ClientRequestToken} is not a version of ${event.SecretId}`);
  if (ownStages.includes(CURRENT)) return;
  if (!ownStages.includes(PENDING)) throw new Error(`Version ${event.ClientRequestToken} is not pending`);

  switch (event.Step) {
    case 'createSecret': {
      if ((await pendingValue(secrets, event)) !== undefined) return;
      const current = await secrets.read(event.SecretId, { stage: CURRENT });
      if (current === undefined) throw new Error(`${event.SecretId} has no current version`);
      const next = nextSigningKeys(parseSigningKeyDocument(current), newKey());
      await secrets.write(event.SecretId, {
        versionId: event.ClientRequestToken,
        text: JSON.stringify(next),
        stages: [PENDING],
      });
      return;
    }
    case 'setSecret':
      // No other system holds the key: the functions read it from the secret.
      return;
    case 'testSecret': {
      if (!parseSigningKeyDocument((await pendingValue(secrets, event)) ?? '')) {
        throw new Error('The pending signing keys are not a signing-key document');
      }
      return;
    }
    case 'finishSecret': {
      const currentVersion = Object.entries(stages).find(([, names]) => names.includes(CURRENT))?.[0];
      await secrets.moveStage(event.SecretId, CURRENT, {
        toVersionId: event.ClientRequestToken,
        fromVersionId: currentVersion,
      });
      return;
    }
  }
};
