import { Duration } from 'aws-cdk-lib';
import { Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { notifyingAlarm } from './alarm-rules.js';

/**
 * Below AWS's review thresholds (bounces 5 %, complaints 0.1 %; sending is paused at 10 % and
 * 0.5 %), so there is time to act before SES puts the account under review.
 */
export const bounceRateAlarm = 0.02;
export const complaintRateAlarm = 0.0005;

const reputation = (metricName: string): Metric =>
  new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });

/**
 * The account's sending reputation, which SES publishes per account and region (the rates are
 * fractions, 0.05 = 5 %) once reputationMetrics is on.
 */
export class MailAlarms extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: { readonly topic: ITopic }) {
    super(scope, id);
    const once = { evaluationPeriods: 1, datapointsToAlarm: 1 };
    this.alarms = [
      notifyingAlarm(this, 'BounceRate', props.topic, {
        metric: reputation('Reputation.BounceRate'),
        threshold: bounceRateAlarm,
        description: `SES bounce rate at ${bounceRateAlarm * 100} % (AWS reviews the account at 5 %)`,
        evaluation: once,
      }),
      notifyingAlarm(this, 'ComplaintRate', props.topic, {
        metric: reputation('Reputation.ComplaintRate'),
        threshold: complaintRateAlarm,
        description: `SES complaint rate at ${complaintRateAlarm * 100} % (AWS reviews the account at 0.1 %)`,
        evaluation: once,
      }),
    ];
  }
}
