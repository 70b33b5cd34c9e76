import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStageConfig, readStageConfig } from '../lib/config.js';
import { repoRoot } from '../lib/paths.js';
import {
  createSpaFixture,
  createTestApp,
  prodContext,
  synthRecyclensApp,
  type SynthesizedApp,
} from './support/synth.js';

/** A production stage whose tenants are distribution tenants (decision 022). */
const { tenantDomains: _hosts, certificateArn: _certificate, ...sharedProd } = prodContext;
const multiTenantContext = { ...sharedProd, multiTenant: true };

const buildDir = createSpaFixture();
const multiTenant = synthRecyclensApp(multiTenantContext, { frontendBuildDir: buildDir });

const distributionConfig = (app: SynthesizedApp): Record<string, unknown> =>
  Object.values(app.templates.web.findResources('AWS::CloudFront::Distribution'))[0]?.['Properties'][
    'DistributionConfig'
  ];

// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html
const cloudFormationLimits = { templateBytes: 1_000_000, resources: 500, outputs: 200, parameters: 200 };

const expectWithinCloudFormationLimits = (app: SynthesizedApp): void => {
  for (const [name, template] of Object.entries(app.templates)) {
    const json = template.toJSON() as {
      Resources?: object;
      Outputs?: object;
      Parameters?: object;
    };
    const size = Buffer.byteLength(JSON.stringify(json));
    expect(size, `${name} template bytes`).toBeLessThan(cloudFormationLimits.templateBytes);
    expect(Object.keys(json.Resources ?? {}).length, `${name} resources`).toBeLessThan(
      cloudFormationLimits.resources,
    );
    expect(Object.keys(json.Outputs ?? {}).length, `${name} outputs`).toBeLessThan(
      cloudFormationLimits.outputs,
    );
    expect(Object.keys(json.Parameters ?? {}).length, `${name} parameters`).toBeLessThan(
      cloudFormationLimits.parameters,
    );
  }
};

/**
 * What a multi-tenant distribution does not support, as CloudFormation names it. Sources:
 * "Unsupported features" in https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/distribution-config-options.html#unsupported-saas
 * and the "This field only supports standard distributions" notes of
 * https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-cloudfront-distribution-distributionconfig.html
 * (and its CacheBehavior, DefaultCacheBehavior and ViewerCertificate pages).
 */
const unsupportedOnMultiTenant = {
  distribution: [
    'Aliases', // the tenant's domains; the connection group routes them
    'CNAMEs', // legacy form of Aliases
    'AnycastIpListId', // the connection group's
    'ContinuousDeploymentPolicyId', // continuous deployment
    'Staging', // continuous deployment
    'IPV6Enabled', // the connection group's
    'PriceClass',
    'Logging', // standard logging (legacy)
    'CustomOrigin', // legacy origin forms
    'S3Origin',
  ],
  cacheBehavior: ['ForwardedValues', 'MinTTL', 'DefaultTTL', 'MaxTTL', 'TrustedSigners', 'SmoothStreaming'],
  viewerCertificate: ['IamCertificateId'],
} as const;

