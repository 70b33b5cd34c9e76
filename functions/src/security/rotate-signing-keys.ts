import { randomBytes } from 'node:crypto';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { parseSigningKeyDocument, type SigningKeyDocument } from '../config/signing-key-document';

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

const versionStages = async (client: SecretsManagerClient, secretId: string) => {
  const described = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
  if (described.RotationEnabled === false) throw new Error(`Rotation is not enabled for ${secretId}`);
  return described.VersionIdsToStages ?? {};
};

const pendingExists = async (client: SecretsManagerClient, event: RotationEvent) => {
  try {
    await client.send(
      new GetSecretValueCommand({
        SecretId: event.SecretId,
        VersionId: event.ClientRequestToken,
        VersionStage: PENDING,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
};

/**
 * Secrets Manager's four rotation steps for the access-token signing keys. Each step can run
 * again (Secrets Manager retries a failed rotation) without making a second key.
 */
export const rotateSigningKeys = async (
  client: SecretsManagerClient,
  event: RotationEvent,
  newKey: () => NewKey = generateSigningKey,
): Promise<void> => {
  const stages = await versionStages(client, event.SecretId);
  const ownStages = stages[event.ClientRequestToken];
  if (!ownStages)
    throw new Error(`Version ${event.ClientRequestToken} is not a version of ${event.SecretId}`);
  if (ownStages.includes(CURRENT)) return;
  if (!ownStages.includes(PENDING)) throw new Error(`Version ${event.ClientRequestToken} is not pending`);

  switch (event.Step) {
    case 'createSecret': {
      if (await pendingExists(client, event)) return;
      const current = await client.send(
        new GetSecretValueCommand({ SecretId: event.SecretId, VersionStage: CURRENT }),
      );
      const next = nextSigningKeys(parseSigningKeyDocument(current.SecretString ?? ''), newKey());
      await client.send(
        new PutSecretValueCommand({
          SecretId: event.SecretId,
          ClientRequestToken: event.ClientRequestToken,
          SecretString: JSON.stringify(next),
          VersionStages: [PENDING],
        }),
      );
      return;
    }
    case 'setSecret':
      // No other system holds the key: the functions read it from the secret.
      return;
    case 'testSecret': {
      const pending = await client.send(
        new GetSecretValueCommand({
          SecretId: event.SecretId,
          VersionId: event.ClientRequestToken,
          VersionStage: PENDING,
        }),
      );
      if (!parseSigningKeyDocument(pending.SecretString ?? '')) {
        throw new Error('The pending signing keys are not a signing-key document');
      }
      return;
    }
    case 'finishSecret': {
      const currentVersion = Object.entries(stages).find(([, names]) => names.includes(CURRENT))?.[0];
      await client.send(
        new UpdateSecretVersionStageCommand({
          SecretId: event.SecretId,
          VersionStage: CURRENT,
          MoveToVersionId: event.ClientRequestToken,
          ...(currentVersion ? { RemoveFromVersionId: currentVersion } : {}),
        }),
      );
      return;
    }
  }
};
