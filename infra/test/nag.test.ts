import { describe, expect, it } from 'vitest';
import { Validations, type Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from '../lib/nag.js';
import { createSpaFixture, prodContext, synthRecyclensApp } from './support/synth.js';

const buildDir = createSpaFixture();
const stages = {
  dev: synthRecyclensApp({ stage: 'dev' }, { frontendBuildDir: buildDir }),
  prod: synthRecyclensApp(prodContext, { frontendBuildDir: buildDir }),
};
const cases = Object.entries(stages).flatMap(([stage, app]) =>
  (['data', 'mail', 'api', 'web', 'waf'] as const).flatMap((part) => {
    const stack: Stack | undefined = app[part];
    return stack === undefined ? [] : [{ name: `${stage} ${part}`, stack }];
  }),
);

/** Every acknowledgement in a tree: rule (or finding) id → reason. */
const acknowledgementsOf = (scope: IConstruct): Map<string, string> => {
  const found = new Map<string, string>();
  for (const construct of scope.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.set(id.replace(/^annotation::/i, ''), reason);
      }
    }
  }
  return found;
};

/** The only rules we accept findings of; a new one needs a reason here and at the construct. */
const acceptedRules = [
  'AwsSolutions-APIG4', // authorization in the Lambda (session check on every call)
  'AwsSolutions-SMG4', // signing key rotated by hand
  'AwsSolutions-IAM5', // object wildcards; CDK BucketDeployment grants
  'AwsSolutions-IAM4', // CDK BucketDeployment handler's basic execution role; CodeDeploy's role
  'AwsSolutions-SQS3', // the workers' failure queues are dead ends themselves
  'AwsSolutions-L1', // CDK BucketDeployment handler runtime
  'AwsSolutions-S1', // the access-log bucket itself
  'AwsSolutions-CFR1', // no geo restriction
  'AwsSolutions-CFR2', // WAF left to the account owner
  'AwsSolutions-CFR4', // default CloudFront certificate without a tenant certificate
];

describe('cdk-nag AwsSolutions', () => {
  it.each(cases)('$name stack has no unacknowledged finding', ({ stack }) => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.map(
      (violation) =>
        `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it.each(cases)('$name stack gives a written reason for every acknowledgement', ({ stack }) => {
    for (const [id, reason] of acknowledgementsOf(stack)) {
      expect(acceptedRules, id).toContain(id.replace(/\[.*\]$/, ''));
      expect(reason.length, `${id} needs a real reason`).toBeGreaterThan(40);
    }
  });

  it('acknowledges nothing on the Data and Mail stacks, and only what is listed on Api', () => {
    for (const app of Object.values(stages)) {
      expect([...acknowledgementsOf(app.data).keys()]).toEqual([]);
      expect([...acknowledgementsOf(app.mail).keys()]).toEqual([]);
      const api = [...acknowledgementsOf(app.api).keys()].map((id) => id.replace(/\[.*\]$/, ''));
      // SMG4: the origin secret changes by deploy, not by a rotation function (decision 022).
      expect(new Set(api)).toEqual(
        new Set([
          'AwsSolutions-APIG4',
          'AwsSolutions-IAM5',
          'AwsSolutions-IAM4',
          'AwsSolutions-SQS3',
          'AwsSolutions-SMG4',
        ]),
      );
    }
  });

  it('fails a finding that nobody acknowledged', async () => {
    const { App, Stack: CdkStack } = await import('aws-cdk-lib');
    const { Bucket } = await import('aws-cdk-lib/aws-s3');
    const stack = new CdkStack(new App(), 'Careless');
    new Bucket(stack, 'Open');
    const rules = new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.map((violation) => violation.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});
