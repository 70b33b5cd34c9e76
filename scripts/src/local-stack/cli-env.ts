import { randomBytes } from 'node:crypto';
import { devSettings, localStackNames, type DevSettings } from './dev-settings';
import { localFunctionEnv } from './function-env';

/**
 * The functions' settings for an operator command against the running `npm run dev` stack, on
 * the ports its dev settings give (DYNAMODB_PORT, S3_PORT, SES_PORT, API_PORT).
 */
export const localStackCliEnv = (settings: DevSettings): Record<string, string> =>
  localFunctionEnv({
    endpoints: {
      dynamodb: `http://127.0.0.1:${settings.DYNAMODB_PORT}`,
      s3: `http://127.0.0.1:${settings.S3_PORT}`,
      ses: `http://127.0.0.1:${settings.SES_PORT}`,
    },
    ...localStackNames,
    apiPublicUrl: `http://localhost:${settings.API_PORT}`,
    // These commands sign no access tokens; the settings only require a key to be present.
    jwtSecret: randomBytes(32).toString('base64url'),
    logLevel: 'warn',
  });

/**
 * Operator commands (tenant, guidelines) use the functions' settings from the environment — in
 * AWS the stack outputs — and, when TABLE_NAME is not set, the running `npm run dev` stack, found
 * by the same port settings it was started with.
 */
export const useLocalStackWhenUnconfigured = (): void => {
  if (process.env.TABLE_NAME) return;
  Object.assign(process.env, localStackCliEnv(devSettings()));
  console.log(
    'TABLE_NAME is not set: using the local stack of `npm run dev` (its ports from the dev settings).',
  );
};
