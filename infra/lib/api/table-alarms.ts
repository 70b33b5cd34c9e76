import { Duration } from 'aws-cdk-lib';
import { Operation, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { notifyingAlarm } from './alarm-rules.js';

/** The operations the functions call; an alarm's math may hold at most 10 metrics. */
const usedOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

const period = Duration.minutes(5);
/** A few throttled requests are retried by the SDK unseen; many in a row are slow pages. */
export const throttleEventsPer5Minutes = 10;

/**
 * The table refusing work: throttled reads or writes (on-demand still throttles a partition
 * past its limits, capacity.md) and DynamoDB's own 500s.
 */
export class TableAlarms extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: { readonly table: ITableV2; readonly topic: ITopic }) {
    super(scope, id);
    const { table, topic } = props;
    const once = { evaluationPeriods: 1, datapointsToAlarm: 1 };
    this.alarms = [
      notifyingAlarm(this, 'ReadThrottles', topic, {
        metric: table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }),
        threshold: throttleEventsPer5Minutes,
        description: 'DynamoDB throttled reads of the table (a hot partition or index)',
        evaluation: once,
      }),
      notifyingAlarm(this, 'WriteThrottles', topic, {
        metric: table.metric('WriteThrottleEvents', { period, statistic: 'Sum' }),
        threshold: throttleEventsPer5Minutes,
        description: 'DynamoDB throttled writes to the table (a hot partition or index, e.g. a large import)',
        evaluation: once,
      }),
      notifyingAlarm(this, 'SystemErrors', topic, {
        metric: table.metricSystemErrorsForOperations({ operations: usedOperations, period }),
        threshold: 1,
        description: 'DynamoDB answered requests with a 500 (an AWS-side failure)',
        evaluation: once,
      }),
    ];
  }
}
