import { Duration } from 'aws-cdk-lib';
import { Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { alarmPeriod, notifyingAlarm, percentOf, whenBusy, type AlarmRule } from './alarm-rules.js';
import type { ProductApi } from './http-api.js';

export interface ApiFunction {
  /** What API Gateway invokes: the `live` alias, so its alarms judge the version serving. */
  readonly handler: IFunction;
  readonly timeout: Duration;
}

export interface ApiAlarmsProps {
  readonly stage: string;
  /** Every alarm notifies this topic when it fires and when it recovers. */
  readonly topic: ITopic;
  readonly api: ProductApi;
  /** The endpoint groups' functions, by group. */
  readonly apiFunctions: ReadonlyMap<string, ApiFunction>;
  /**
   * Functions called now and then (workers, key rotation), by a name for their alarms: each
   * failure is someone's export or a rotation, and a rate of a handful of calls means nothing.
   */
  readonly backgroundFunctions: ReadonlyMap<string, IFunction>;
}

/** Above this share of failing calls a group is broken for its users, not for one request. */
export const errorRatePercent = 1;
/** Whole-API p99: the lists answer in well under a second (docs/quality.md), imports in ~20 s. */
export const apiLatencyP99 = Duration.seconds(3);
/** A group's p99 past half its timeout: calls are about to be cut off. */
const latencyShareOfTimeout = 0.5;
export const throttledRequestsMetricName = 'ThrottledRequests';
const countPeriod = Duration.minutes(5);

/**
 * The API's and the Lambdas' alarms: failure rates and p99 latency over 3 of 5 minutes (the
 * groups' ones also roll a deploy back), throttling, and any failure of a background function.
 */
export class ApiAlarms extends Construct {
  readonly alarms: Alarm[] = [];
  private readonly byFunction = new Map<string, Alarm[]>();
  private readonly topic: ITopic;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    this.topic = props.topic;
    const stage = props.api.stage;
    const requests = stage.metricCount({ period: alarmPeriod, statistic: 'Sum' });

    this.add('Api5xxRate', {
      metric: percentOf(
        stage.metricServerError({ period: alarmPeriod, statistic: 'Sum' }),
        requests,
        'API 5xx %',
      ),
      threshold: errorRatePercent,
      description: `More than ${errorRatePercent} % of the API's answers were 5xx in 3 of 5 minutes`,
    });
    this.add('ApiLatencyP99', {
      metric: whenBusy(
        stage.metricLatency({ period: alarmPeriod, statistic: 'p99' }),
        requests,
        'API p99 ms',
      ),
      threshold: apiLatencyP99.toMilliseconds(),
      description: `The API's p99 latency was above ${apiLatencyP99.toSeconds()} s in 3 of 5 minutes`,
    });
    this.add('ApiThrottles', {
      metric: this.throttleMetric(props.stage, props.api.accessLogs),
      threshold: 20,
      description: 'API Gateway refused calls with 429 (stage or auth-route throttle)',
      evaluation: { evaluationPeriods: 1, datapointsToAlarm: 1 },
    });

    for (const [name, { handler, timeout }] of props.apiFunctions) {
      const invocations = handler.metricInvocations({ period: alarmPeriod, statistic: 'Sum' });
      const p99Ms = timeout.toMilliseconds() * latencyShareOfTimeout;
      this.byFunction.set(name, [
        this.add(`${name}-ErrorRate`, {
          metric: percentOf(
            handler.metricErrors({ period: alarmPeriod, statistic: 'Sum' }),
            invocations,
            `${name} errors %`,
          ),
          threshold: errorRatePercent,
          description: `More than ${errorRatePercent} % of the ${name} Lambda's calls failed in 3 of 5 minutes`,
        }),
        this.add(`${name}-LatencyP99`, {
          metric: whenBusy(
            handler.metricDuration({ period: alarmPeriod, statistic: 'p99' }),
            invocations,
            `${name} p99 ms`,
          ),
          threshold: p99Ms,
          description: `The ${name} Lambda's p99 duration was above ${p99Ms / 1000} s (half its timeout) in 3 of 5 minutes`,
        }),
      ]);
      this.addThrottles(name, handler);
    }

    for (const [name, fn] of props.backgroundFunctions) {
      this.add(`${name}-Errors`, {
        metric: fn.metricErrors({ period: countPeriod, statistic: 'Sum' }),
        threshold: 1,
        description: `The ${name} Lambda failed (an unhandled error or a timeout)`,
        evaluation: { evaluationPeriods: 1, datapointsToAlarm: 1 },
      });
      this.addThrottles(name, fn);
    }
  }

  /** The alarms that judge a group's version: its error rate and its p99. */
  alarmsOf(name: string): readonly Alarm[] {
    return this.byFunction.get(name) ?? [];
  }

  private addThrottles(name: string, fn: IFunction): void {
    this.add(`${name}-Throttles`, {
      metric: fn.metricThrottles({ period: countPeriod, statistic: 'Sum' }),
      threshold: 1,
      description: `The ${name} Lambda hit its concurrency limit`,
      evaluation: { evaluationPeriods: 1, datapointsToAlarm: 1 },
    });
  }

  /** HTTP APIs publish no throttle metric, so count the 429s of the access log. */
  private throttleMetric(stage: string, accessLogs: ILogGroup): Metric {
    const namespace = `Recyclens/${stage}`;
    new MetricFilter(this, 'ThrottledRequestsFilter', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: namespace,
      metricName: throttledRequestsMetricName,
      metricValue: '1',
      defaultValue: 0,
    });
    return new Metric({
      namespace,
      metricName: throttledRequestsMetricName,
      period: countPeriod,
      statistic: 'Sum',
    });
  }

  private add(id: string, rule: AlarmRule): Alarm {
    const alarm = notifyingAlarm(this, id, this.topic, rule);
    this.alarms.push(alarm);
    return alarm;
  }
}
