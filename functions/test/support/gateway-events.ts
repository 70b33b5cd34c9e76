import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../src/http/types';

/**
 * A request as API Gateway (HTTP API, payload v2) hands it to the tenant Lambda, for tests that
 * call a group's handler directly. `path` is the route's own unless the route is a pattern.
 */
export const gatewayEvent = ({
  routeKey,
  path,
  headers = {},
  requestId = 'request',
}: {
  routeKey: string;
  path?: string;
  headers?: Record<string, string>;
  requestId?: string;
}): HttpEvent => {
  const [method = 'GET', routePath = '/'] = routeKey.split(' ');
  const rawPath = path ?? routePath;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.test',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId,
      routeKey,
      stage: '$default',
      time: '25/Nov/2026:20:00:00 +0000',
      timeEpoch: 0,
    },
  };
};

/** The tenant Lambda's invocation context, as the runtime hands it to the handler. */
export const lambdaContext = (awsRequestId: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'recyclens-test-tenant',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:recyclens-test-tenant',
  memoryLimitInMB: '1024',
  awsRequestId,
  logGroupName: '/aws/lambda/recyclens-test-tenant',
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
