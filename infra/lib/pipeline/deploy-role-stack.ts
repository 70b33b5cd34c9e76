import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { FederatedPrincipal, PolicyStatement, Role, type CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { acknowledgeWildcards } from '../nag.js';
import { githubEnvironmentSubject, githubOidcAudience, githubOidcHost } from './github-oidc.js';

export interface DeployRoleStackProps extends StackProps {
  readonly stage: string;
  /** `owner/name`: only this repository's workflow, in the GitHub environment named like the stage. */
  readonly repository: string;
}

/** The CDK bootstrap qualifier the stage was bootstrapped with (`cdk bootstrap`'s default). */
export const cdkBootstrapQualifier = 'hnb659fds';

/**
 * The role the deploy workflow assumes with its GitHub token: no AWS keys are stored anywhere.
 * It may only hand on to the CDK bootstrap roles (which deploy through CloudFormation's own
 * execution role) and read the stage's stack outputs for the smoke checks.
 */
export class DeployRoleStack extends Stack {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: DeployRoleStackProps) {
    super(scope, id, props);
    const providerArn = this.formatArn({
      service: 'iam',
      region: '',
      resource: 'oidc-provider',
      resourceName: githubOidcHost,
    });
    this.role = new Role(this, 'Role', {
      roleName: `recyclens-${props.stage}-deploy`,
      description: `GitHub Actions deploys of Recyclens ${props.stage} (${props.repository})`,
      maxSessionDuration: Duration.hours(2),
      assumedBy: new FederatedPrincipal(
        providerArn,
        {
          StringEquals: {
            [`${githubOidcHost}:aud`]: githubOidcAudience,
            [`${githubOidcHost}:sub`]: githubEnvironmentSubject(props.repository, props.stage),
          },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
    });
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: [
          this.formatArn({
            service: 'iam',
            region: '',
            resource: 'role',
            resourceName: `cdk-${cdkBootstrapQualifier}-*-${this.account}-*`,
          }),
        ],
      }),
    );
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['cloudformation:DescribeStacks'],
        resources: [
          this.formatArn({
            service: 'cloudformation',
            resource: 'stack',
            resourceName: `Recyclens-${props.stage}-*/*`,
          }),
        ],
      }),
    );
    acknowledgeWildcards(
      this.role.node.findChild('DefaultPolicy').node.defaultChild as CfnPolicy,
      "The CDK bootstrap roles are named cdk-<qualifier>-<purpose>-<account>-<region> (deploy, file and image publishing, lookup, in the stage's and us-east-1's region) and a stage's stacks Recyclens-<stage>-<part>/<id>: the wildcards stand for those parts only.",
      () => true,
    );
    new CfnOutput(this, 'DeployRoleArn', {
      value: this.role.roleArn,
      description: 'AWS_DEPLOY_ROLE_ARN of the GitHub environment of this stage',
    });
  }
}
