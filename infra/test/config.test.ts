import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiThroughCdnOf,
  contextKeys,
  mailFromDomainOf,
  logSampleRateOf,
  parseStageConfig,
  readStageConfig,
  senderDomainOf,
  stackEnvironment,
  tenantHostsOf,
} from '../lib/config.js';
import { createTestApp } from './support/synth.js';

const prod = {
  stage: 'prod',
  account: '123456789012',
  region: 'eu-central-1',
  tenantDomains: ['https://acme.recyclens.com'],
  senderAddress: 'reports@recyclens.com',
  apiOriginDomain: 'api-origin.recyclens.com',
  apiCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/5a6b7c8d-2222-4b4b-8c8c-123456789abc',
};

describe('stage configuration', () => {
  it('runs the dev stage on defaults so a bare synth works', () => {
    const config = parseStageConfig({ stage: 'dev' });
    expect(config).toEqual({
      stage: 'dev',
      tenantDomains: [],
      senderAddress: 'no-reply@dev.recyclens.com',
    });
    expect(stackEnvironment(config)).toBeUndefined();
  });

  it('routes /api/* through CloudFront unless the stage says false', () => {
    expect(apiThroughCdnOf(parseStageConfig({ stage: 'dev' }))).toBe(true);
    expect(apiThroughCdnOf(parseStageConfig({ stage: 'dev', apiThroughCdn: 'false' }))).toBe(false);
    expect(apiThroughCdnOf(parseStageConfig({ stage: 'dev', apiThroughCdn: true }))).toBe(true);
    expect(() => parseStageConfig({ stage: 'dev', apiThroughCdn: 'maybe' })).toThrow(
      /apiThroughCdn: must be true or false/,
    );
  });

  it('samples debug logs of a tenth of dev invocations, none elsewhere, unless the stage says', () => {
    expect(logSampleRateOf(parseStageConfig({ stage: 'dev' }))).toBe(0.1);
    expect(logSampleRateOf(parseStageConfig(prod))).toBe(0);
    expect(logSampleRateOf(parseStageConfig({ ...prod, logSampleRate: '0.05' }))).toBe(0.05);
    expect(() => parseStageConfig({ stage: 'dev', logSampleRate: '2' })).toThrow(/logSampleRate/);
    expect(() => parseStageConfig({ stage: 'dev', logSampleRate: 'often' })).toThrow(/logSampleRate/);
  });

  it('builds the `sam local` flavour for the dev stage only', () => {
    expect(parseStageConfig({ stage: 'dev', samLocal: 'true' }).samLocal).toBe(true);
    expect(() => parseStageConfig({ ...prod, samLocal: true })).toThrow(
      /samLocal: is for `sam local` on the dev stage only/,
    );
  });

  it('accepts a complete production configuration as given', () => {
    const config = parseStageConfig(prod);
    expect(config).toEqual(prod);
    expect(stackEnvironment(config)).toEqual({ account: '123456789012', region: 'eu-central-1' });
  });

  it('reads the values from the App context, as `cdk synth -c` passes them (strings)', () => {
    const { app, cleanup } = createTestApp({
      ...prod,
      tenantDomains: 'https://acme.recyclens.com, https://globex.recyclens.com',
    });
    cleanup();
    expect(readStageConfig(app.node).tenantDomains).toEqual([
      'https://acme.recyclens.com',
      'https://globex.recyclens.com',
    ]);
  });

  it('accepts tenantDomains as a JSON list string', () => {
    const config = parseStageConfig({ ...prod, tenantDomains: '["https://acme.recyclens.com"]' });
    expect(config.tenantDomains).toEqual(['https://acme.recyclens.com']);
  });

  it('rejects a missing stage, naming it', () => {
    expect(() => parseStageConfig({})).toThrow(/stage: is required/);
  });

  it('rejects an origin with a path or plain http, naming tenantDomains and the value', () => {
    expect(() => parseStageConfig({ ...prod, tenantDomains: ['https://acme.recyclens.com/app'] })).toThrow(
      /tenantDomains\.0: "https:\/\/acme\.recyclens\.com\/app" is not an origin/,
    );
    expect(() => parseStageConfig({ ...prod, tenantDomains: 'http://acme.recyclens.com' })).toThrow(
      /tenantDomains\.0/,
    );
  });

  it('rejects a wildcard origin', () => {
    expect(() => parseStageConfig({ ...prod, tenantDomains: '*' })).toThrow(/tenantDomains/);
  });

  it('rejects a malformed account, region or sender address, naming each', () => {
    const attempt = () =>
      parseStageConfig({
        ...prod,
        account: '1234',
        region: 'Frankfurt',
        senderAddress: 'not-an-address',
      });
    expect(attempt).toThrow(/account: must be a 12-digit AWS account id/);
    expect(attempt).toThrow(/region: must be an AWS region/);
    expect(attempt).toThrow(/senderAddress: must be an email address/);
  });

  it('refuses dev defaults for any other stage', () => {
    const attempt = () => parseStageConfig({ stage: 'prod' });
    expect(attempt).toThrow(/tenantDomains: is required for stage "prod"/);
    expect(attempt).toThrow(/senderAddress: is required for stage "prod"/);
  });

  it('treats an empty -c value as absent rather than invalid', () => {
    expect(parseStageConfig({ stage: 'dev', account: '', region: '' })).not.toHaveProperty('account');
  });
});

