import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '@recyclens/shared';
import { logicalIdOf, synthRecyclensApp } from './support/synth.js';

const throughCdn = synthRecyclensApp({ stage: 'dev' });
const direct = synthRecyclensApp({ stage: 'dev', apiThroughCdn: 'false' });

const secretReference = (app: typeof throughCdn): string => {
  const secret = app.api.originVerifySecret;
  if (secret === undefined) throw new Error('no origin secret');
  return logicalIdOf(secret);
};

describe('API reachable through CloudFront only', () => {
  it('gives every group function the origin secret, as a reference to the generated secret', () => {
    const secretId = secretReference(throughCdn);
    for (const construct of throughCdn.api.groupFunctions.values()) {
      const fn = throughCdn.templates.api.toJSON().Resources[logicalIdOf(construct.function)];
      const value = JSON.stringify(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
    }
  });

  it('has CloudFront send the secret header with everything it forwards to the API', () => {
    const distribution = Object.values(
      throughCdn.templates.web.findResources('AWS::CloudFront::Distribution'),
    )[0];
    const config = distribution?.['Properties']['DistributionConfig'];
    const apiBehavior = (config['CacheBehaviors'] as { PathPattern: string; TargetOriginId: string }[]).find(
      (behavior) => behavior.PathPattern === 'api/*',
    );
    const origin = (config['Origins'] as { Id: string; OriginCustomHeaders?: unknown }[]).find(
      (candidate) => candidate.Id === apiBehavior?.TargetOriginId,
    );
    expect(origin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() },
    ]);
    expect(JSON.stringify(origin?.OriginCustomHeaders)).toContain('{{resolve:secretsmanager:');
  });

  it('checks nothing where the SPA calls the API directly', () => {
    expect(direct.api.originVerifySecret).toBeUndefined();
    direct.templates.api.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { Environment: { Variables: { ORIGIN_VERIFY_SECRET: expect.anything() } } },
      0,
    );
    expect(JSON.stringify(direct.templates.api.toJSON())).not.toContain('ORIGIN_VERIFY_SECRET');
  });
});
