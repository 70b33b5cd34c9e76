import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { TenantWebAcl } from './web/waf.js';

/** CloudFront only takes web ACLs from us-east-1, whatever region the stage is in. */
export const webAclRegion = 'us-east-1';

export interface WafStackProps extends StackProps {
  readonly stage: string;
}

/** The distribution's web ACL, in a stack of its own in us-east-1 (docs/decisions/023). */
export class WafStack extends Stack {
  readonly acl: TenantWebAcl;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    this.acl = new TenantWebAcl(this, 'TenantWebAcl', { stage: props.stage });
    new CfnOutput(this, 'WebAclArn', { value: this.acl.arn });
  }
}
