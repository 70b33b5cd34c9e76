let cold = true;

/**
 * True for the first invocation this process serves, false after: the logs' `coldStart` key. The
 * ColdStart metric is Powertools' own (metrics.ts), which counts only processes started on demand.
 */
export const takeColdStart = (): boolean => {
  const first = cold;
  cold = false;
  return first;
};
