const RELOADED_KEY = 'recyclens.preloadReloaded';

/**
 * A page chunk fails to load after a new deployment replaced the old files. Reloading once picks
 * up the new build; the flag stops a loop when the chunk is really missing.
 */
export const handlePreloadErrors = () => {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000));
};
