import { Duration, Fn } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  type CfnDistribution,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type DistributionProps,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@recyclens/shared';
import { acknowledgeNag } from '../nag.js';

export interface SpaDistributionProps {
  readonly spaBucket: IBucket;
  readonly logsBucket: IBucket;
  readonly securityHeaders: IResponseHeadersPolicy;
  /** Tenant hosts served under their own names; needs `certificate`. */
  readonly domainNames: readonly string[];
  readonly certificate?: ICertificate;
  /** When set, `/api/*` goes to this API (its base URL), so the SPA may use one origin. */
  readonly apiUrl?: string;
  /** The web ACL (scope CLOUDFRONT) that filters every request first. */
  readonly webAclArn?: string;
  /** Sent to the API as ORIGIN_VERIFY_HEADER, which the functions require (decision 022). */
  readonly originVerifyValue?: string;
  /**
   * A multi-tenant distribution (connection mode `tenant-only`): a template that serves only
   * the distribution tenants the tenant CLI creates, each with its domain (decision 022).
   */
  readonly multiTenant?: boolean;
}

/**
 * What Distribution emits by default and a multi-tenant distribution does not support (the
 * connection group owns IPv6; price classes do not exist there). The full list, with its sources,
 * is checked in infra/test/tenant-domains.test.ts; legacy logging is simply never set.
 */
const notForMultiTenant = ['PriceClass', 'IPV6Enabled'] as const;

/** Where the hashed build output lives (Vite's `build.assetsDir`). */
export const hashedAssetsPath = 'assets/*';
export const apiPathPattern = 'api/*';

// The API's routes start at `/`, so `/api/theme` must reach it as `/theme`.
const stripApiPrefix = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/api(?=\\/|$)/, '') || '/';
  return request;
}`;

// Client-side routes (`/packages/42`) have no file extension; files (`/favicon.ico`) do.
const serveAppForRoutes = `function handler(event) {
  var request = event.request;
  if (request.uri.lastIndexOf('.') <= request.uri.lastIndexOf('/')) request.uri = '/index.html';
  return request;
}`;

/** CloudFront in front of the SPA bucket (and optionally the API). */
export class SpaDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SpaDistributionProps) {
    super(scope, id);
    const spaOrigin = S3BucketOrigin.withOriginAccessControl(props.spaBucket);
    const common = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: props.securityHeaders,
      compress: true,
    } satisfies Partial<BehaviorOptions>;

    const additionalBehaviors: Record<string, BehaviorOptions> = {
      // Content-hashed file names never change content: cached as long as CloudFront allows.
      [hashedAssetsPath]: { ...common, origin: spaOrigin, cachePolicy: CachePolicy.CACHING_OPTIMIZED },
    };
    if (props.apiUrl !== undefined) {
      additionalBehaviors[apiPathPattern] = {
        ...common,
        origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.apiUrl)), {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          ...(props.originVerifyValue === undefined
            ? {}
            : { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue } }),
        }),
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        // Everything but Host: the API Gateway host must stay its own; Origin picks the tenant.
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'StripApiPrefix', {
              code: FunctionCode.fromInline(stripApiPrefix),
              runtime: FunctionRuntime.JS_2_0,
              comment: 'Maps /api/* onto the API routes',
            }),
          },
        ],
      };
    }

    // Error responses apply to the whole distribution: with the API behind it they would turn
    // the API's own 403/404 answers into index.html. Then the app is served by path instead.
    const spaFallback: Partial<DistributionProps> =
      props.apiUrl === undefined
        ? {
            errorResponses: [403, 404].map((httpStatus) => ({
              httpStatus,
              responseHttpStatus: 200,
              responsePagePath: '/index.html',
              ttl: Duration.seconds(0),
            })),
          }
        : {};
    const routeFunction =
      props.apiUrl === undefined
        ? []
        : [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(this, 'ServeAppForRoutes', {
                code: FunctionCode.fromInline(serveAppForRoutes),
                runtime: FunctionRuntime.JS_2_0,
                comment: 'Answers client-side routes with index.html',
              }),
            },
          ];

    const customDomain =
      !props.multiTenant && props.certificate !== undefined && props.domainNames.length > 0;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Recyclens SPA',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...common,
        origin: spaOrigin,
        // index.html and other unhashed files: CloudFront follows their `no-cache`.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: routeFunction,
      },
      additionalBehaviors,
      // Client-side routes are not objects: answer them with the app, which renders the route.
      ...spaFallback,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.multiTenant
        ? {}
        : { enableLogging: true, logBucket: props.logsBucket, logFilePrefix: 'cloudfront/' }),
      ...(props.webAclArn === undefined ? {} : { webAclId: props.webAclArn }),
      ...(customDomain
        ? {
            domainNames: [...props.domainNames],
            certificate: props.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    if (props.multiTenant) {
      const resource = this.distribution.node.defaultChild as CfnDistribution;
      resource.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
      for (const setting of notForMultiTenant) {
        resource.addPropertyDeletionOverride(`DistributionConfig.${setting}`);
      }
      acknowledgeNag(this.distribution, {
        id: 'AwsSolutions-CFR3',
        reason:
          'A multi-tenant distribution does not support legacy access logging; its access logs are delivered by standard logging (v2) to a CloudWatch log group in the Edge stack (us-east-1, decision 022).',
      });
    }

    acknowledgeNag(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason: 'Tenants and their staff are in many countries; the product has no geographic restriction.',
    });
    if (props.webAclArn === undefined) {
      acknowledgeNag(this.distribution, {
        id: 'AwsSolutions-CFR2',
        reason:
          'Only a stage without a region has no web ACL: its us-east-1 ACL cannot be referenced from an unknown region (docs/decisions/023). The API behind it keeps its stage and auth-route throttles, the per-account login throttle and the per-address mail limits.',
      });
    }
    if (!customDomain) {
      acknowledgeNag(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a tenant certificate the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with certificateArn configured the minimum is TLSv1.2_2021. Multi-tenant: each tenant brings a CloudFront-managed certificate.',
      });
    }
  }
}
