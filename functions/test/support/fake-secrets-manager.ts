import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/client-secrets-manager';
import type { AwsStub } from 'aws-sdk-client-mock';
import type { SecretVersions } from '../../src/data/aws/secrets';
import { rotateSigningKeys, type NewKey } from '../../src/security/rotate-signing-keys';

type Stub = AwsStub<ServiceInputTypes, ServiceOutputTypes, SecretsManagerClientResolvedConfig>;

const notFound = (message: string) => new ResourceNotFoundException({ message, $metadata: {} });

/**
 * One secret with versions and staging labels, answering the four calls the rotation function and
 * the key loader make, as Secrets Manager does: enough to run a rotation end to end against the
 * mocked client (aws-sdk-client-mock), which no local emulator of ours provides.
 */
export const fakeSecret = (stub: Stub, secretId: string, initial: string) => {
  const values = new Map<string, string | undefined>([['v0', initial]]);
  const stages = new Map<string, string[]>([['v0', ['AWSCURRENT']]]);
  const versionWith = (stage: string) => [...stages].find(([, names]) => names.includes(stage))?.[0];

  stub.on(DescribeSecretCommand).callsFake(() => ({
    ARN: secretId,
    RotationEnabled: true,
    VersionIdsToStages: Object.fromEntries(stages),
  }));
  stub.on(GetSecretValueCommand).callsFake((input: { VersionId?: string; VersionStage?: string }) => {
    const versionId = input.VersionId ?? versionWith(input.VersionStage ?? 'AWSCURRENT');
    const value = versionId === undefined ? undefined : values.get(versionId);
    if (versionId === undefined || value === undefined)
      throw notFound('Secrets Manager can’t find the version');
    if (input.VersionStage && !stages.get(versionId)?.includes(input.VersionStage))
      throw notFound('wrong stage');
    return { ARN: secretId, VersionId: versionId, SecretString: value };
  });
  stub.on(PutSecretValueCommand).callsFake((input: { ClientRequestToken: string; SecretString: string }) => {
    values.set(input.ClientRequestToken, input.SecretString);
    return { ARN: secretId, VersionId: input.ClientRequestToken };
  });
  stub
    .on(UpdateSecretVersionStageCommand)
    .callsFake((input: { VersionStage: string; MoveToVersionId: string; RemoveFromVersionId?: string }) => {
      for (const [id, names] of stages)
        stages.set(
          id,
          names.filter((name) => name !== input.VersionStage),
        );
      stages.set(input.MoveToVersionId, [
        ...(stages.get(input.MoveToVersionId) ?? []).filter((name) => name !== 'AWSPENDING'),
        input.VersionStage,
      ]);
      return { ARN: secretId };
    });

  let rotations = 0;
  return {
    /** The current value, as the functions read it. */
    current: () => values.get(versionWith('AWSCURRENT') ?? '') ?? '',
    /** A whole rotation, as Secrets Manager drives it: a pending version, then the four steps. */
    rotate: async (secrets: SecretVersions, key: NewKey) => {
      rotations += 1;
      const token = `rotation-${rotations}`;
      stages.set(token, ['AWSPENDING']);
      for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
        await rotateSigningKeys(secrets, { Step, SecretId: secretId, ClientRequestToken: token }, () => key);
      }
      return token;
    },
    stagesOf: (versionId: string) => stages.get(versionId) ?? [],
    startPending: (token: string) => stages.set(token, ['AWSPENDING']),
  };
};
