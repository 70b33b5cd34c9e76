import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { contentSecurityPolicy } from '../lib/web/content-security-policy.js';
import { logicalIdOf, createSpaFixture, prodContext, synthRecyclensApp } from './support/synth.js';

const buildDir = createSpaFixture();
const dev = synthRecyclensApp({ stage: 'dev' }, { frontendBuildDir: buildDir });
const prod = synthRecyclensApp(prodContext, { frontendBuildDir: buildDir });
const template = dev.templates.web;

const distributionConfig = (t = template): Record<string, unknown> =>
  Object.values(t.findResources('AWS::CloudFront::Distribution'))[0]?.['Properties']['DistributionConfig'];

const headersConfig = (t = template): Record<string, unknown> =>
  Object.values(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.['Properties'][
    'ResponseHeadersPolicyConfig'
  ];

describe('WebStack buckets', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2);
    for (const bucket of Object.values(buckets)) {
      expect(bucket['Properties']['PublicAccessBlockConfiguration']).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket['Properties']['BucketEncryption']).toBeDefined();
    }
    template.resourcePropertiesCountIs(
      'AWS::S3::BucketPolicy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
      2,
    );
  });

  it('lets only this distribution read the SPA bucket, through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(dev.web.spaBucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });
});

describe('WebStack distribution', () => {
  it('redirects to HTTPS and serves index.html at the root', () => {
    expect(distributionConfig()).toMatchObject({
      DefaultRootObject: 'index.html',
      DefaultCacheBehavior: expect.objectContaining({ ViewerProtocolPolicy: 'redirect-to-https' }),
      Logging: expect.objectContaining({ Bucket: expect.anything() }),
    });
  });

  it('caches hashed assets under /assets/* with the optimized policy, and /api/* not at all', () => {
    const behaviors = distributionConfig()['CacheBehaviors'] as Record<string, unknown>[];
    expect(behaviors.map((behavior) => behavior['PathPattern'])).toEqual(['assets/*', 'api/*']);
    // Managed policy ids: CachingOptimized and CachingDisabled.
    expect(behaviors[0]).toMatchObject({ CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6' });
    expect(behaviors[1]).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'DELETE', 'PATCH']),
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host, without the /api prefix', () => {
    const config = distributionConfig();
    const api = (config['CacheBehaviors'] as Record<string, unknown>[]).find(
      (behavior) => behavior['PathPattern'] === 'api/*',
    );
    // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = (config['Origins'] as Record<string, unknown>[]).find(
      (candidate) => candidate['Id'] === api?.['TargetOriginId'],
    );
    expect(origin).toMatchObject({ CustomOriginConfig: { OriginProtocolPolicy: 'https-only' } });
    // The API's host, cut out of its URL (an export of the Api stack).
    expect(JSON.stringify(origin?.['DomainName'])).toMatch(/Fn::Select.*2.*Fn::Split.*ApiEndpoint/);

    // The API's routes start at `/`: the viewer-request function maps /api/x onto /x.
    const source = Object.values(template.findResources('AWS::CloudFront::Function'))
      .map((fn) => fn['Properties']['FunctionCode'] as string)
      .find((code) => code.includes('/api'));
    const handler = new Function(`${source}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/api/theme')).toBe('/theme');
    expect(uriFor('/api/packages/42/results')).toBe('/packages/42/results');
    expect(uriFor('/api')).toBe('/');
    expect(uriFor('/apiary')).toBe('/apiary');
  });

  it('leaves /api/* out, and falls back to index.html on errors, when a stage turns it off', () => {
    const direct = synthRecyclensApp(
      { stage: 'dev', apiThroughCdn: 'false' },
      { frontendBuildDir: buildDir },
    );
    const config = distributionConfig(direct.templates.web);
    expect((config['CacheBehaviors'] as Record<string, unknown>[]).map((b) => b['PathPattern'])).toEqual([
      'assets/*',
    ]);
    expect(config['CustomErrorResponses']).toHaveLength(2);
  });

  it('answers client-side routes with index.html without touching API errors', () => {
    // With /api/* behind CloudFront, error responses (distribution-wide) would rewrite API 404s.
    expect(distributionConfig()['CustomErrorResponses']).toBeUndefined();
    expect(distributionConfig()['DefaultCacheBehavior']).toMatchObject({
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    const code = Object.values(template.findResources('AWS::CloudFront::Function')).map(
      (fn) => fn['Properties']['FunctionCode'] as string,
    );
    expect(code.some((source) => source.includes("'/index.html'"))).toBe(true);
    expect(code.some((source) => source.includes('/^\\/api'))).toBe(true);
  });

  it('falls back to index.html on 403/404 when the API is not behind the distribution', async () => {
    const { App } = await import('aws-cdk-lib');
    const { Template } = await import('aws-cdk-lib/assertions');
    const { Bucket } = await import('aws-cdk-lib/aws-s3');
    const { Stack } = await import('aws-cdk-lib');
    const { SpaDistribution } = await import('../lib/web/spa-distribution.js');
    const { createSecurityHeaders } = await import('../lib/web/security-headers.js');
    const stack = new Stack(new App(), 'Spa');
    const site = new SpaDistribution(stack, 'Site', {
      spaBucket: new Bucket(stack, 'Spa'),
      logsBucket: new Bucket(stack, 'Logs'),
      securityHeaders: createSecurityHeaders(stack, 'Headers', { connect: [], images: [] }),
      domainNames: [],
    });
    expect(site.distribution).toBeDefined();
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: [
          { ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
          { ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
        ],
      }),
    });
  });

  it('has no alternate names without a certificate, and warns about the hosts left out', () => {
    expect(distributionConfig()['Aliases']).toBeUndefined();
    const prodNoCert = synthRecyclensApp(
      { ...prodContext, certificateArn: '' },
      { frontendBuildDir: buildDir },
    );
    prodNoCert.annotations.web.hasWarning('*', Match.stringLikeRegexp('No certificateArn'));
  });

  it('serves the tenant hosts with the configured certificate and TLS 1.2+', () => {
    expect(distributionConfig(prod.templates.web)).toMatchObject({
      Aliases: ['acme.recyclens.com', 'globex.recyclens.com'],
      ViewerCertificate: {
        AcmCertificateArn: prodContext.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
  });
});

describe('WebStack security headers', () => {
  it('sends HSTS, nosniff, frame denial and a strict referrer policy', () => {
    expect(headersConfig()['SecurityHeadersConfig']).toMatchObject({
      StrictTransportSecurity: expect.objectContaining({ IncludeSubdomains: true, Override: true }),
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('sends a CSP with self-only scripts, styles and fonts, and the API for data and images', () => {
    const csp = JSON.stringify(
      (headersConfig()['SecurityHeadersConfig'] as Record<string, Record<string, unknown>>)[
        'ContentSecurityPolicy'
      ]?.['ContentSecurityPolicy'],
    );
    for (const directive of [
      "script-src 'self'",
      "style-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // The API's endpoint (an export of the Api stack) follows both directives.
    expect(csp).toMatch(/img-src 'self' data: blob: ",\{"Fn::ImportValue":"[^"]*ApiEndpoint/);
    expect(csp).toMatch(/; connect-src 'self' ",\{"Fn::ImportValue":"[^"]*ApiEndpoint/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('builds the policy from the given origins', () => {
    expect(contentSecurityPolicy({ connect: ['https://api.test'], images: ['https://api.test'] })).toContain(
      "connect-src 'self' https://api.test; ",
    );
  });
});

describe('WebStack deployment', () => {
  const deployments = () => Object.values(template.findResources('Custom::CDKBucketDeployment'));

  it('publishes the build in two steps: immutable hashed assets, then a no-cache entry', () => {
    const [assets, entry] = deployments();
    expect(deployments()).toHaveLength(2);
    expect(assets?.['Properties']).toMatchObject({
      Prune: false,
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(entry?.['Properties']).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/index.html', '/'],
    });
    expect(entry?.['DependsOn']).toEqual(expect.arrayContaining([expect.stringMatching(/HashedAssets/)]));
  });

  it('deploys nothing, with a warning, when there is no build', () => {
    const missing = synthRecyclensApp({ stage: 'dev' }, { frontendBuildDir: `${buildDir}/absent` });
    missing.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(missing.web.deployment.deployed).toBe(false);
    missing.annotations.web.hasWarning('*', Match.stringLikeRegexp('No SPA build'));
  });
});
