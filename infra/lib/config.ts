import { z } from 'zod';
import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/**
 * Per-stage settings, read from CDK context (cdk.json or `cdk synth -c key=value`).
 * Validated up front so a typo fails the synth with the field's name instead of
 * surfacing later as a half-configured deployment.
 */
export interface StageConfig {
  readonly stage: string;
  /** Absent for a synth-only stage: the stacks are then environment-agnostic. */
  readonly account?: string;
  readonly region?: string;
  /** Browser origins of the tenant front ends; the only origins CORS lets in. */
  readonly tenantDomains: readonly string[];
  /** From-address of outgoing mail (verified in SES by the mail stack). */
  readonly senderAddress: string;
}

export const contextKeys = ['stage', 'account', 'region', 'tenantDomains', 'senderAddress'] as const;
type ContextKey = (typeof contextKeys)[number];

/** The one stage that may run on defaults, so `npm run synth` needs no flags. */
export const defaultStage = 'dev';
const devDefaults = {
  // Local front-end dev server; a real tenant origin has no business in a dev stage.
  tenantDomains: ['http://localhost:5173'],
  senderAddress: 'no-reply@dev.recyclens.com',
} as const;

// `-c key=` on the command line yields '' which should mean "not given", not "invalid".
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// The CLI passes every `-c` value as a string, cdk.json may hold a real list.
const toList = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};

const isLocalhost = (hostname: string): boolean => hostname === 'localhost' || hostname === '127.0.0.1';

/** An exact origin (scheme + host + optional port), because CORS compares origins literally. */
export const isAllowedOrigin = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url.hostname));
  return secure && url.origin === value;
};

const originSchema = z.string().refine(isAllowedOrigin, {
  error: (issue) =>
    `"${String(issue.input)}" is not an origin like https://acme.recyclens.com (https, no path or trailing slash; http only for localhost)`,
});

const contextSchema = z
  .object({
    stage: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'is required (e.g. -c stage=dev)' : 'must be a string',
      })
      .regex(
        /^[a-z][a-z0-9-]{1,15}$/,
        'must be 2-16 lowercase letters, digits or dashes, starting with a letter',
      ),
    account: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
      z
        .string()
        .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
        .optional(),
    ),
    region: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z]{2}(-gov|-iso[a-z]*)?-[a-z]+-\d+$/, 'must be an AWS region such as eu-central-1')
        .optional(),
    ),
    tenantDomains: z.preprocess(
      (value) => toList(blankToUndefined(value)),
      z.array(originSchema).min(1, 'must list at least one origin').optional(),
    ),
    senderAddress: z.preprocess(blankToUndefined, z.email('must be an email address').optional()),
  })
  .superRefine((value, ctx) => {
    if (value.stage === defaultStage) return;
    // Outside dev a default would silently deploy localhost CORS or a foreign sender.
    for (const key of ['tenantDomains', 'senderAddress'] as const) {
      if (value[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required for stage "${value.stage}"`,
        });
      }
    }
  });

const describeIssues = (error: z.ZodError): string =>
  error.issues
    .map((issue) => `  - ${issue.path.length > 0 ? issue.path.join('.') : 'context'}: ${issue.message}`)
    .join('\n');

/** Validates raw context values; throws one error listing every bad or missing field. */
export const parseStageConfig = (raw: Readonly<Partial<Record<ContextKey, unknown>>>): StageConfig => {
  const result = contextSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid stage configuration in CDK context:\n${describeIssues(result.error)}`);
  }
  const { stage, account, region, tenantDomains, senderAddress } = result.data;
  return {
    stage,
    ...(account === undefined ? {} : { account }),
    ...(region === undefined ? {} : { region }),
    tenantDomains: tenantDomains ?? devDefaults.tenantDomains,
    senderAddress: senderAddress ?? devDefaults.senderAddress,
  };
};

/** Reads the stage configuration from the context of a construct tree (normally the App). */
export const readStageConfig = (node: Node): StageConfig =>
  parseStageConfig(Object.fromEntries(contextKeys.map((key) => [key, node.tryGetContext(key) as unknown])));

/** Undefined when neither is set, so synth-only stages stay environment-agnostic. */
export const stackEnvironment = (config: StageConfig): Environment | undefined =>
  config.account === undefined && config.region === undefined
    ? undefined
    : { account: config.account, region: config.region };
