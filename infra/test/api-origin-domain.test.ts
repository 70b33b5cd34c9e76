import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { logicalIdOf, prodContext, synthRecyclensApp, createSpaFixture } from './support/synth.js';

const buildDir = createSpaFixture();
const prod = synthRecyclensApp(prodContext, { frontendBuildDir: buildDir });
const withImportedCertificate = synthRecyclensApp(
  {
    ...prodContext,
    apiOriginDomain: 'api.example.org',
    apiCertificateArn:
      'arn:aws:acm:eu-central-1:123456789012:certificate/5a6b7c8d-2222-4b4b-8c8c-123456789abc',
  },
  { frontendBuildDir: buildDir },
);
const dev = synthRecyclensApp({ stage: 'dev' }, { frontendBuildDir: buildDir });

const originDomainId = (app: typeof prod): string => {
  const domain = app.api.api.originDomain;
  if (domain === undefined) throw new Error('the API has no origin domain');
  return logicalIdOf(domain);
};

/** The origin CloudFront forwards `/api/*` to. */
const apiOriginOf = (app: typeof prod): Record<string, unknown> | undefined => {
  const config = Object.values(app.templates.web.findResources('AWS::CloudFront::Distribution'))[0]?.[
    'Properties'
  ]['DistributionConfig'];
  const behavior = (config['CacheBehaviors'] as { PathPattern: string; TargetOriginId: string }[]).find(
    (candidate) => candidate.PathPattern === 'api/*',
  );
  return (config['Origins'] as Record<string, unknown>[]).find(
    (origin) => origin['Id'] === behavior?.TargetOriginId,
  );
};

describe("the API's origin domain: nothing reaches the API around CloudFront", () => {
  it('disables the execute-api endpoint', () => {
    prod.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
  });

  it('serves the API on its regional custom domain, mapped to the $default stage', () => {
    prod.templates.api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.recyclens.com',
      DomainNameConfigurations: [Match.objectLike({ EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' })],
    });
    prod.templates.api.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      ApiId: { Ref: logicalIdOf(prod.api.api.httpApi) },
      DomainName: { Ref: originDomainId(prod) },
      Stage: '$default',
    });
  });

  it('sends CloudFront to that domain, still with the origin secret', () => {
    const origin = apiOriginOf(prod);
    expect(origin?.['DomainName']).toBe('api-origin.recyclens.com');
    expect(JSON.stringify(origin?.['OriginCustomHeaders'])).toContain('{{resolve:secretsmanager:');
  });

  it("issues the certificate with DNS validation and points the name at the API, in the stage's zone", () => {
    prod.templates.api.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'api-origin.recyclens.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'api-origin.recyclens.com', HostedZoneId: prodContext.hostedZone.hostedZoneId },
      ],
    });
    prod.templates.api.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: 'api-origin.recyclens.com.',
      Type: 'A',
      HostedZoneId: prodContext.hostedZone.hostedZoneId,
      AliasTarget: Match.objectLike({
        DNSName: { 'Fn::GetAtt': [originDomainId(prod), 'RegionalDomainName'] },
      }),
    });
  });

  it('uses a configured certificate for a name outside the zone, and leaves its DNS record to the operator', () => {
    withImportedCertificate.templates.api.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    withImportedCertificate.templates.api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.example.org',
      DomainNameConfigurations: [
        Match.objectLike({
          CertificateArn:
            'arn:aws:acm:eu-central-1:123456789012:certificate/5a6b7c8d-2222-4b4b-8c8c-123456789abc',
        }),
      ],
    });
    withImportedCertificate.templates.api.resourcePropertiesCountIs(
      'AWS::Route53::RecordSet',
      { Name: 'api.example.org.' },
      0,
    );
    expect(Object.keys(withImportedCertificate.templates.api.findOutputs('ApiOriginTarget'))).toEqual([
      'ApiOriginTarget',
    ]);
    expect(apiOriginOf(withImportedCertificate)?.['DomainName']).toBe('api.example.org');
  });

  it('links files the API serves (logos, pictures) to the domain that still answers', () => {
    for (const construct of prod.api.groupFunctions.values()) {
      const fn = prod.templates.api.toJSON().Resources[logicalIdOf(construct.function)];
      expect(fn.Properties.Environment.Variables.API_PUBLIC_URL).toBe('https://api-origin.recyclens.com');
    }
  });

  it('keeps the execute-api endpoint on dev, which has no domain of its own', () => {
    dev.templates.api.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    dev.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: false });
    expect(JSON.stringify(apiOriginOf(dev)?.['DomainName'])).toContain('ApiEndpoint');
  });
});
