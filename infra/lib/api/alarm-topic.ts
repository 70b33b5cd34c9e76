import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  readonly stage: string;
  /** Subscribed when given; anyone may add more subscriptions (chat, paging) to the topic. */
  readonly email?: string;
}

/** Where every alarm of the stage notifies: an encrypted topic, TLS-only. */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    // A key of our own: CloudWatch and Budgets cannot publish to a topic under the AWS-managed SNS key.
    const key = new Key(this, 'Key', {
      description: `Recyclens ${props.stage} alarm notifications`,
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      key.grant(new ServicePrincipal(service), 'kms:Decrypt', 'kms:GenerateDataKey*');
    }

    this.topic = new Topic(this, 'Topic', {
      displayName: `Recyclens ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.email !== undefined) this.topic.addSubscription(new EmailSubscription(props.email));
  }
}
