import { z } from 'zod';
import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** The one stage that may run on defaults, so `npm run synth` needs no flags. */
export const defaultStage = 'dev';

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

// `-c apiThroughCdn=false` arrives as a string; cdk.json holds a real boolean.
const toBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);

// `-c hostedZone='{"zoneName":…}'` arrives as a string; cdk.json holds a real object.
const parseJsonObject = (value: unknown): unknown => {
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** CloudFront's quota of alternate domain names per standard distribution. */
export const maxAliases = 100;

/** Whether a DNS zone holds a name (its apex or any name below it). */
export const isWithinZone = (domain: string, zone: string): boolean =>
  domain === zone || domain.endsWith(`.${zone}`);

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

/**
 * A setting a stage may leave out. `-c key=` on the command line yields '' (and cdk.json's blank
 * blocks hold ''), which means "not given", not "invalid"; `read` turns what the CLI passes as a
 * string into the value cdk.json holds as such.
 */
const optional = <T extends z.ZodType>(schema: T, read: (value: unknown) => unknown = (value) => value) =>
  z.preprocess((value) => read(blankToUndefined(value)), schema.optional());

const wholeNumberAboveZero = () =>
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1');
const flag = () => optional(z.boolean({ error: 'must be true or false' }), toBoolean);

// A number in cdk.json, a string on the command line.
const toNumber = (value: unknown): unknown => (typeof value === 'string' ? Number(value) : value);

export const trafficShiftings = ['canary', 'all-at-once'] as const;
export type TrafficShifting = (typeof trafficShiftings)[number];

const hostedZoneSchema = z.object(
  {
    zoneName: z
      .string({ error: "is required (the zone's domain, e.g. recyclens.com)" })
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a domain name such as recyclens.com'),
    hostedZoneId: z
      .string({ error: 'is required (e.g. Z0123456789ABCDEFGHIJ)' })
      .regex(/^Z[A-Z0-9]{4,31}$/, 'must be a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ'),
  },
  { error: 'must be an object {"zoneName": …, "hostedZoneId": …}' },
);
export type HostedZoneConfig = z.output<typeof hostedZoneSchema>;

/**
 * Every per-stage setting, once: read from CDK context (cdk.json's `environments.<stage>` block or
 * `cdk synth -c key=value`) and checked here, so a typo fails the synth with the field's name
 * instead of surfacing later as a half-configured deployment. The keys that may be set, the
 * StageConfig type and the check all come from this object (docs/deploy.md §2 describes each).
 */
const settings = {
  stage: z
    .string({
      error: (issue) => (issue.input === undefined ? 'is required (e.g. -c stage=dev)' : 'must be a string'),
    })
    .regex(
      /^[a-z][a-z0-9-]{1,15}$/,
      'must be 2-16 lowercase letters, digits or dashes, starting with a letter',
    ),
  /** Absent for a synth-only stage: the stacks are then environment-agnostic. */
  account: optional(z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id'), (value) =>
    typeof value === 'number' ? String(value) : value,
  ),
  region: optional(
    z.string().regex(/^[a-z]{2}(-gov|-iso[a-z]*)?-[a-z]+-\d+$/, 'must be an AWS region such as eu-central-1'),
  ),
  /**
   * Tenant origins served as alternate names of the one distribution (with certificateArn).
   * Unused with multiTenant, where tenants are data (decision 022). Defaults to none on dev.
   */
  tenantDomains: optional(z.array(originSchema).min(1, 'must list at least one origin'), toList),
  /**
   * CloudFront serves tenants as distribution tenants of a multi-tenant distribution, created by
   * `npm run tenant -- create` without a deploy (decision 022).
   */
  multiTenant: flag(),
  /** From-address of outgoing mail (verified in SES by the mail stack); a default on dev only. */
  senderAddress: optional(z.email('must be an email address')),
  /**
   * ACM certificate (in us-east-1, as CloudFront requires) covering every tenant host. Without
   * it the SPA is served on the CloudFront domain only.
   */
  certificateArn: optional(
    z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'must be the ARN of an ACM certificate in us-east-1 (CloudFront only uses certificates from there)',
      ),
  ),
  /** Route 53 zone of the sender domain; when given, the DKIM records are created in it. */
  hostedZone: optional(hostedZoneSchema, parseJsonObject),
  /** Subscribed to the alarm topic (SNS sends a confirmation mail first). */
  alarmEmail: optional(z.email('must be an email address')),
  /**
   * Whether CloudFront routes `/api/*` to the API, so an SPA built without an API URL calls its
   * own origin. Absent means yes (apiThroughCdnOf).
   */
  apiThroughCdn: flag(),
  /**
   * The API's own regional custom domain (e.g. api-origin.recyclens.com), CloudFront's `/api/*`
   * origin. With it the execute-api endpoint is switched off, so nothing reaches the API around
   * CloudFront but this name, which still asks for the origin secret (decision 022).
   */
  apiOriginDomain: optional(
    z
      .string()
      .regex(
        /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
        'must be a host name such as api-origin.recyclens.com (no scheme, no path)',
      ),
  ),
  /**
   * ACM certificate for apiOriginDomain in the stage's region (API Gateway's regional domains
   * use certificates from their own region). Without it the certificate is issued with DNS
   * validation in hostedZone, which must then contain apiOriginDomain.
   */
  apiCertificateArn: optional(
    z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'must be the ARN of an ACM certificate',
      ),
  ),
  /**
   * A template for `sam local` only (dev stage): every function declares every setting the
   * functions read, so SAM's env-vars file can point them at the local services (docs/deploy.md §10).
   */
  samLocal: flag(),
  /**
   * How a new Lambda version takes the API's traffic: 'canary' (10 % for 5 minutes, then all)
   * or 'all-at-once' (the default); either way an alarm during the deploy rolls it back.
   */
  trafficShifting: optional(
    z.enum(trafficShiftings, { error: `must be one of ${trafficShiftings.join(', ')}` }),
  ),
  /**
   * The hourly account-mail limits (functions/src/services/accounts/account-mail-limits.ts):
   * sign-up, forgot-password and resend requests from one network, and mails to one address.
   * Absent, the product's defaults (shared/src/domain/constants.ts); a stage whose customers'
   * staff sign up together from one office network raises the first.
   */
  accountMailRequestsPerIpPerHour: optional(wholeNumberAboveZero(), toNumber),
  accountMailsPerAddressPerHour: optional(wholeNumberAboveZero(), toNumber),
  /** A monthly AWS budget in USD; the alarm topic hears at 80 % forecast and 100 % actual. */
  monthlyBudgetUsd: optional(
    z.number({ error: 'must be a number of US dollars' }).positive('must be above 0'),
    toNumber,
  ),
  /** `owner/name` of the GitHub repository whose deploy workflow may assume the deploy role. */
  githubRepository: optional(
    z.string().regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository as owner/name'),
  ),
  /**
   * The share of invocations (0 to 1) that log at debug level whatever LOG_LEVEL says
   * (POWERTOOLS_LOGGER_SAMPLE_RATE): some detail for diagnosis without paying for all of it.
   */
  logSampleRate: optional(z.number({ error: 'must be a number from 0 to 1' }).min(0).max(1), toNumber),
};

