import type { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traceClient } from '../../observability/tracing';

/**
 * Secrets Manager, for the access-token signing keys: the API functions read the secret, the
 * rotation function writes its versions. The client is made on first use, traced, in the
 * Lambda's own region (AWS_REGION): the rotation function has none of the API's settings
 * (config/env.ts), so this module reads none of them.
 */
let client: Promise<SecretsManagerClient> | undefined;
const secretsManager = () => (client ??= makeClient());
const makeClient = async () => {
  const { SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  return traceClient(new SecretsManagerClient({}));
};
const sdk = () => import('@aws-sdk/client-secrets-manager');

/**
 * Reads go through Powertools' Parameters (with our client, so the calls are traced and tests
 * can stand a fake in), which keeps each value for the given age.
 */
let provider: Promise<SecretsProvider> | undefined;
const secretsProvider = () => (provider ??= makeSecretsProvider());
const makeSecretsProvider = async () => {
  const [{ SecretsProvider }, awsSdkV3Client] = await Promise.all([
    import('@aws-lambda-powertools/parameters/secrets'),
    secretsManager(),
  ]);
  return new SecretsProvider({ awsSdkV3Client });
};

/** The secret's current text (undefined for a binary secret), at most `maxAgeSeconds` old unless `fresh`. */
export const readSecret = async (
  secretId: string,
  options: { maxAgeSeconds: number; fresh: boolean },
): Promise<string | undefined> => {
  const value = await (
    await secretsProvider()
  ).get(secretId, { maxAge: options.maxAgeSeconds, forceFetch: options.fresh });
  return typeof value === 'string' ? value : undefined;
};

/** The versions of a secret and their staging labels, as a rotation function works with them. */
export interface SecretVersions {
  /** Whether rotation is enabled, and the staging labels of each version id. */
  describe(
    secretId: string,
  ): Promise<{ rotationEnabled: boolean | undefined; stagesByVersion: Record<string, string[]> }>;
  /** A version's text ('' for a binary one), or undefined when no version has that id and label. */
  read(secretId: string, version: { versionId?: string; stage: string }): Promise<string | undefined>;
  /** Stores a new version under the given id (idempotent for the same id and text). */
  write(secretId: string, version: { versionId: string; text: string; stages: string[] }): Promise<void>;
  /** Moves a staging label to a version, taking it from the one that had it. */
  moveStage(
    secretId: string,
    stage: string,
    move: { toVersionId: string; fromVersionId: string | undefined },
  ): Promise<void>;
}

export const secretVersions: SecretVersions = {
  describe: async (secretId) => {
    const [{ DescribeSecretCommand }, sm] = await Promise.all([sdk(), secretsManager()]);
    const described = await sm.send(new DescribeSecretCommand({ SecretId: secretId }));
    return {
      rotationEnabled: described.RotationEnabled,
      stagesByVersion: described.VersionIdsToStages ?? {},
    };
  },
  read: async (secretId, version) => {
    const [{ GetSecretValueCommand, ResourceNotFoundException }, sm] = await Promise.all([
      sdk(),
      secretsManager(),
    ]);
    try {
      const answer = await sm.send(
        new GetSecretValueCommand({
          SecretId: secretId,
          ...(version.versionId ? { VersionId: version.versionId } : {}),
          VersionStage: version.stage,
        }),
      );
      return answer.SecretString ?? '';
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  },
  write: async (secretId, version) => {
    const [{ PutSecretValueCommand }, sm] = await Promise.all([sdk(), secretsManager()]);
    await sm.send(
      new PutSecretValueCommand({
        SecretId: secretId,
        ClientRequestToken: version.versionId,
        SecretString: version.text,
        VersionStages: version.stages,
      }),
    );
  },
  moveStage: async (secretId, stage, move) => {
    const [{ UpdateSecretVersionStageCommand }, sm] = await Promise.all([sdk(), secretsManager()]);
    await sm.send(
      new UpdateSecretVersionStageCommand({
        SecretId: secretId,
        VersionStage: stage,
        MoveToVersionId: move.toVersionId,
        ...(move.fromVersionId ? { RemoveFromVersionId: move.fromVersionId } : {}),
      }),
    );
  },
};
