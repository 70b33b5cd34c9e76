import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { isMultipart, routes, type RouteDefinition } from '@recyclens/shared';
import { apiPathPattern } from './spa-distribution.js';

/** The window every rate rule counts in; WAF's longest, so the limits read as "per 5 minutes". */
export const rateWindowSeconds = 300;

/**
 * Requests per client in `rateWindowSeconds`. Sized against docs/capacity.md (peak ~400 requests/s
 * for the whole platform, a page load is ~15 requests) so that no legitimate client meets them.
 */
export const wafRateLimits = {
  /** One address, any path: 20/s sustained, an office of a hundred behind one NAT included. */
  perIp: 6000,
  /** One tenant host, any path: 200/s, half the platform's peak, so one tenant's flood leaves the rest. */
  perHost: 60_000,
  /** One address on the auth paths: a login every 3 s, with typos and resets to spare. */
  authPerIp: 100,
  /** One tenant host on the auth paths: 5/s, below the API's auth throttle, so one tenant under attack cannot use it up. */
  authPerHost: 1500,
} as const;

// CloudFront's path for an API route; the prefix is stripped after WAF has looked.
const apiPrefix = `/${apiPathPattern.replace('/*', '')}`;
const pathsOf = (keep: (route: RouteDefinition) => boolean): string[] =>
  Object.values(routes as Record<string, RouteDefinition>)
    .filter(keep)
    .map((route) => `${apiPrefix}${route.path}`)
    .sort();

/** The auth group's paths (sign-in, sign-up, password mails): scrypt and mail behind each. */
export const authPaths = pathsOf((route) => route.group === 'auth');
/** The routes that take files: the common rule set's body rules misread their bytes. */
export const fileUploadPaths = pathsOf((route) => isMultipart(route.body));

const isExactly = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path.toLowerCase(),
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

const byteMatch = (position: 'STARTS_WITH' | 'ENDS_WITH', text: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: position,
    searchString: text.toLowerCase(),
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
});

/**
 * A route's path as WAF can match it: exactly, or, for a path with parameters (an evidence
 * upload's packaging id), by what comes before the first and after the last parameter — WAF's
 * byte matches know no placeholders.
 */
const isPath = (path: string): CfnWebACL.StatementProperty => {
  const first = path.indexOf('{');
  if (first < 0) return isExactly(path);
  const suffix = path.slice(path.lastIndexOf('}') + 1);
  return {
    andStatement: {
      statements: [byteMatch('STARTS_WITH', path.slice(0, first)), byteMatch('ENDS_WITH', suffix)],
    },
  };
};

const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? (statements[0] as CfnWebACL.StatementProperty) : { orStatement: { statements } };

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

// Host names are case-insensitive; without this, ACME.example.com would be a second counter.
const perHostKey: CfnWebACL.RateBasedStatementProperty['customKeys'] = [
  { header: { name: 'host', textTransformations: [{ priority: 0, type: 'LOWERCASE' }] } },
];

interface RateRule {
  readonly name: string;
  readonly limit: number;
  readonly perHost: boolean;
  readonly scope?: CfnWebACL.StatementProperty;
}

const rateRule = (rule: RateRule, priority: number): CfnWebACL.RuleProperty => ({
  name: rule.name,
  priority,
  action: { block: { customResponse: { responseCode: 429 } } },
  statement: {
    rateBasedStatement: {
      limit: rule.limit,
      evaluationWindowSec: rateWindowSeconds,
      ...(rule.perHost
        ? { aggregateKeyType: 'CUSTOM_KEYS', customKeys: perHostKey }
        : { aggregateKeyType: 'IP' }),
      ...(rule.scope === undefined ? {} : { scopeDownStatement: rule.scope }),
    },
  },
  visibilityConfig: visibility(rule.name),
});

const managedRule = (
  name: string,
  priority: number,
  options: Partial<CfnWebACL.ManagedRuleGroupStatementProperty> = {},
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...options } },
  visibilityConfig: visibility(name),
});

export interface TenantWebAclProps {
  readonly stage: string;
}

/**
 * The CloudFront web ACL: limits per client (address and tenant host), tighter ones on the auth
 * paths, and AWS's common and known-bad-inputs rule sets. A flood from one address or at one
 * tenant is refused at the edge with 429, before it reaches the API's shared throttles, so it no
 * longer blocks login for every tenant. Scope CLOUDFRONT: it must be created in us-east-1.
 */
export class TenantWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: TenantWebAclProps) {
    super(scope, id);
    const auth = anyOf(authPaths.map(isExactly));
    const rules: RateRule[] = [
      { name: 'AuthPerIp', limit: wafRateLimits.authPerIp, perHost: false, scope: auth },
      { name: 'AuthPerHost', limit: wafRateLimits.authPerHost, perHost: true, scope: auth },
      { name: 'PerIp', limit: wafRateLimits.perIp, perHost: false },
      { name: 'PerHost', limit: wafRateLimits.perHost, perHost: true },
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `recyclens-${props.stage}`,
      description: `Recyclens ${props.stage}: per-client limits and AWS managed rules`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`recyclens-${props.stage}`),
      rules: [
        ...rules.map((rule, index) => rateRule(rule, index)),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', rules.length),
        managedRule('AWSManagedRulesCommonRuleSet', rules.length + 1, {
          // File uploads and imports carry image and spreadsheet bytes, which the body rules
          // (size, cross-site scripting, SQL) misread; their routes check type, size and content.
          scopeDownStatement: { notStatement: { statement: anyOf(fileUploadPaths.map(isPath)) } },
          // The set refuses bodies over 8 KB. JSON routes take more (a bulk assessment names up to
          // 5,000 packaging, a packaging many components); their schemas, API Gateway and Lambda
          // bound them, so the rule only counts and labels.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        }),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
