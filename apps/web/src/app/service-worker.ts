/**
 * The service worker (vite-plugin-pwa's sw.js: the offline shell and every chunk precached) is
 * registered once the page has loaded and the main thread is idle, not at the load event: its
 * precaching downloads the whole console (some 3 MB), which on a phone's 4G link would compete
 * with the first screen's chunks and calls, and starting it took a long task in Lighthouse's
 * trace. A second visit is still answered by it.
 */
const IDLE_TIMEOUT_MS = 5000;

/** Registers /sw.js after load, when idle (built console only: the dev server has no sw.js). */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
