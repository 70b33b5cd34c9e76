import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { ProductApi } from './http-api.js';

export interface ApiAlarmsProps {
  readonly stage: string;
  /** Every alarm notifies this topic when it fires and when it recovers. */
  readonly topic: ITopic;
  readonly api: ProductApi;
  /** Each function to watch, by a name for its alarms (the group, or e.g. 'export-worker'). */
  readonly functions: ReadonlyMap<string, IFunction>;
}

const period = Duration.minutes(5);
export const throttledRequestsMetricName = 'ThrottledRequests';

/**
 * Alarms an operator needs on day one: the API answering 5xx, the API or a Lambda throttling,
 * and a Lambda failing; each notifies the stage's alarm topic.
 */
export class ApiAlarms extends Construct {
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    this.action = new SnsAction(props.topic);

    this.add(
      'Api5xx',
      props.api.stage.metricServerError({ period, statistic: 'Sum' }),
      5,
      'The API answered 5xx more than a few times in 5 minutes',
    );
    this.add(
      'ApiThrottles',
      this.throttleMetric(props.stage, props.api.accessLogs),
      20,
      'API Gateway refused calls with 429 (stage or auth-route throttle)',
    );

    for (const [name, fn] of props.functions) {
      this.add(
        `${name}-Errors`,
        fn.metricErrors({ period, statistic: 'Sum' }),
        1,
        `The ${name} Lambda failed (an unhandled error or a timeout)`,
      );
      this.add(
        `${name}-Throttles`,
        fn.metricThrottles({ period, statistic: 'Sum' }),
        1,
        `The ${name} Lambda hit its concurrency limit`,
      );
    }
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
    return new Metric({ namespace, metricName: throttledRequestsMetricName, period, statistic: 'Sum' });
  }

  private add(id: string, metric: Metric, threshold: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not an incident.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
  }
}
