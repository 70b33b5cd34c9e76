import { countMetric, setMetricRoute } from '../../observability/metrics';
import type { ChainMiddleware, ChainRequest } from '../request-state';

/**
 * Counts refused (4xx) and failed (5xx) answers per route, so an alarm or the dashboard shows which
 * route went wrong. Used before the error handler, so its onError sees the final status.
 */
export const routeMetrics = (): ChainMiddleware => {
  const done = (request: ChainRequest) => {
    const status = request.response?.statusCode ?? 500;
    // Unknown routes all count as one value, so a scan of random paths adds no dimension values.
    setMetricRoute(request.context.state?.routeId ?? 'unknown');
    if (status >= 500) countMetric('ServerError');
    else if (status >= 400) countMetric('ClientError');
  };
  return {
    name: 'route-metrics',
    after: done,
    onError: done,
  };
};