describe('stage configuration: certificate and hosted zone', () => {
  const certificateArn =
    'arn:aws:acm:us-east-1:123456789012:certificate/0f2e5d1c-1111-4a4a-9b9b-123456789abc';
  const hostedZone = { zoneName: 'recyclens.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' };

  it('accepts a us-east-1 certificate and a zone containing the sender domain', () => {
    const config = parseStageConfig({ ...prod, certificateArn, hostedZone });
    expect(config).toMatchObject({ certificateArn, hostedZone });
    expect(senderDomainOf(config)).toBe('recyclens.com');
    expect(tenantHostsOf(config)).toEqual(['acme.recyclens.com']);
  });

  it('takes the zone as a JSON string, as `-c hostedZone=…` passes it', () => {
    expect(parseStageConfig({ ...prod, hostedZone: JSON.stringify(hostedZone) }).hostedZone).toEqual(
      hostedZone,
    );
  });

  it('rejects a certificate outside us-east-1, naming certificateArn', () => {
    expect(() =>
      parseStageConfig({ ...prod, certificateArn: certificateArn.replace('us-east-1', 'eu-central-1') }),
    ).toThrow(/certificateArn: must be the ARN of an ACM certificate in us-east-1/);
  });

  it('rejects a certificate when no tenant host would use it', () => {
    expect(() => parseStageConfig({ stage: 'dev', certificateArn })).toThrow(/certificateArn: is given but/);
  });

  it('rejects an incomplete zone or one that does not hold the sender domain, naming the field', () => {
    expect(() => parseStageConfig({ ...prod, hostedZone: { zoneName: 'recyclens.com' } })).toThrow(
      /hostedZone\.hostedZoneId: is required/,
    );
    expect(() => parseStageConfig({ ...prod, hostedZone: { ...hostedZone, zoneName: 'other.com' } })).toThrow(
      /hostedZone\.zoneName: "other\.com" does not contain the sender domain "recyclens\.com"/,
    );
  });

  it('takes an optional alarm address, refusing a malformed one', () => {
    expect(parseStageConfig({ ...prod, alarmEmail: 'oncall@recyclens.com' }).alarmEmail).toBe(
      'oncall@recyclens.com',
    );
    expect(() => parseStageConfig({ ...prod, alarmEmail: 'oncall' })).toThrow(
      /alarmEmail: must be an email address/,
    );
  });

  it('takes how deploys shift traffic, a monthly budget and the deploying repository, refusing bad ones', () => {
    const config = parseStageConfig({
      ...prod,
      trafficShifting: 'canary',
      monthlyBudgetUsd: '750',
      githubRepository: 'recyclens/recyclens',
    });
    expect(config).toMatchObject({
      trafficShifting: 'canary',
      monthlyBudgetUsd: 750,
      githubRepository: 'recyclens/recyclens',
    });
    expect(() => parseStageConfig({ ...prod, trafficShifting: 'linear' })).toThrow(
      /trafficShifting: must be one of canary, all-at-once/,
    );
    expect(() => parseStageConfig({ ...prod, monthlyBudgetUsd: 'lots' })).toThrow(
      /monthlyBudgetUsd: must be a number of US dollars/,
    );
    expect(() => parseStageConfig({ ...prod, monthlyBudgetUsd: 0 })).toThrow(
      /monthlyBudgetUsd: must be above 0/,
    );
    expect(() => parseStageConfig({ ...prod, githubRepository: 'https://github.com/x/y' })).toThrow(
      /githubRepository: must be a GitHub repository as owner\/name/,
    );
  });

  it('sends bounces to a subdomain of the sender domain', () => {
    expect(mailFromDomainOf(parseStageConfig(prod))).toBe('bounce.recyclens.com');
  });

  it('leaves localhost out of the hosts CloudFront serves', () => {
    expect(
      tenantHostsOf(parseStageConfig({ stage: 'dev', tenantDomains: ['http://localhost:5173'] })),
    ).toEqual([]);
  });
});

