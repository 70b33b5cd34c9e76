import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { MatchedRoute } from './match-route';

/** Bodies API Gateway passes as text; everything else (uploads) arrives base64-encoded. */
const isTextual = (contentType: string) =>
  contentType === '' ||
  /^(application\/(.+\+)?json|text\/|application\/x-www-form-urlencoded)/i.test(contentType);

/**
 * Whoever called the local gateway is on this machine, so its socket address says nothing: a
 * proxy in front, or a test standing in for callers from many addresses, names the caller in
 * X-Forwarded-For, as CloudFront does in front of the deployed API.
 */
const sourceIpOf = (request: IncomingMessage, headers: Record<string, string>): string =>
  headers['x-forwarded-for']?.split(',')[0]?.trim() || (request.socket.remoteAddress ?? '127.0.0.1');

/** Builds the API Gateway HTTP API (payload v2) event the real Lambda would receive. */
export const toEvent = (
  request: IncomingMessage,
  url: URL,
  match: MatchedRoute,
  body: Buffer,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    // API Gateway joins repeated parameters with commas.
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const contentType = headers['content-type'] ?? '';
  const textual = isTextual(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length > 0 ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: sourceIpOf(request, headers),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  };
};
