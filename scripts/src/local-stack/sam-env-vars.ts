import { notFromSamEnvVars } from '../../../infra/lib/api/sam-local.ts';
import { localStackNames, type DevSettings } from './dev-settings';
import { localFunctionEnv } from './function-env';

/**
 * SAM's env-vars file for the functions of the synthesized Api stack (`-c samLocal=true`): the
 * settings `npm run dev` gives its functions, with the services reached from inside SAM's
 * containers through `dockerHost`. SAM applies `Parameters` to every function, but only to the
 * variables the template declares (infra/lib/api/sam-local.ts makes it declare them all).
 */
export const samEnvVars = (
  settings: DevSettings,
  jwtSecret: string,
  options: { dockerHost?: string; apiPort?: number } = {},
): { Parameters: Record<string, string> } => {
  const host = options.dockerHost ?? 'host.docker.internal';
  const env = localFunctionEnv({
    endpoints: {
      dynamodb: `http://${host}:${settings.DYNAMODB_PORT}`,
      s3: `http://${host}:${settings.S3_PORT}`,
      ses: `http://${host}:${settings.SES_PORT}`,
    },
    ...localStackNames,
    // `sam local start-api --port`: beside `npm run dev`'s own API port.
    apiPublicUrl: `http://127.0.0.1:${options.apiPort ?? 3001}`,
    jwtSecret,
  });
  return {
    Parameters: Object.fromEntries(
      Object.entries(env).filter(([name]) => !(notFromSamEnvVars as readonly string[]).includes(name)),
    ),
  };
};
