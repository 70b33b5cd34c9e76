import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type CfnStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeNag } from '../nag.js';
import type { EndpointGroup } from '@recyclens/shared';
import type { ApiRoute } from './api-routes.js';

export interface ThrottleLimits {
  /** Steady requests per second, across all callers. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Whole-API ceiling, shared by every caller: 2.5 × the platform's peak (~400 requests/s,
 * docs/capacity.md), so only a flood meets it. Per-client limits are the web ACL's (web/waf.ts).
 */
export const defaultThrottle: ThrottleLimits = { rateLimit: 1000, burstLimit: 2000 };
/**
 * Each auth route hashes a password (scrypt, deliberately slow) or sends mail: 4 × the peak's ~12
 * logins/s. It is a last ceiling for all tenants together; the web ACL's per-address and
 * per-host auth limits, the per-account login throttle and the per-address mail limits come first.
 */
export const authThrottle: ThrottleLimits = { rateLimit: 50, burstLimit: 100 };

export interface ProductApiProps {
  readonly stage: string;
  readonly routes: readonly ApiRoute[];
  readonly handlers: ReadonlyMap<EndpointGroup, IFunction>;
  /**
   * The group whose Lambda answers every CORS preflight. API Gateway's own CORS takes a fixed
   * list of origins; tenants are data (decision 022), so the Lambdas decide per request.
   */
  readonly preflightGroup: EndpointGroup;
  /**
   * The API's regional custom domain. When given, the execute-api endpoint is disabled and this
   * is the only way in (CloudFront's origin, decision 022).
   */
  readonly originDomain?: ApiOriginDomain;
}

export interface ApiOriginDomain {
  readonly domainName: string;
  /** In the API's region: regional domains do not take us-east-1 certificates from elsewhere. */
  readonly certificate: ICertificate;
}

/** Matches any path for OPTIONS only, so it never competes with a product route. */
export const preflightRouteKey = 'OPTIONS /{proxy+}';

// The access log is also the source of the throttle metric (HTTP APIs publish none).
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
    userAgent: '$context.identity.userAgent',
  }),
);

/** The HTTP API: one route per route-table entry, each to its group's Lambda. */
export class ProductApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly routesByKey = new Map<string, HttpRoute>();
  /** The custom domain, where the stage has one; the API answers nowhere else then. */
  readonly originDomain: DomainName | undefined;
  private readonly originDomainName: string | undefined;

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `recyclens-${props.stage}`,
      description: `Recyclens ${props.stage} API`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: defaultThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: accessLogFormat,
      },
    });

    this.originDomainName = props.originDomain?.domainName;
    this.originDomain =
      props.originDomain === undefined ? undefined : this.mapOriginDomain(props.originDomain);

    // One integration (and one invoke permission) per group rather than per route, which keeps
    // the Lambda resource policies small however many routes a group has.
    const integrations = new Map<EndpointGroup, HttpLambdaIntegration>();
    for (const [group, handler] of props.handlers) {
      integrations.set(
        group,
        new HttpLambdaIntegration(`${group}-integration`, handler, { scopePermissionToRoute: false }),
      );
    }

    for (const route of props.routes) {
      const integration = integrations.get(route.group);
      if (integration === undefined) throw new Error(`No handler for the ${route.group} route ${route.key}`);
      const httpRoute = new HttpRoute(this, `Route-${route.id}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, route.method),
        integration,
      });
      this.routesByKey.set(route.key, httpRoute);
    }

    const preflight = integrations.get(props.preflightGroup);
    if (preflight === undefined)
      throw new Error(`No handler for the preflight group ${props.preflightGroup}`);
    this.routesByKey.set(
      preflightRouteKey,
      new HttpRoute(this, 'Route-preflight', {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with('/{proxy+}', HttpMethod.OPTIONS),
        integration: preflight,
      }),
    );

    this.throttleAuthRoutes(props.routes.filter((route) => route.group === 'auth'));
    this.acknowledgeNagFindings();
  }

  /** Where the API answers: its custom domain if it has one, else the execute-api endpoint. */
  get url(): string {
    // The configured name rather than the resource's Ref: the same string, readable in templates.
    return this.originDomainName === undefined
      ? this.httpApi.apiEndpoint
      : `https://${this.originDomainName}`;
  }

  private mapOriginDomain(origin: ApiOriginDomain): DomainName {
    const domain = new DomainName(this, 'OriginDomain', {
      domainName: origin.domainName,
      certificate: origin.certificate,
      endpointType: EndpointType.REGIONAL,
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
    return domain;
  }

  private throttleAuthRoutes(authRoutes: readonly ApiRoute[]): void {
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      authRoutes.map((route) => [
        route.key,
        { ThrottlingRateLimit: authThrottle.rateLimit, ThrottlingBurstLimit: authThrottle.burstLimit },
      ]),
    );
    // Route settings name routes by key; CloudFormation refuses keys of routes not yet created.
    for (const route of authRoutes) {
      const httpRoute = this.routesByKey.get(route.key);
      if (httpRoute !== undefined) this.stage.node.addDependency(httpRoute);
    }
  }

  private acknowledgeNagFindings(): void {
    for (const route of this.routesByKey.values()) {
      acknowledgeNag(route, {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization happens in the group Lambda for every non-public route: the bearer JWT is verified (HS256 pinned, aud, iss, exp) and its session and user are read from DynamoDB on each call so revocation applies at once, which an API Gateway JWT authorizer cannot do. Public routes (login, sign-up, tenant theme) are public by the product spec.',
      });
    }
  }
}