type ContextKey = keyof typeof settings;
export const contextKeys = Object.keys(settings) as readonly ContextKey[];
type Settings = z.output<z.ZodObject<typeof settings>>;

/** What dev runs on when its block leaves them out; every other stage must set them. */
const devDefaults: Required<Pick<Settings, 'tenantDomains' | 'senderAddress'>> = {
  // Served on the CloudFront name only: CORS comes from the tenant table (decision 022).
  tenantDomains: [],
  senderAddress: 'no-reply@dev.recyclens.com',
};

/** Per-stage settings as the stacks read them: checked, with dev's defaults filled in. */
export type StageConfig = Readonly<Settings & typeof devDefaults>;

/**
 * The API's custom domain (decision 022): required wherever CloudFront fronts a deployed API, so
 * that its execute-api endpoint can be switched off; refused where it would do nothing.
 */
const refineApiOrigin = (value: Settings, ctx: z.RefinementCtx): void => {
  const issue = (path: ContextKey, message: string): void =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const throughCdn = value.apiThroughCdn ?? true;
  if (value.apiOriginDomain === undefined) {
    if (value.apiCertificateArn !== undefined) {
      issue('apiCertificateArn', 'is given but apiOriginDomain, the name it is for, is not');
    }
    // dev is synth-only and `sam local` has no CloudFront: both keep the execute-api endpoint.
    if (throughCdn && value.stage !== defaultStage && !value.samLocal) {
      issue(
        'apiOriginDomain',
        `is required for stage "${value.stage}": CloudFront reaches the API by this name so that its execute-api endpoint can be disabled (or set apiThroughCdn to false)`,
      );
    }
    return;
  }
  if (!throughCdn) {
    issue(
      'apiOriginDomain',
      'is only used when CloudFront fronts the API; with apiThroughCdn false the SPA calls the execute-api endpoint',
    );
  }
  const certificateRegion = value.apiCertificateArn?.split(':')[3];
  if (certificateRegion !== undefined && value.region !== undefined && certificateRegion !== value.region) {
    issue(
      'apiCertificateArn',
      `is in ${certificateRegion}; a regional API domain takes a certificate from its own region (${value.region})`,
    );
  }
  const zone = value.hostedZone?.zoneName;
  if (
    value.apiCertificateArn === undefined &&
    (zone === undefined || !isWithinZone(value.apiOriginDomain, zone))
  ) {
    issue(
      'apiCertificateArn',
      `is required for apiOriginDomain "${value.apiOriginDomain}" unless hostedZone contains it (then the certificate is issued with DNS validation there)`,
    );
  }
};

