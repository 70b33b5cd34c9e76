import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledgeNag } from '../nag.js';
import { COMPANY_HEADER, REQUEST_ID_HEADER, type EndpointGroup } from '@recyclens/shared';
import type { ApiRoute } from './api-routes.js';

export interface ThrottleLimits {
  /** Steady requests per second, across all callers. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** Whole-API ceiling: protects the table and the bill from a runaway client. */
export const defaultThrottle: ThrottleLimits = { rateLimit: 200, burstLimit: 400 };
/**
 * The auth routes hash passwords (scrypt, deliberately slow) and send mail: a tighter ceiling
 * blunts credential stuffing and mail bombing; the per-account login throttle does the rest.
 */
export const authThrottle: ThrottleLimits = { rateLimit: 10, burstLimit: 20 };

export interface ProductApiProps {
  readonly stage: string;
  readonly routes: readonly ApiRoute[];
  readonly handlers: ReadonlyMap<EndpointGroup, IFunction>;
  /** The tenant origins, the only ones CORS lets call the API from a browser. */
  readonly allowedOrigins: readonly string[];
}

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

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `recyclens-${props.stage}`,
      description: `Recyclens ${props.stage} API`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.allowedOrigins],
        allowCredentials: true,
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        allowHeaders: ['authorization', 'content-type', COMPANY_HEADER, REQUEST_ID_HEADER],
        exposeHeaders: ['content-type', 'x-round-trips', REQUEST_ID_HEADER],
        maxAge: Duration.minutes(10),
      },
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

    this.throttleAuthRoutes(props.routes.filter((route) => route.group === 'auth'));
    this.acknowledgeNagFindings();
  }

  get url(): string {
    return this.httpApi.apiEndpoint;
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
