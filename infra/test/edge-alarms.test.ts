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
