import type { MiddlewareObj } from '@middy/core';
import { countMetric, setMetricRoute } from '../../observability/metrics';
import type { ChainRequest } from '../request-state';

/**
 * Counts refused (4xx) and failed (5xx) answers per route, so an alarm or the dashboard shows which
 * route went wrong. Used before the error handler, so its onError sees the final status.
 */
export const routeMetrics = (): MiddlewareObj => {
  const done = (rawRequest: ChainRequest) => {
    const status = rawRequest.response?.statusCode ?? 500;
    // Unknown routes all count as one value, so a scan of random paths adds no dimension values.
    setMetricRoute(rawRequest.internal.state?.routeId ?? 'unknown');
    if (status >= 500) countMetric('ServerError');
    else if (status >= 400) countMetric('ClientError');
  };
  return {
    name: 'route-metrics',
    after: (request) => done(request as ChainRequest),
    onError: (request) => done(request as ChainRequest),
  };
};
