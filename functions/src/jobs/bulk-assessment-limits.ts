/**
 * The limits of bulk assessment jobs (decision 015, docs/capacity.md). Together with the worker's
 * reserved concurrency in infra they bound what all tenants' jobs can take of the table.
 */
export const bulkAssessmentLimits = {
  /** Packaging per chunk: one page of the index, one progress save with its cursor. */
  chunkSize: 100,
  /**
   * Each job's pace. A bulk-assessed packaging writes ~70 WRU (its item into 8 copies, a result,
   * all transactional), so 50 a second is ~3,500 WRU/s, and ~200 WCU/s on each of the company's
   * list-index partitions, a fifth of one partition's 1,000.
   */
  packagesPerSecond: 50,
  /** Lambda stops a run at 15 minutes: the worker hands on to a fresh invocation well before. */
  handOffAfterMs: 12 * 60_000,
  /** A worker renews the company's lock with every chunk; a crashed one's lapses after this. */
  leaseMs: 5 * 60_000,
  /**
   * A job not yet taken up by a worker holds the lock this long: Lambda keeps an asynchronous
   * invocation queued (all reserved runs busy) for up to 6 hours before it gives up on it.
   */
  queuedLeaseMs: 6 * 60 * 60_000,
  /** Selected ids are stored beside the job in items of this many, never in the job item. */
  idsPerItem: 100,
  /** Jobs are kept this long for the web app to show, then expire. */
  keepDays: 7,
};
