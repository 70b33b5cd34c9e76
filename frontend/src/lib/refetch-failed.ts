/**
 * Asks again for only those of a page's queries that failed, so one "Try again" under a failure
 * of several lists does not reload the ones that arrived.
 */
export const refetchFailed = (...queries: readonly { isError: boolean; refetch: () => unknown }[]) => {
  for (const query of queries) if (query.isError) void query.refetch();
};
