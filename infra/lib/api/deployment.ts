import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  LambdaApplication,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
  type ILambdaDeploymentConfig,
} from 'aws-cdk-lib/aws-codedeploy';
import { Alias, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { TrafficShifting } from '../config.js';
import { acknowledgeNag } from '../nag.js';

/** The alias API Gateway invokes; CodeDeploy moves it from version to version. */
export const liveAliasName = 'live';

export const deploymentConfigs: Readonly<Record<TrafficShifting, ILambdaDeploymentConfig>> = {
  canary: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  'all-at-once': LambdaDeploymentConfig.ALL_AT_ONCE,
};

/** Publishes a function's code as a version behind the `live` alias. */
export const createLiveAlias = (fn: LambdaFunction): Alias =>
  new Alias(fn, 'Live', { aliasName: liveAliasName, version: fn.currentVersion });

export interface GradualDeploymentsProps {
  readonly stage: string;
  readonly trafficShifting: TrafficShifting;
}

/**
 * A deploy that publishes a new version shifts each `live` alias through CodeDeploy, which
 * watches the alias's alarms meanwhile and puts the alias back on the previous version when one
 * fires, or when the shift fails or is stopped (docs/deploy.md §7).
 */
export class GradualDeployments extends Construct {
  readonly application: LambdaApplication;
  readonly groups = new Map<string, LambdaDeploymentGroup>();
  private readonly trafficShifting: TrafficShifting;

  constructor(scope: Construct, id: string, props: GradualDeploymentsProps) {
    super(scope, id);
    this.trafficShifting = props.trafficShifting;
    this.application = new LambdaApplication(this, 'Application', {
      applicationName: `recyclens-${props.stage}-api`,
    });
  }

  add(name: string, alias: Alias, alarms: readonly IAlarm[]): LambdaDeploymentGroup {
    const group = new LambdaDeploymentGroup(this, name, {
      application: this.application,
      alias,
      deploymentConfig: deploymentConfigs[this.trafficShifting],
      alarms: [...alarms],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    acknowledgeNag(group, {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "CodeDeploy's own least-privilege policy for Lambda deployments (update the alias, read the alarms, invoke hooks named CodeDeployHook_*); a copy of ours would only drift from AWS's.",
    });
    this.groups.set(name, group);
    return group;
  }
}