describe('stage configuration from cdk.json environments', () => {
  const environments = {
    prod: {
      account: '123456789012',
      region: 'eu-central-1',
      tenantDomains: ['https://acme.recyclens.com'],
      senderAddress: 'reports@recyclens.com',
      apiOriginDomain: 'api-origin.recyclens.com',
      apiCertificateArn:
        'arn:aws:acm:eu-west-1:123456789012:certificate/5a6b7c8d-2222-4b4b-8c8c-123456789abc',
    },
  };

  it("takes the stage's block, each key overridable with -c", () => {
    const { app, cleanup } = createTestApp({ stage: 'prod', environments, region: 'eu-west-1' });
    cleanup();
    expect(readStageConfig(app.node)).toEqual({ ...environments.prod, stage: 'prod', region: 'eu-west-1' });
  });

  it('names what is missing for a stage whose block is still empty, as in cdk.json', () => {
    const blank = {
      account: '',
      region: '',
      tenantDomains: [],
      senderAddress: '',
      certificateArn: '',
      hostedZone: '',
    };
    const { app, cleanup } = createTestApp({ stage: 'prod', environments: { prod: blank } });
    cleanup();
    const attempt = () => readStageConfig(app.node);
    expect(attempt).toThrow(/account: is required for stage "prod"/);
    expect(attempt).toThrow(/region: is required for stage "prod"/);
    expect(attempt).toThrow(/tenantDomains: must list at least one origin/);
    expect(attempt).toThrow(/senderAddress: is required for stage "prod"/);
  });

  it('refuses a misspelt setting in the block, naming it', () => {
    const { app, cleanup } = createTestApp({
      stage: 'prod',
      environments: { prod: { ...environments.prod, tenantDomain: 'https://x.recyclens.com' } },
    });
    cleanup();
    expect(() => readStageConfig(app.node)).toThrow(/environments\.prod\.tenantDomain: is not a setting/);
  });
});

describe("the API's origin domain (decision 022)", () => {
  const { apiOriginDomain: _domain, apiCertificateArn: _certificate, ...withoutOrigin } = prod;
  const zone = { zoneName: 'recyclens.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' };

  it('is required wherever CloudFront fronts a deployed API, so execute-api can be switched off', () => {
    expect(() => parseStageConfig(withoutOrigin)).toThrow(/apiOriginDomain: is required for stage "prod"/);
    // A stage whose SPA calls the API directly keeps the execute-api endpoint, and so does dev.
    expect(parseStageConfig({ ...withoutOrigin, apiThroughCdn: false }).apiOriginDomain).toBeUndefined();
    expect(parseStageConfig({ stage: 'dev' }).apiOriginDomain).toBeUndefined();
  });

  it('takes its certificate from the stage zone when no ARN is given, and refuses a name outside it', () => {
    expect(
      parseStageConfig({ ...withoutOrigin, hostedZone: zone, apiOriginDomain: 'api-origin.recyclens.com' }),
    ).toMatchObject({ apiOriginDomain: 'api-origin.recyclens.com' });
    expect(() =>
      parseStageConfig({ ...withoutOrigin, hostedZone: zone, apiOriginDomain: 'api.example.org' }),
    ).toThrow(
      /apiCertificateArn: is required for apiOriginDomain "api.example.org" unless hostedZone contains it/,
    );
  });

  it("refuses a certificate from another region than the API's", () => {
    expect(() =>
      parseStageConfig({
        ...prod,
        apiCertificateArn:
          'arn:aws:acm:us-east-1:123456789012:certificate/5a6b7c8d-2222-4b4b-8c8c-123456789abc',
      }),
    ).toThrow(
      /apiCertificateArn: is in us-east-1; a regional API domain takes a certificate from its own region \(eu-central-1\)/,
    );
  });

  it('refuses settings that would do nothing', () => {
    expect(() => parseStageConfig({ ...prod, apiThroughCdn: false })).toThrow(
      /apiOriginDomain: is only used when CloudFront fronts the API/,
    );
    expect(() =>
      parseStageConfig({ ...withoutOrigin, apiThroughCdn: false, apiCertificateArn: prod.apiCertificateArn }),
    ).toThrow(/apiCertificateArn: is given but apiOriginDomain/);
    expect(() => parseStageConfig({ ...prod, apiOriginDomain: 'https://api-origin.recyclens.com' })).toThrow(
      /apiOriginDomain: must be a host name/,
    );
  });
});

describe('stage configuration: the list of settings', () => {
  it('is documented in docs/deploy.md, one table row per setting', () => {
    const deployGuide = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    const rows = [...deployGuide.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect(rows).toEqual(expect.arrayContaining(contextKeys.filter((key) => key !== 'stage')));
  });

  it('is what a stage block in cdk.json may hold, and nothing else', () => {
    const everySetting = Object.fromEntries(
      contextKeys.filter((key) => key !== 'stage').map((key) => [key, '']),
    );
    const known = createTestApp({ stage: 'dev', environments: { dev: everySetting } });
    known.cleanup();
    expect(readStageConfig(known.app.node)).toMatchObject({ stage: 'dev' });
    const unknown = createTestApp({
      stage: 'dev',
      environments: { dev: { ...everySetting, logLevel: 'debug' } },
    });
    unknown.cleanup();
    expect(() => readStageConfig(unknown.app.node)).toThrow(/environments\.dev\.logLevel: is not a setting/);
  });
});
