import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-errors';
import type { EditorFormInput } from './editor-form';

/**
 * A save that could not reach the server (issue 36): the form's values and the button pressed,
 * kept in this browser under the packaging and the version they were made on, so a reload or a
 * closed tab does not lose them. A newer version on the server makes them stale: they are
 * dropped rather than laid over someone else's save.
 */
export interface QueuedSave {
  values: EditorFormInput;
  draft: boolean;
}

const keyOf = (packageId: string, version: number) => `recyclens.unsaved-packaging.${packageId}.v${version}`;

export const readQueuedSave = (packageId: string, version: number): QueuedSave | null => {
  try {
    const stored = localStorage.getItem(keyOf(packageId, version));
    return stored ? (JSON.parse(stored) as QueuedSave) : null;
  } catch {
    return null;
  }
};

export const queueSave = (packageId: string, version: number, save: QueuedSave): void => {
  try {
    localStorage.setItem(keyOf(packageId, version), JSON.stringify(save));
  } catch {
    // A full or blocked storage keeps the changes on screen only; the notice still says so.
  }
};

export const clearQueuedSave = (packageId: string, version: number): void => {
  try {
    localStorage.removeItem(keyOf(packageId, version));
  } catch {
    // Nothing was stored where storage is blocked.
  }
};

/** Calls `retry` when the browser is back online, while `waiting`. */
export const useBackOnline = (waiting: boolean, retry: () => void): void => {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
};

/** Why a save waits: the browser is offline, or it is online and the server does not answer. */
export type WaitReason = 'offline' | 'server';

/** Gateways answer these while the API is down or restarting; the save is worth sending again. */
const unreachableStatuses = [502, 503, 504];

/** Whether a failed save should be kept and sent again, and why; null for answers that stand. */
export const waitReasonOf = (error: unknown): WaitReason | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NETWORK') return navigator.onLine ? 'server' : 'offline';
  return unreachableStatuses.includes(error.status) ? 'server' : null;
};

/** Seconds between tries while the server cannot be reached: soon at first, then once a minute. */
const retryDelays = [5_000, 15_000, 30_000, 60_000];

/**
 * Calls `retry` again and again while `waiting` for the server, each try later than the last; an
 * offline browser waits for its 'online' event instead (useBackOnline).
 */
export const useRetryWhileUnreachable = (waiting: boolean, attempt: number, retry: () => void): void => {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!waiting) return;
    const delay = retryDelays[Math.min(attempt, retryDelays.length - 1)];
    const timer = window.setTimeout(() => latest.current(), delay);
    return () => window.clearTimeout(timer);
  }, [waiting, attempt]);
};
