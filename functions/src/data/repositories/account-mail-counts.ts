import { platformKeys } from '../keys';
import { takeFromCounter, type Take } from './rate-counters';

const HOUR_SECONDS = 3600;

/**
 * Counts one mail-sending request from a source address in the hour, unless the hour's count has
 * reached `limit` (rate-counters.ts: one conditional ADD per take; the counter expires).
 */
export const takeAccountMailRequest = (sourceIp: string, limit: number, now: number): Promise<Take> =>
  takeFromCounter(
    (window) => platformKeys.accountMailRequestsFrom(sourceIp, window),
    'AccountMailRequests',
    { limit, windowSeconds: HOUR_SECONDS },
    now,
  );

/** Counts one account mail to an address in the hour, unless the hour's count has reached `limit`. */
export const takeAccountMail = (email: string, limit: number, now: number): Promise<Take> =>
  takeFromCounter(
    (window) => platformKeys.accountMailsTo(email, window),
    'AccountMails',
    { limit, windowSeconds: HOUR_SECONDS },
    now,
  );
