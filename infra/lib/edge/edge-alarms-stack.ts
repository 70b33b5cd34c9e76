import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { MathExpression, Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { alarmEvaluation, alarmPeriod, notifyingAlarm } from '../api/alarm-rules.js';
import { AlarmTopic } from '../api/alarm-topic.js';
import { AccessLogDelivery } from './access-log-delivery.js';

/** CloudFront publishes its metrics in us-east-1 only, and an alarm sees its own region only. */
export const edgeRegion = 'us-east-1';
/** Share of viewer requests answered 5xx (by CloudFront or the origin) that pages. */
export const cloudFront5xxPercent = 1;
/** Below this many requests a minute a percentage is a handful of requests. */
const minimumRequestsPerMinute = 20;

export interface EdgeAlarmsStackProps extends StackProps {
  readonly stage: string;
  readonly distributionId: string;
  readonly alarmEmail?: string;
  /** A multi-tenant distribution has no legacy logging: its access logs are delivered here. */
  readonly multiTenant?: boolean;
}

/**
 * Alarms on the CloudFront distribution, in us-east-1 beside its metrics, with a topic of
 * their own there (an alarm cannot notify a topic of another region); on a multi-tenant stage
 * also its access log delivery, which CloudFront offers in us-east-1 only.
 */
export class EdgeAlarmsStack extends Stack {
  readonly topic: Topic;
  readonly errorRate: Alarm;
  readonly accessLogs: AccessLogDelivery | undefined;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    this.topic = new AlarmTopic(this, 'AlarmTopic', {
      stage: `${props.stage} edge`,
      ...(props.alarmEmail === undefined ? {} : { email: props.alarmEmail }),
    }).topic;
    const metric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        period: alarmPeriod,
        statistic,
      });
    this.errorRate = notifyingAlarm(this, 'Distribution5xxRate', this.topic, {
      metric: new MathExpression({
        expression: `IF(requests >= ${minimumRequestsPerMinute}, errors, 0)`,
        usingMetrics: { errors: metric('5xxErrorRate', 'Average'), requests: metric('Requests', 'Sum') },
        period: Duration.minutes(1),
        label: 'CloudFront 5xx %',
      }),
      threshold: cloudFront5xxPercent,
      description: `More than ${cloudFront5xxPercent} % of CloudFront's answers were 5xx in 3 of 5 minutes`,
      evaluation: alarmEvaluation,
    });
    this.accessLogs = props.multiTenant
      ? new AccessLogDelivery(this, 'AccessLogs', {
          stage: props.stage,
          distributionId: props.distributionId,
        })
      : undefined;
  }
}
