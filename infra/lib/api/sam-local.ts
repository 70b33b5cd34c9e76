import { functionSettingNames } from '@recyclens/functions/config/env';

/**
 * Settings a function in the `sam local` template does not take from the env-vars file:
 * AWS_REGION is Lambda's own (SAM sets it from `--region`); the signing keys come from JWT_KEYS,
 * not from the stack's secret; and exports and bulk assessments run in the function's own process,
 * as under `npm run dev`, instead of invoking their workers in AWS. No CloudFront stands in
 * front of `sam local`, so nothing would send the origin secret.
 */
export const notFromSamEnvVars = [
  'AWS_REGION',
  'JWT_SECRET_ARN',
  'EXPORT_WORKER_FUNCTION',
  'ASSESSMENT_WORKER_FUNCTION',
  'ORIGIN_VERIFY_SECRET',
] as const;

/** What a `sam local` template declares until SAM's env-vars file replaces it. */
export const samLocalPlaceholder = 'set-by-sam-env-vars';

/**
 * In the `sam local` flavour every function declares every setting the functions read, because
 * SAM's env-vars file only overrides variables the template declares: without them the functions
 * would keep their AWS settings and call real AWS.
 */
export const samLocalSettings = (): Record<string, string> =>
  Object.fromEntries(
    functionSettingNames
      .filter((name) => !(notFromSamEnvVars as readonly string[]).includes(name))
      .map((name) => [name, samLocalPlaceholder]),
  );
