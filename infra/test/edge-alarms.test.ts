import { describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from '../lib/nag.js';
import { buildRecyclensApp } from '../lib/recyclens-app.js';
import { createTestApp, logicalIdOf, prodContext } from './support/synth.js';

const synthEdge = (context: Record<string, unknown>) => {
  const { app, cleanup } = createTestApp({ ...context, 'aws:cdk:bundling-stacks': [] });
  try {
    const stacks = buildRecyclensApp(app);
    return {
      ...stacks,
      edgeTemplate: Template.fromStack(stacks.edgeAlarms),
      webTemplate: Template.fromStack(stacks.web),
    };
  } finally {
    cleanup();
  }
};

describe('CloudFront alarms', () => {
  const prod = synthEdge(prodContext);

  it('live in us-east-1, where CloudFront publishes its metrics, whatever the stage region', () => {
    expect(prod.web.region).toBe('eu-central-1');
    expect(prod.edgeAlarms.region).toBe('us-east-1');
    expect(prod.edgeAlarms.stackName).toBe('Recyclens-prod-Edge');
  });

  it("alarm on the distribution's 5xx rate over 3 of 5 minutes, to a topic of their own", () => {
    const alarms = Object.values(prod.edgeTemplate.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]?.['Properties'];
    expect(alarm).toMatchObject({ Threshold: 1, EvaluationPeriods: 5, DatapointsToAlarm: 3 });
    const metrics = JSON.stringify(alarm['Metrics']);
    expect(metrics).toContain('"MetricName":"5xxErrorRate"');
    expect(metrics).toContain('"Namespace":"AWS/CloudFront"');
    expect(metrics).toContain('{"Name":"Region","Value":"Global"}');
    const topic = { Ref: logicalIdOf(prod.edgeAlarms.topic) };
    expect(alarm['AlarmActions']).toEqual([topic]);
    prod.edgeTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: prodContext.alarmEmail,
    });
  });

  it('pass cdk-nag, as does the web stack that hands the distribution id over', () => {
    for (const stack of [prod.edgeAlarms, prod.web]) {
      expect(new AwsSolutionsChecks().validateScope(stack).violations.map((v) => v.ruleName)).toEqual([]);
    }
  });
});

describe('CloudFront access logs of a multi-tenant stage', () => {
  // A multi-tenant distribution does not support legacy (S3) logging: the v2 delivery takes over.
  const { tenantDomains: _hosts, certificateArn: _certificate, ...sharedProd } = prodContext;
  const multiTenant = synthEdge({ ...sharedProd, multiTenant: true });
  const standard = synthEdge(prodContext);

  it('are delivered from the distribution, by standard logging v2, into a log group kept a year', () => {
    const template = multiTenant.edgeTemplate;
    const source = Object.values(template.findResources('AWS::Logs::DeliverySource'));
    expect(source).toHaveLength(1);
    expect(source[0]?.['Properties']['LogType']).toBe('ACCESS_LOGS');
    // The distribution of the Web stack (eu-central-1), carried across to us-east-1.
    const distributionArn = JSON.stringify(source[0]?.['Properties']['ResourceArn']);
    expect(distributionArn).toContain(':cloudfront::');
    expect(distributionArn).toContain(':distribution/');
    expect(distributionArn).toMatch(/ExportsReader|Fn::GetAtt/);

    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: 'recyclens-prod-cloudfront-access',
      RetentionInDays: 365,
    });
    // The group's plain ARN, not its `Arn` attribute (which ends in `:*`).
    const destination = Object.values(template.findResources('AWS::Logs::DeliveryDestination'))[0];
    expect(JSON.stringify(destination?.['Properties']['DestinationResourceArn'])).toMatch(
      /:logs:us-east-1:123456789012:log-group:recyclens-prod-cloudfront-access"/,
    );
    const destinationId = Object.keys(template.findResources('AWS::Logs::DeliveryDestination'))[0];
    const sourceName = source[0]?.['Properties']['Name'];
    template.hasResourceProperties('AWS::Logs::Delivery', {
      DeliverySourceName: sourceName,
      DeliveryDestinationArn: { 'Fn::GetAtt': [destinationId, 'Arn'] },
    });
  });

  it('let only the log delivery service write, for this account', () => {
    const policy = JSON.stringify(
      Object.values(multiTenant.edgeTemplate.findResources('AWS::Logs::ResourcePolicy'))[0]?.['Properties'],
    );
    expect(policy).toContain('delivery.logs.amazonaws.com');
    expect(policy).toContain('logs:PutLogEvents');
    expect(policy).toContain('aws:SourceAccount');
    expect(policy).toContain(':log-group:recyclens-prod-cloudfront-access:log-stream:*');
  });

  it('are not set up where the distribution keeps its S3 access logs', () => {
    standard.edgeTemplate.resourceCountIs('AWS::Logs::DeliverySource', 0);
    expect(standard.edgeAlarms.accessLogs).toBeUndefined();
  });

  it('pass cdk-nag', () => {
    expect(
      new AwsSolutionsChecks().validateScope(multiTenant.edgeAlarms).violations.map((v) => v.ruleName),
    ).toEqual([]);
  });
});
