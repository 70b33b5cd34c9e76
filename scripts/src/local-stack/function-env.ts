/** The environment the functions read (functions/src/config/env.ts), pointed at local services. */
export const localFunctionEnv = (input: {
  endpoints: { dynamodb: string; s3: string; ses: string };
  tableName: string;
  bucketPrefix: string;
  apiPublicUrl: string;
  /** The local access-token signing key; never a production secret. */
  jwtSecret: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}): Record<string, string> => ({
  STAGE: 'local',
  AWS_REGION: 'eu-central-1',
  TABLE_NAME: input.tableName,
  UPLOADS_BUCKET: `${input.bucketPrefix}-uploads`,
  GUIDELINES_BUCKET: `${input.bucketPrefix}-guidelines`,
  REPORTS_BUCKET: `${input.bucketPrefix}-reports`,
  DYNAMODB_ENDPOINT: input.endpoints.dynamodb,
  S3_ENDPOINT: input.endpoints.s3,
  SES_ENDPOINT: input.endpoints.ses,
  MAIL_FROM: 'no-reply@recyclens.test',
  API_PUBLIC_URL: input.apiPublicUrl,
  LOG_LEVEL: input.logLevel ?? 'info',
  JWT_KEYS: localSigningKeys(input.jwtSecret),
});

export const bucketNamesOf = (functionEnv: Record<string, string>): string[] =>
  [functionEnv.UPLOADS_BUCKET, functionEnv.GUIDELINES_BUCKET, functionEnv.REPORTS_BUCKET].filter(
    (name): name is string => Boolean(name),
  );

/** The signing-key document (functions/src/config/signing-key-document.ts) of one local key. */
export const localSigningKeys = (secret: string): string =>
  JSON.stringify({ currentKid: 'local', current: secret });
