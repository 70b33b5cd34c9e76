import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { logicalIdOf, prodContext, synthRecyclensApp } from './support/synth.js';

const dev = synthRecyclensApp({ stage: 'dev' });
const prod = synthRecyclensApp({ ...prodContext, trafficShifting: 'canary', monthlyBudgetUsd: '750' });
const devApi = dev.templates.api;
const prodApi = prod.templates.api;

type Resource = { Properties: Record<string, unknown> };
const alarmsOf = (template: typeof devApi): Resource[] =>
  Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const expressionsOf = (alarm: Resource): string[] =>
  ((alarm.Properties['Metrics'] as { Expression?: string }[] | undefined) ?? [])
    .map((metric) => metric.Expression)
    .filter((expression): expression is string => expression !== undefined);

describe('gradual deploys of the API functions', () => {
  it('publishes each group as a version behind a `live` alias', () => {
    devApi.resourceCountIs('AWS::Lambda::Alias', dev.api.groupFunctions.size);
    devApi.allResourcesProperties('AWS::Lambda::Alias', {
      Name: 'live',
      FunctionVersion: { 'Fn::GetAtt': [Match.anyValue(), 'Version'] },
    });
  });

  it('shifts each alias by CodeDeploy: canary 10 % for 5 minutes where configured, else all at once', () => {
    prodApi.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', prod.api.groupFunctions.size);
    prodApi.allResourcesProperties('AWS::CodeDeploy::DeploymentGroup', {
      DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
    });
    devApi.allResourcesProperties('AWS::CodeDeploy::DeploymentGroup', {
      DeploymentConfigName: 'CodeDeployDefault.LambdaAllAtOnce',
    });
    devApi.resourceCountIs('AWS::CodeDeploy::Application', 1);
  });

  it("rolls back when the group's error-rate or p99 alarm fires, or the deploy fails or is stopped", () => {
    for (const [group, alias] of prod.api.liveAliases) {
      const deploymentGroup = prod.api.deployments.groups.get(group.charAt(0).toUpperCase() + group.slice(1));
      if (deploymentGroup === undefined) throw new Error(`no deployment group for ${group}`);
      const properties = prodApi.findResources('AWS::CodeDeploy::DeploymentGroup')[
        logicalIdOf(deploymentGroup)
      ]?.['Properties'];
      expect(properties['AutoRollbackConfiguration']).toEqual({
        Enabled: true,
        Events: expect.arrayContaining([
          'DEPLOYMENT_FAILURE',
          'DEPLOYMENT_STOP_ON_REQUEST',
          'DEPLOYMENT_STOP_ON_ALARM',
        ]),
      });
      const alarmIds = (properties['AlarmConfiguration']['Alarms'] as { Name: { Ref: string } }[]).map(
        (alarm) => alarm.Name.Ref,
      );
      expect(alarmIds).toHaveLength(2);
      const alarms = alarmIds.map((id) => prodApi.findResources('AWS::CloudWatch::Alarm')[id] as Resource);
      const watched = alarms.map((alarm) => JSON.stringify(alarm.Properties['Metrics']));
      // Both judge the alias, i.e. the version being shifted to, not the function as a whole.
      for (const metrics of watched) expect(metrics).toContain(`"Value":{"Fn::Join":["",[{"Ref"`);
      expect(watched.some((metrics) => metrics.includes('"MetricName":"Errors"'))).toBe(true);
      expect(watched.some((metrics) => metrics.includes('"Stat":"p99"'))).toBe(true);
      // The alias's update goes through this deployment group.
      expect(
        prodApi.findResources('AWS::Lambda::Alias')[logicalIdOf(alias)]?.['UpdatePolicy'][
          'CodeDeployLambdaAliasUpdate'
        ],
      ).toMatchObject({ DeploymentGroupName: { Ref: logicalIdOf(deploymentGroup) } });
    }
  });
});

