import { countLoginFailure, type LoginAttemptsItem } from '../../data/repositories/login-attempts';

/**
 * Failed logins per address, in a 15-minute window. The first five failures cost nothing; after
 * that each attempt must wait 2^(failures−5) seconds (at most 5 minutes) after the last failure.
 * Guessing slows down exponentially, and the owner is never locked out for good.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 5 * 60 * 1000;

const live = (item: LoginAttemptsItem | undefined, now: number) =>
  item && item.windowEndsAt > now ? item : undefined;

/** Milliseconds the caller must still wait before another attempt counts, or 0. */
export const waitBeforeAttempt = (item: LoginAttemptsItem | undefined, now = Date.now()): number => {
  const current = live(item, now);
  if (!current || current.failures < FREE_FAILURES) return 0;
  const delay = Math.min(2 ** (current.failures - FREE_FAILURES) * 1000, MAX_DELAY_MS);
  return Math.max(0, current.lastFailureAt + delay - now);
};

/** Counts a failed login; `item` is what the login read, to start from the likely case. */
export const recordFailure = (email: string, item: LoginAttemptsItem | undefined, now = Date.now()) =>
  countLoginFailure(email, now, WINDOW_MS, live(item, now) !== undefined);
