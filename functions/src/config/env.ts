import * as z from 'zod';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR } from '@recyclens/shared';
import { parseSigningKeyDocument } from './signing-key-document';

/**
 * Every setting the functions read, validated once at cold start. A missing required variable
 * stops the function with an error naming it, rather than failing later on the first call.
 */
const optionalUrl = z.url().optional();
const envSchema = z.object({
  STAGE: z.string().min(1).default('local'),
  AWS_REGION: z.string().min(1).default('eu-central-1'),
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  GUIDELINES_BUCKET: z.string().min(1),
  REPORTS_BUCKET: z.string().min(1),
  /** Set only for the embedded local stack (DynamoDB Local, s3rver, the SES emulator). */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  MAIL_FROM: z.email().default('no-reply@recyclens.test'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Public base of the API, used for links to files it serves (logos, pictures). */
  API_PUBLIC_URL: z.url().default('http://localhost:3000'),
  /**
   * The access-token signing keys (signing-key-document.ts): given directly as JSON (local stack,
   * tests) or as a Secrets Manager secret's ARN (AWS), read with a cache age so that a rotation
   * reaches warm functions (security/signing-keys.ts).
   */
  JWT_KEYS: z
    .string()
    .refine((text) => parseSigningKeyDocument(text) !== undefined, {
      message: 'must be a signing-key document ({"currentKid","current"[,"previousKid","previous"]})',
    })
    .optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  JWT_ISSUER: z.string().min(1).default('recyclens'),
  JWT_AUDIENCE: z.string().min(1).default('recyclens-web'),
  SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /**
   * The account-mail limits (services/accounts/account-mail-limits.ts), stage settings
   * (infra/lib/config.ts, docs/deploy.md): a stage whose customers sign up together from one
   * office network raises the per-network one.
   */
  ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR),
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR),
  /**
   * In AWS, large exports run in a second, asynchronous invocation of the packaging function;
   * its name comes from the stack. Unset (local stack, tests), they run in the same process.
   */
  EXPORT_WORKER_FUNCTION: z.string().min(1).optional(),
  /** The same for bulk assessments, which also hand on to a fresh invocation of it (decision 015). */
  ASSESSMENT_WORKER_FUNCTION: z.string().min(1).optional(),
  /**
   * What CloudFront sends as ORIGIN_VERIFY_HEADER on every request it forwards; set, any request
   * without it is refused, so the API is not reachable around CloudFront (decision 022). Unset
   * (local stack, tests, a stage whose SPA calls the API directly), every request is served.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
});
export type Env = z.infer<typeof envSchema>;

/** The name of every setting the functions read. */
export const functionSettingNames = Object.keys(envSchema.shape) as (keyof Env)[];

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const result = envSchema.safeParse(source);
  if (result.success) {
    if (!result.data.JWT_KEYS && !result.data.JWT_SECRET_ARN) {
      throw new ConfigurationError('Invalid environment: JWT_KEYS or JWT_SECRET_ARN is required but not set');
    }
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return source[name] === undefined
      ? `${name} is required but not set`
      : `${name} is invalid: ${issue.message}`;
  });
  throw new ConfigurationError(`Invalid environment: ${problems.join('; ')}`);
};

let cached: Env | undefined;
/** The validated settings of this process, read on first use and kept for the process's life. */
export const env = (): Env => (cached ??= parseEnv(process.env));
