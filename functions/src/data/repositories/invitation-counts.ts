import { tenantKeys, type ItemKey } from '../keys';
import { giveBack, takeFromCounter, type RateLimit, type Take } from './rate-counters';

const DAY_SECONDS = 24 * 3600;

/** The user's counter of one UTC day, keyed by its date (YYYY-MM-DD). */
const dayCounter =
  (clientId: string, userId: string) =>
  (day: number): ItemKey =>
    tenantKeys.invitationCount(
      clientId,
      userId,
      new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10),
    );

const perDay = (limit: number): RateLimit => ({ limit, windowSeconds: DAY_SECONDS });

/**
 * Counts one invitation of the user's UTC day, unless the day's count has reached `limit`
 * (rate-counters.ts: one conditional ADD, so parallel requests cannot pass the limit together).
 */
export const takeInvitation = (clientId: string, userId: string, limit: number, now: number): Promise<Take> =>
  takeFromCounter(dayCounter(clientId, userId), 'InvitationCount', perDay(limit), now);

/** Gives back a counted invitation whose mail was not sent, so a retry is not charged twice. */
export const returnInvitation = (clientId: string, userId: string, now: number): Promise<void> =>
  giveBack(dayCounter(clientId, userId), DAY_SECONDS, now);
