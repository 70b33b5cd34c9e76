import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledgeNag } from '../nag.js';
import { notifyingAlarm } from './alarm-rules.js';

export interface FailureQueueProps {
  /** The asynchronously invoked function whose failed events land here. */
  readonly worker: LambdaFunction;
  readonly name: string;
  readonly topic: ITopic;
}

/**
 * Where an async invocation goes after Lambda's two retries failed: the event (the job it
 * described) is kept 14 days for someone to look at or replay, and its arrival pages.
 */
export class FailureQueue extends Construct {
  readonly queue: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: FailureQueueProps) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeNag(this.queue, {
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead end of failed worker invocations; nothing consumes it automatically, so there is no further failure to catch.',
    });
    props.worker.configureAsyncInvoke({ onFailure: new SqsDestination(this.queue) });
    this.alarm = notifyingAlarm(this, 'Messages', props.topic, {
      metric: this.queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      description: `A ${props.name} run failed for good; its event waits in the failure queue (docs/deploy.md §9)`,
      evaluation: { evaluationPeriods: 1, datapointsToAlarm: 1 },
    });
  }
}
