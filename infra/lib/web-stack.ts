import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from './config.js';
import { tenantHostsOf } from './config.js';
import type { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { acknowledgeNag, acknowledgeWildcards } from './nag.js';
import { frontendDistDir } from './paths.js';
import { createSecurityHeaders } from './web/security-headers.js';
import { SpaDeployment } from './web/spa-deployment.js';
import { SpaDistribution } from './web/spa-distribution.js';
import { createSpaBucket, createWebLogsBucket } from './web/web-buckets.js';

export interface WebStackProps extends StackProps {
  readonly config: Pick<StageConfig, 'tenantDomains' | 'certificateArn' | 'multiTenant'>;
  /** Base URL of the HTTP API, for the CSP and the `/api/*` behaviour. */
  readonly apiUrl: string;
  /** Route `/api/*` through CloudFront to the API (one origin for the SPA). */
  readonly apiThroughCdn: boolean;
  /** The API's origin secret (ApiStack.originVerifySecret), sent with everything forwarded to it. */
  readonly originVerifySecret?: ISecret;
  /** Buckets the browser talks to directly with presigned URLs. */
  readonly browserBuckets: readonly IBucket[];
  /** Defaults to frontend/dist; tests point it elsewhere. */
  readonly buildDir?: string;
  /** The CloudFront web ACL (us-east-1) in front of the distribution. */
  readonly webAclArn?: string;
}

/** The SPA: its bucket, CloudFront with security headers, and the build deployed into it. */
export class WebStack extends Stack {
  readonly spaBucket;
  readonly logsBucket;
  readonly site: SpaDistribution;
  readonly deployment: SpaDeployment;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const hosts = tenantHostsOf(props.config);

    this.logsBucket = createWebLogsBucket(this, 'LogsBucket');
    this.spaBucket = createSpaBucket(this, 'SpaBucket', this.logsBucket);

    const bucketOrigins = props.browserBuckets.map((bucket) => `https://${bucket.bucketRegionalDomainName}`);
    const securityHeaders = createSecurityHeaders(this, 'SecurityHeaders', {
      connect: [props.apiUrl, ...bucketOrigins],
      images: [props.apiUrl, ...bucketOrigins],
    });

    const certificate =
      props.config.certificateArn === undefined
        ? undefined
        : Certificate.fromCertificateArn(this, 'TenantCertificate', props.config.certificateArn);
    if (certificate === undefined && hosts.length > 0) {
      Annotations.of(this).addWarningV2(
        'recyclens:no-certificate',
        `No certificateArn: ${hosts.join(', ')} are not served by CloudFront until a us-east-1 certificate covering them is configured.`,
      );
    }

    this.site = new SpaDistribution(this, 'Site', {
      spaBucket: this.spaBucket,
      logsBucket: this.logsBucket,
      securityHeaders,
      domainNames: certificate === undefined ? [] : hosts,
      ...(certificate === undefined ? {} : { certificate }),
      ...(props.apiThroughCdn ? { apiUrl: props.apiUrl } : {}),
      ...(props.webAclArn === undefined ? {} : { webAclArn: props.webAclArn }),
      ...(props.apiThroughCdn && props.originVerifySecret !== undefined
        ? { originVerifyValue: props.originVerifySecret.secretValue.unsafeUnwrap() }
        : {}),
      ...(props.config.multiTenant ? { multiTenant: true } : {}),
    });

    this.deployment = new SpaDeployment(this, 'Build', {
      bucket: this.spaBucket,
      distribution: this.site.distribution,
      buildDir: props.buildDir ?? frontendDistDir,
    });
    this.acknowledgeDeploymentHandler();

    if (!props.config.multiTenant) {
      new CfnOutput(this, 'DistributionDomainName', {
        value: this.site.distribution.distributionDomainName,
        description: 'Point each tenant host (CNAME/alias) here',
      });
    }
    new CfnOutput(this, 'DistributionId', {
      value: this.site.distribution.distributionId,
      description: 'DISTRIBUTION_ID for the tenant CLI (multi-tenant stages)',
    });
    new CfnOutput(this, 'SpaBucketName', { value: this.spaBucket.bucketName });
  }

  /** BucketDeployment's handler is a CDK-owned singleton at stack level, outside our constructs. */
  private acknowledgeDeploymentHandler(): void {
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledgeNag(
        child,
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            'The CDK BucketDeployment handler only writes its own logs with the basic execution role; it runs at deploy time only.',
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'The BucketDeployment handler runtime is chosen by aws-cdk-lib and moves with its upgrades.',
        },
      );
      const policy = child.node.tryFindChild('ServiceRole')?.node.tryFindChild('DefaultPolicy')
        ?.node.defaultChild;
      if (policy !== undefined) {
        acknowledgeWildcards(
          policy as CfnPolicy,
          'Grants written by aws-cdk-lib for the BucketDeployment handler: read the CDK asset bucket, sync into the SPA bucket (object wildcards under it), and create CloudFront invalidations (an action without resource-level permissions). It runs at deploy time only.',
          () => true,
        );
      }
    }
  }
}
