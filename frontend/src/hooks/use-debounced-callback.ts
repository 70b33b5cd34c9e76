import { useEffect, useMemo, useRef } from 'react';

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a call still waiting, e.g. when the user cleared what it would have applied. */
  cancel: () => void;
}

/**
 * Returns a function that runs `callback` once calls have paused for `delayMs`. A call still
 * waiting when the component goes away is dropped, so no stale update lands on a page the user left.
 */
export const useDebouncedCallback = <Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): Debounced<Args> => {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    return Object.assign(debounced, { cancel: () => clearTimeout(timer.current) });
  }, [delayMs]);
};
