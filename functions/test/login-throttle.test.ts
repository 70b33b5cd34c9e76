import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformKeys } from '../src/data/keys';
import type { LoginAttemptsItem } from '../src/data/repositories/login-attempts';
import { getItem, putItem } from '../src/data/table';
import { recordFailure, waitBeforeAttempt } from '../src/services/accounts/login-throttle';

const WINDOW_MS = 15 * 60 * 1000;
const address = () => `throttle-${randomUUID().slice(0, 8)}@example.com`;
const stored = (email: string) =>
  getItem<LoginAttemptsItem>(platformKeys.loginAttempts(email), { consistent: true });
const storeAttempts = async (
  email: string,
  failures: number,
  windowEndsAt: number,
  lastFailureAt: number,
) => {
  const item = {
    ...platformKeys.loginAttempts(email),
    failures,
    lastFailureAt,
    windowEndsAt,
    ttl: Math.ceil(windowEndsAt / 1000),
  };
  await putItem(item);
  return item;
};

describe('login throttle', () => {
  it('counts onto the stored window even when the login read it before another failure made it', async () => {
    const email = address();
    const now = Date.now();
    await storeAttempts(email, 7, now + WINDOW_MS, now - 1000);
    // This login read nothing: a parallel one wrote the window after the read.
    await recordFailure(email, undefined, now);

    expect((await stored(email))?.failures).toBe(8);
  });

  it('starts a new window once the old one has passed, and forgets its failures', async () => {
    const email = address();
    const now = Date.now();
    const old = await storeAttempts(email, 9, now - 1, now - WINDOW_MS);
    await recordFailure(email, old, now);
    const fresh = await stored(email);

    expect(fresh).toMatchObject({ failures: 1, lastFailureAt: now, windowEndsAt: now + WINDOW_MS });
    expect(fresh?.ttl).toBe(Math.ceil((now + WINDOW_MS) / 1000));
    expect(waitBeforeAttempt(fresh, now + 1)).toBe(0);
  });
});
