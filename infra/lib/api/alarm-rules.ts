import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** One-minute data points: a canary's five minutes must be able to raise an alarm. */
export const alarmPeriod = Duration.minutes(1);
/** 3 bad minutes out of 5: a burst of one minute (a cold start, one bad client) does not page. */
export const alarmEvaluation = { evaluationPeriods: 5, datapointsToAlarm: 3 } as const;
/** Below this many calls a minute, a rate or a percentile says nothing about the service. */
export const minimumCallsPerMinute = 10;

/** `100 × part / whole` in percent, and 0 while `whole` is below the minimum. */
export const percentOf = (part: IMetric, whole: IMetric, label: string): MathExpression =>
  new MathExpression({
    expression: `IF(whole >= ${minimumCallsPerMinute}, 100 * part / whole, 0)`,
    usingMetrics: { part, whole },
    period: alarmPeriod,
    label,
  });

/** `value`, and 0 while `calls` is below the minimum (a p99 of three calls is one slow call). */
export const whenBusy = (value: IMetric, calls: IMetric, label: string): MathExpression =>
  new MathExpression({
    expression: `IF(calls >= ${minimumCallsPerMinute}, value, 0)`,
    usingMetrics: { value, calls },
    period: alarmPeriod,
    label,
  });

export interface AlarmRule {
  readonly metric: IMetric;
  readonly threshold: number;
  readonly description: string;
  /** 3 of 5 one-minute points unless given (a count over a longer period takes 1 of 1). */
  readonly evaluation?: { readonly evaluationPeriods: number; readonly datapointsToAlarm: number };
}

/** An alarm that notifies the topic when it fires and when it recovers; no data is no incident. */
export const notifyingAlarm = (scope: Construct, id: string, topic: ITopic, rule: AlarmRule): Alarm => {
  const alarm = new Alarm(scope, id, {
    metric: rule.metric,
    threshold: rule.threshold,
    ...(rule.evaluation ?? alarmEvaluation),
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: rule.description,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
};