const contextSchema = z.object(settings).superRefine((value, ctx) => {
  const senderDomain = value.senderAddress?.split('@')[1];
  if (value.hostedZone && senderDomain && !isWithinZone(senderDomain, value.hostedZone.zoneName)) {
    ctx.addIssue({
      code: 'custom',
      path: ['hostedZone', 'zoneName'],
      message: `"${value.hostedZone.zoneName}" does not contain the sender domain "${senderDomain}"`,
    });
  }
  // Runs even when a field failed its own check, so nothing here may assume valid origins.
  const hosts = (value.tenantDomains ?? []).filter(
    (origin) => URL.canParse(origin) && !isLocalhost(new URL(origin).hostname),
  );
  if (value.certificateArn && hosts.length === 0 && !value.multiTenant) {
    ctx.addIssue({
      code: 'custom',
      path: ['certificateArn'],
      message: 'is given but tenantDomains names no https host for CloudFront to serve with it',
    });
  }
  if (value.multiTenant) {
    // Either would look configured and do nothing: tenants and their certificates are data.
    for (const key of ['tenantDomains', 'certificateArn'] as const) {
      if (value[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'is not used with multiTenant: each tenant domain and its certificate are added with `npm run tenant -- create`',
        });
      }
    }
  } else if (value.certificateArn && hosts.length > maxAliases) {
    ctx.addIssue({
      code: 'custom',
      path: ['tenantDomains'],
      message: `names ${hosts.length} hosts; one distribution takes at most ${maxAliases} alternate names (set multiTenant instead)`,
    });
  }
  refineApiOrigin(value, ctx);
  if (value.samLocal && value.stage !== defaultStage) {
    ctx.addIssue({
      code: 'custom',
      path: ['samLocal'],
      message: `is for \`sam local\` on the ${defaultStage} stage only; stage "${value.stage}" is deployed`,
    });
  }
  if (value.stage === defaultStage) return;
  // Outside dev a default would silently deploy a foreign sender or no tenant host, and a
  // missing account or region would deploy wherever the caller's credentials point.
  const required = value.multiTenant
    ? (['account', 'region', 'senderAddress'] as const)
    : (['account', 'region', 'tenantDomains', 'senderAddress'] as const);
  for (const key of required) {
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
  // A setting left out stays out (not a key holding undefined), so stacks can tell it from a value.
  const given = Object.fromEntries(
    Object.entries(result.data).filter(([, value]) => value !== undefined),
  ) as Settings;
  return { ...devDefaults, ...given };
};

/** Debug lines for a tenth of dev invocations; none elsewhere unless the stage asks. */
export const logSampleRateOf = (config: Pick<StageConfig, 'stage' | 'logSampleRate'>): number =>
  config.logSampleRate ?? (config.stage === defaultStage ? 0.1 : 0);

/** `/api/*` goes through CloudFront unless a stage turns it off. */
export const apiThroughCdnOf = (config: Pick<StageConfig, 'apiThroughCdn'>): boolean =>
  config.apiThroughCdn ?? true;

/** The domain SES verifies and signs for: the part of the sender address after the `@`. */
export const senderDomainOf = (config: Pick<StageConfig, 'senderAddress'>): string => {
  const domain = config.senderAddress.split('@')[1];
  if (domain === undefined) throw new Error(`"${config.senderAddress}" has no domain`);
  return domain.toLowerCase();
};

/**
 * The MAIL FROM domain of the sender domain: bounces go there, so SPF aligns with the From
 * domain, which DMARC needs.
 */
export const mailFromDomainOf = (config: Pick<StageConfig, 'senderAddress'>): string =>
  `bounce.${senderDomainOf(config)}`;

/** The tenant hosts CloudFront answers for; localhost origins are the dev server, not a host. */
export const tenantHostsOf = (config: Pick<StageConfig, 'tenantDomains'>): string[] =>
  config.tenantDomains.map((origin) => new URL(origin).hostname).filter((host) => !isLocalhost(host));

/** Where cdk.json keeps each stage's settings: `context.environments.<stage>`. */
export const environmentsKey = 'environments';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings cdk.json holds for a stage. An unknown key is refused rather than ignored, so a
 * misspelt `tenantDomain` cannot quietly leave the stage on another value.
 */
const presetOf = (node: Node, stage: unknown): Record<string, unknown> => {
  const environments: unknown = node.tryGetContext(environmentsKey);
  if (typeof stage !== 'string' || !isRecord(environments)) return {};
  const preset = environments[stage];
  if (preset === undefined) return {};
  if (!isRecord(preset)) {
    throw new Error(
      `Invalid stage configuration in CDK context:\n  - ${environmentsKey}.${stage}: must be an object`,
    );
  }
  const unknown = Object.keys(preset).filter(
    (key) => !(contextKeys as readonly string[]).includes(key) || key === 'stage',
  );
  if (unknown.length > 0) {
    throw new Error(
      `Invalid stage configuration in CDK context:\n${unknown.map((key) => `  - ${environmentsKey}.${stage}.${key}: is not a setting (expected one of ${contextKeys.filter((k) => k !== 'stage').join(', ')})`).join('\n')}`,
    );
  }
  return preset;
};

/**
 * Reads the stage configuration from the context of a construct tree (normally the App): the
 * stage's block under `environments` in cdk.json, each key overridable with `-c key=value`.
 */
export const readStageConfig = (node: Node): StageConfig => {
  const stage: unknown = node.tryGetContext('stage');
  const preset = presetOf(node, stage);
  return parseStageConfig(
    Object.fromEntries(contextKeys.map((key) => [key, (node.tryGetContext(key) as unknown) ?? preset[key]])),
  );
};

/** Undefined when neither is set, so synth-only stages stay environment-agnostic. */
export const stackEnvironment = (config: StageConfig): Environment | undefined =>
  config.account === undefined && config.region === undefined
    ? undefined
    : { account: config.account, region: config.region };
