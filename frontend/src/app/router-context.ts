import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';

/**
 * What every route's loader is handed. A module of its own: the root route names it, and the
 * router imports the generated tree that imports the root route, so declaring it beside the
 * router made the three a circle.
 */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}
