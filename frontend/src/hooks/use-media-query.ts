import { useCallback, useSyncExternalStore } from 'react';

const canQuery = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, following changes (a rotated phone, a resized window).
 * Where the browser cannot tell (no matchMedia, as in jsdom) it does not match.
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canQuery()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => canQuery() && window.matchMedia(query).matches);
};
