import { describe, expect, it } from 'vitest';
import { authThrottle } from '../lib/api/http-api.js';
import { authPaths, fileUploadPaths, rateWindowSeconds, wafRateLimits } from '../lib/web/waf.js';
import { createSpaFixture, prodContext, synthRecyclensApp } from './support/synth.js';

const buildDir = createSpaFixture();
const prod = synthRecyclensApp(prodContext, { frontendBuildDir: buildDir });
const dev = synthRecyclensApp({ stage: 'dev' }, { frontendBuildDir: buildDir });

type Rule = Record<string, unknown> & { Name: string; Statement: Record<string, Record<string, unknown>> };
const waf = prod.templates.waf;
const rules = (): Rule[] =>
  (Object.values(waf?.findResources('AWS::WAFv2::WebACL') ?? {})[0]?.['Properties']['Rules'] as Rule[]) ?? [];
const rule = (name: string): Rule => {
  const found = rules().find((candidate) => candidate.Name === name);
  if (found === undefined) throw new Error(`no rule ${name}`);
  return found;
};
// WAF compares lower-cased paths, so the rules hold the routes' paths lower-cased.
const lowerCased = (paths: string[]) => paths.map((path) => path.toLowerCase()).sort();
const exactPaths = (statement: unknown): string[] =>
  (JSON.stringify(statement) ?? '')
    .match(/"SearchString":"[^"]+"/g)
    ?.map((match) => match.slice('"SearchString":"'.length, -1))
    .sort() ?? [];

describe('WafStack', () => {
  it('puts one CloudFront web ACL in us-east-1, whatever the stage region', () => {
    expect(prod.waf?.region).toBe('us-east-1');
    expect(prod.web.region).toBe(prodContext.region);
    waf?.resourceCountIs('AWS::WAFv2::WebACL', 1);
    waf?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Name: 'recyclens-prod',
    });
  });

  it("attaches the web ACL to the stage's distribution across regions", () => {
    const distribution = Object.values(prod.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
    const webAclId = JSON.stringify(distribution?.['Properties']['DistributionConfig']['WebACLId']);
    // CDK's cross-region reference: an SSM parameter named after the ACL's Arn, read in the Web stack.
    expect(webAclId).toContain(`${prod.waf?.getLogicalId(prod.waf.acl.webAcl)}Arn`);
    prod.templates.web.resourceCountIs('Custom::CrossRegionExportReader', 1);
  });

  it('limits each address and each tenant host, tighter on the auth paths, answering 429', () => {
    const expected = {
      AuthPerIp: { limit: wafRateLimits.authPerIp, key: 'IP', scoped: true },
      AuthPerHost: { limit: wafRateLimits.authPerHost, key: 'CUSTOM_KEYS', scoped: true },
      PerIp: { limit: wafRateLimits.perIp, key: 'IP', scoped: false },
      PerHost: { limit: wafRateLimits.perHost, key: 'CUSTOM_KEYS', scoped: false },
    };
    for (const [name, { limit, key, scoped }] of Object.entries(expected)) {
      const rate = rule(name).Statement['RateBasedStatement'] as Record<string, unknown>;
      expect(rule(name)['Action'], name).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
      expect(rate, name).toMatchObject({
        Limit: limit,
        AggregateKeyType: key,
        EvaluationWindowSec: rateWindowSeconds,
      });
      if (key === 'CUSTOM_KEYS') {
        expect(rate['CustomKeys'], name).toEqual([
          { Header: { Name: 'host', TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }] } },
        ]);
      }
      expect(exactPaths(rate['ScopeDownStatement']), name).toEqual(scoped ? lowerCased(authPaths) : []);
    }
    expect(authPaths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/forgotPassword']));
    expect(wafRateLimits.authPerIp).toBeLessThan(wafRateLimits.perIp);
    // One tenant under attack uses at most a tenth of the API's shared auth ceiling.
    expect(wafRateLimits.authPerHost / rateWindowSeconds).toBeLessThanOrEqual(authThrottle.rateLimit / 10);
  });

  it('runs the known-bad-inputs set everywhere and the common set except on file uploads', () => {
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet').Statement['ManagedRuleGroupStatement']).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesKnownBadInputsRuleSet',
    });
    const common = rule('AWSManagedRulesCommonRuleSet').Statement['ManagedRuleGroupStatement'];
    expect(fileUploadPaths).toEqual([
      '/api/packages/import',
      '/api/packages/{packageId}/evidence',
      '/api/tenant/logo',
      '/api/user/profile-picture/upload',
    ]);
    expect(common?.['ScopeDownStatement']).toMatchObject({ NotStatement: { Statement: expect.anything() } });
    // The evidence upload's path has a parameter: it is matched by what surrounds it.
    expect(exactPaths(common?.['ScopeDownStatement'])).toEqual(
      [
        '/api/packages/',
        '/evidence',
        ...lowerCased(fileUploadPaths).filter((path) => !path.includes('{')),
      ].sort(),
    );
    expect(JSON.stringify(common?.['ScopeDownStatement'])).toContain(
      '{"AndStatement":{"Statements":[{"ByteMatchStatement":{"FieldToMatch":{"UriPath":{}},"PositionalConstraint":"STARTS_WITH","SearchString":"/api/packages/"',
    );
    expect(common?.['RuleActionOverrides']).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('checks the rate limits before the managed rules, so a flood is refused cheaply', () => {
    const ordered = [...rules()].sort((a, b) => Number(a['Priority']) - Number(b['Priority']));
    expect(ordered.map((candidate) => candidate.Name)).toEqual([
      'AuthPerIp',
      'AuthPerHost',
      'PerIp',
      'PerHost',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
  });

  it('leaves a stage without a region without a web ACL, as it cannot reference one', () => {
    expect(dev.waf).toBeUndefined();
    const distribution = Object.values(dev.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution?.['Properties']['DistributionConfig']['WebACLId']).toBeUndefined();
  });
});
