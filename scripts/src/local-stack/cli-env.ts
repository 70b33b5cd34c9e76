import { randomBytes } from 'node:crypto';
import { localFunctionEnv } from './function-env';

/**
 * Operator commands (tenant, guidelines) use the functions' settings from the environment — in
 * AWS the stack outputs — and, when TABLE_NAME is not set, the running `npm run dev` stack.
 */
export const useLocalStackWhenUnconfigured = (): void => {
  if (process.env.TABLE_NAME) return;
  Object.assign(
    process.env,
    localFunctionEnv({
      endpoints: {
        dynamodb: 'http://127.0.0.1:8000',
        s3: 'http://127.0.0.1:4569',
        ses: 'http://127.0.0.1:8005',
      },
      tableName: 'recyclens-local',
      bucketPrefix: 'recyclens-local',
      apiPublicUrl: 'http://localhost:3000',
      // These commands sign no access tokens; the settings only require a key to be present.
      jwtSecret: randomBytes(32).toString('base64url'),
      logLevel: 'warn',
    }),
  );
  console.log('TABLE_NAME is not set: using the local stack of `npm run dev`.');
};
