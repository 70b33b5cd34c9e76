import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  CfnDelivery,
  CfnDeliveryDestination,
  CfnDeliverySource,
  LogGroup,
  RetentionDays,
} from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface AccessLogDeliveryProps {
  readonly stage: string;
  readonly distributionId: string;
}

/**
 * CloudFront access logs by standard logging (v2): CloudWatch vended log delivery into a log
 * group. A multi-tenant distribution does not support the legacy S3 logging (decision 022), and
 * CloudFront's delivery sources exist in us-east-1 only, hence this stack's region.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/standard-logging.html
 */
export class AccessLogDelivery extends Construct {
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AccessLogDeliveryProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // Delivery destinations take log group names of word characters and dashes only.
    const logGroupName = `recyclens-${props.stage}-cloudfront-access`;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName,
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The group's own ARN: the `Arn` attribute ends in `:*`, which neither the destination nor
    // the log-stream resource below may carry.
    const logGroupArn = stack.formatArn({
      service: 'logs',
      resource: 'log-group',
      resourceName: logGroupName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    // What the delivery service needs to write; set here so it does not depend on who deploys.
    const policy = this.logGroup.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${logGroupArn}:log-stream:*`],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'logs', resource: '*' }) },
        },
      }),
    );

    const source = new CfnDeliverySource(this, 'Source', {
      name: `recyclens-${props.stage}-cloudfront`,
      logType: 'ACCESS_LOGS',
      resourceArn: stack.formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: props.distributionId,
      }),
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `recyclens-${props.stage}-cloudfront-logs`,
      destinationResourceArn: logGroupArn,
      outputFormat: 'json',
    });
    const delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
    });
    delivery.addDependency(source);
    if (policy.policyDependable !== undefined) delivery.node.addDependency(policy.policyDependable);
  }
}