describe('multi-tenant distribution', () => {
  it('is a tenant-only template with no domains, certificate or tenant of its own', () => {
    const config = distributionConfig(multiTenant);
    expect(config).toMatchObject({ ConnectionMode: 'tenant-only' });
    expect(JSON.stringify(config)).not.toContain('AcmCertificateArn');
    // Tenants are created by the CLI, so adding one never needs a deploy.
    multiTenant.templates.web.resourceCountIs('AWS::CloudFront::DistributionTenant', 0);
  });

  it('carries none of the settings CloudFront does not support on a multi-tenant distribution', () => {
    const config = distributionConfig(multiTenant);
    for (const setting of unsupportedOnMultiTenant.distribution) {
      expect(config, setting).not.toHaveProperty(setting);
    }
    const behaviors = [config['DefaultCacheBehavior'], ...(config['CacheBehaviors'] as unknown[])] as Record<
      string,
      unknown
    >[];
    for (const behavior of behaviors) {
      for (const setting of unsupportedOnMultiTenant.cacheBehavior) {
        expect(behavior, `${String(behavior['PathPattern'] ?? 'default')} ${setting}`).not.toHaveProperty(
          setting,
        );
      }
    }
    for (const setting of unsupportedOnMultiTenant.viewerCertificate) {
      expect(config['ViewerCertificate'] ?? {}, setting).not.toHaveProperty(setting);
    }
    // Origin access identities are not supported (OAC is): CDK's S3 origin leaves the field empty.
    for (const origin of config['Origins'] as { S3OriginConfig?: { OriginAccessIdentity?: string } }[]) {
      expect(origin.S3OriginConfig?.OriginAccessIdentity ?? '').toBe('');
    }
  });

  it('outputs the distribution id the tenant CLI needs, and no domain name to point hosts at', () => {
    const outputs = Object.keys(multiTenant.templates.web.findOutputs('*'));
    expect(outputs).toContain('DistributionId');
    expect(outputs).not.toContain('DistributionDomainName');
  });

  it('keeps every stack within the CloudFormation limits', () => {
    expectWithinCloudFormationLimits(multiTenant);
  });

  it('still routes /api/* to the API behind the tenant domains', () => {
    const behaviors = distributionConfig(multiTenant)['CacheBehaviors'] as { PathPattern: string }[];
    expect(behaviors.map((behavior) => behavior.PathPattern)).toContain('api/*');
  });
});

describe('tenant domains in the stage configuration', () => {
  const thousandTenants = Array.from({ length: 1000 }, (_, index) => `https://tenant-${index}.recyclens.com`);

  it('lets a multi-tenant stage deploy with no tenant listed', () => {
    expect(parseStageConfig(multiTenantContext)).toMatchObject({ multiTenant: true, tenantDomains: [] });
  });

  it('refuses tenant domains or a shared certificate on a multi-tenant stage, naming the CLI', () => {
    expect(() => parseStageConfig({ ...multiTenantContext, tenantDomains: thousandTenants })).toThrow(
      /tenantDomains: is not used with multiTenant: .*npm run tenant -- create/,
    );
    expect(() =>
      parseStageConfig({ ...multiTenantContext, certificateArn: prodContext.certificateArn }),
    ).toThrow(/certificateArn: is not used with multiTenant/);
  });

  it('refuses more hosts than one distribution takes at synth, pointing at multiTenant', () => {
    expect(() => parseStageConfig({ ...prodContext, tenantDomains: thousandTenants })).toThrow(
      /tenantDomains: names 1000 hosts; one distribution takes at most 100 alternate names \(set multiTenant instead\)/,
    );
  });

  it('keeps the single-distribution stage within the CloudFormation limits at its 100 hosts', () => {
    const hundred = synthRecyclensApp(
      { ...prodContext, tenantDomains: thousandTenants.slice(0, 100) },
      { frontendBuildDir: buildDir },
    );
    expect(distributionConfig(hundred)['Aliases']).toHaveLength(100);
    expect(distributionConfig(hundred)).not.toHaveProperty('ConnectionMode');
    expectWithinCloudFormationLimits(hundred);
  });
});

describe("cdk.json's prod block", () => {
  it("starts multi-tenant: it asks for account, region, sender and the API's origin name, never for tenant domains", async () => {
    const { readFile } = await import('node:fs/promises');
    const cdkJson = JSON.parse(await readFile(join(repoRoot, 'cdk.json'), 'utf8')) as {
      context: { environments: Record<string, unknown> };
    };
    const { app, cleanup } = createTestApp({ stage: 'prod', environments: cdkJson.context.environments });
    cleanup();
    const attempt = () => readStageConfig(app.node);
    expect(attempt).toThrow(/account: is required for stage "prod"/);
    expect(attempt).toThrow(/senderAddress: is required for stage "prod"/);
    expect(attempt).toThrow(/apiOriginDomain: is required for stage "prod"/);
    expect(attempt).not.toThrow(/tenantDomains|certificateArn/);
  });
});
