import { useEffect, useRef } from 'react';
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
