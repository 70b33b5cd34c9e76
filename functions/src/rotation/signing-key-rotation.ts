import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createLogger } from '../logging/logger';
import { rotateSigningKeys, type RotationEvent } from '../security/rotate-signing-keys';

/**
 * The rotation function Secrets Manager calls for the access-token signing secret, on its
 * schedule or on `aws secretsmanager rotate-secret` (docs/deploy.md, "Rotating the signing key").
 */
const client = new SecretsManagerClient({});
const logger = createLogger({ base: { function: 'signing-key-rotation' } });

export const handler = async (event: RotationEvent): Promise<void> => {
  logger.info('rotation step', { step: event.Step, versionId: event.ClientRequestToken });
  await rotateSigningKeys(client, event);
};
