import { secretVersions } from '../data/aws/secrets';
import { createLogger } from '../logging/logger';
import { startTracing } from '../observability/tracing';
import { rotateSigningKeys, type RotationEvent } from '../security/rotate-signing-keys';

/**
 * The rotation function Secrets Manager calls for the access-token signing secret, on its
 * schedule or on `aws secretsmanager rotate-secret` (docs/deploy.md, "Rotating the signing key").
 */
const logger = createLogger({ service: 'signing-key-rotation', base: { function: 'signing-key-rotation' } });

export const handler = async (event: RotationEvent): Promise<void> => {
  await startTracing((error) => logger.warn('tracing unavailable', { error }));
  logger.info('rotation step', { step: event.Step, versionId: event.ClientRequestToken });
  await rotateSigningKeys(secretVersions, event);
};
