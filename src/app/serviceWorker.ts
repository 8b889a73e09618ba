/**
 * The offline copy: a Workbox service worker (vite-plugin-pwa's /sw.js) that precaches the whole build,
 * about 250 files and 8.5 MB, so that after one visit every screen works without a network.
 *
 * It is registered well after the page has loaded, not at its load event: the precache's downloads and
 * the worker's CPU would otherwise compete with the page's own start (the app taking over the
 * prerendered copy, the screen's chunks, the scene worker) on exactly the slow phones that feel it.
 */

/** How long after the page's load event the precache may start. */
export const SERVICE_WORKER_DELAY_MS = 5_000;
/** The longest the registration then waits for the page's thread to be idle. */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5_000;
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHost {
  /** Runs `then` once the page's load event has fired (soon, if it already has). */
  afterLoad(then: () => void): void;
  /** Runs `then` when the page's thread is next idle, or after `timeoutMs` at the latest. */
  whenIdle(then: () => void, timeoutMs: number): void;
  register(url: string): Promise<unknown>;
}

export function registerServiceWorkerAfterLoad(host: ServiceWorkerHost): void {
  host.afterLoad(() => {
    setTimeout(() => {
      host.whenIdle(() => {
        host.register(SERVICE_WORKER_URL).catch((error: unknown) => {
          // The site works as before; only the offline copy is missing.
          console.warn('The offline copy of the site could not be set up', error);
        });
      }, SERVICE_WORKER_IDLE_TIMEOUT_MS);
    }, SERVICE_WORKER_DELAY_MS);
  });
}

/** The browser's host, or null where there are no service workers (or in development). */
export function browserServiceWorkerHost(): ServiceWorkerHost | null {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  return {
    afterLoad: (then) => {
      if (document.readyState === 'complete') setTimeout(then, 0);
      else window.addEventListener('load', then, { once: true });
    },
    whenIdle: (then, timeoutMs) => {
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: timeoutMs });
      else setTimeout(then, 0);
    },
    register: (url) => navigator.serviceWorker.register(url, { scope: '/' }),
  };
}
