import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks the queries under each key stale (those on screen load again) and resolves when they have
 * arrived: a mutation that returns it keeps its button busy until the screen shows the change.
 */
export const refreshQueries = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
