import { describe, expect, it } from 'vitest';
import { parseStageConfig, readStageConfig, stackEnvironment } from '../lib/config.js';
import { createTestApp } from './support/synth.js';

const prod = {
  stage: 'prod',
  account: '123456789012',
  region: 'eu-central-1',
  tenantDomains: ['https://acme.recyclens.com'],
  senderAddress: 'reports@recyclens.com',
};

describe('stage configuration', () => {
  it('runs the dev stage on defaults so a bare synth works', () => {
    const config = parseStageConfig({ stage: 'dev' });
    expect(config).toEqual({
      stage: 'dev',
      tenantDomains: ['http://localhost:5173'],
      senderAddress: 'no-reply@dev.recyclens.com',
    });
    expect(stackEnvironment(config)).toBeUndefined();
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