describe('alarms that page on rates, not on one bad request', () => {
  it('alarms on the share of failed calls of each group, over 3 of 5 minutes, ignoring quiet minutes', () => {
    const rates = alarmsOf(devApi).filter((alarm) =>
      expressionsOf(alarm).some((expression) => expression.includes('100 * part / whole')),
    );
    // One per group, and the API's 5xx.
    expect(rates).toHaveLength(dev.api.groupFunctions.size + 1);
    for (const alarm of rates) {
      expect(alarm.Properties).toMatchObject({ Threshold: 1, EvaluationPeriods: 5, DatapointsToAlarm: 3 });
      expect(expressionsOf(alarm)).toEqual([expect.stringMatching(/^IF\(whole >= 10, /)]);
    }
    expect(JSON.stringify(rates)).toContain('"MetricName":"5xx"');
  });

  it("alarms on the API's p99 latency and each group's p99 duration", () => {
    const p99 = alarmsOf(devApi).filter((alarm) => JSON.stringify(alarm.Properties).includes('"Stat":"p99"'));
    expect(p99).toHaveLength(dev.api.groupFunctions.size + 1);
    const api = p99.find((alarm) => JSON.stringify(alarm).includes('"MetricName":"Latency"'));
    expect(api?.Properties['Threshold']).toBe(3000);
  });

  it('alarms on throttled reads and writes and on system errors of the table', () => {
    for (const metricName of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      devApi.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metricName,
        Namespace: 'AWS/DynamoDB',
        Dimensions: [{ Name: 'TableName', Value: Match.anyValue() }],
      });
    }
    const systemErrors = alarmsOf(devApi).find((alarm) =>
      JSON.stringify(alarm).includes('"MetricName":"SystemErrors"'),
    );
    expect(systemErrors?.Properties['Threshold']).toBe(1);
  });

  it("alarms on SES bounce and complaint rates before AWS's review thresholds (5 %, 0.1 %)", () => {
    devApi.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.02,
    });
    devApi.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.0005,
    });
  });
});

describe('failed worker runs', () => {
  it('sends the events of failed async runs of both workers to an encrypted queue kept 14 days', () => {
    const workers = [dev.api.exportWorker, dev.api.assessmentWorker];
    for (const [index, worker] of workers.entries()) {
      const queue = dev.api.failureQueues[index]?.queue;
      if (worker === undefined || queue === undefined) throw new Error('missing worker or queue');
      devApi.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalIdOf(worker.function) },
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(queue), 'Arn'] } } },
      });
    }
    devApi.allResourcesProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it('alarms as soon as a failed run waits in a queue', () => {
    for (const failures of dev.api.failureQueues) {
      devApi.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [
          { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(failures.queue), 'QueueName'] } },
        ],
        Threshold: 1,
      });
    }
  });
});

describe('monthly budget', () => {
  it('warns the alarm topic at 80 % forecast and at 100 % actual of the configured amount', () => {
    const topic = { Ref: logicalIdOf(prod.api.alarmTopic) };
    prodApi.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 750, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 80 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
        },
        {
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 100 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
        },
      ],
    });
    // Budgets may publish to the topic and use its key.
    prodApi.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'budgets.amazonaws.com' } }),
        ]),
      },
    });
    expect(JSON.stringify(prodApi.findResources('AWS::KMS::Key'))).toContain('budgets.amazonaws.com');
  });

  it('has no budget where none is configured', () => {
    devApi.resourceCountIs('AWS::Budgets::Budget', 0);
  });
});

describe('mail domain', () => {
  it('sends bounces to a MAIL FROM subdomain of the sender domain, with its MX and SPF in the zone', () => {
    prod.templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.recyclens.com',
      MailFromAttributes: {
        MailFromDomain: 'bounce.mail.recyclens.com',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    });
    prod.templates.mail.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'MX',
      Name: 'bounce.mail.recyclens.com.',
      ResourceRecords: [
        { 'Fn::Join': ['', ['10 feedback-smtp.', { Ref: 'AWS::Region' }, '.amazonses.com']] },
      ],
    });
    prod.templates.mail.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'TXT',
      Name: 'bounce.mail.recyclens.com.',
      ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
    });
    expect(Object.keys(dev.templates.mail.findOutputs('*'))).toEqual(
      expect.arrayContaining(['MailFromMxRecord', 'MailFromSpfRecord']),
    );
  });

  it('counts sends, bounces and complaints of the configuration set in CloudWatch', () => {
    const destinations = Object.values(
      dev.templates.mail.findResources('AWS::SES::ConfigurationSetEventDestination'),
    );
    expect(destinations).toHaveLength(1);
    const destination = destinations[0]?.['Properties']['EventDestination'];
    expect(destination['Enabled']).toBe(true);
    expect(destination['CloudWatchDestination']).toBeDefined();
    expect(destination['MatchingEventTypes']).toEqual(
      expect.arrayContaining(['send', 'bounce', 'complaint']),
    );
  });
});
