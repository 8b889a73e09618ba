import type { Page } from 'playwright-core';

/**
 * Waits for the site's service worker to control the page. On a first visit it precaches the whole
 * build once: seconds of CPU and megabytes of downloads that belong to the visit, not to what a
 * benchmark measures after it. Returns how long it took to become active, or null if none did within
 * 60 s.
 */
export async function serviceWorkerActive(page: Page): Promise<number | null> {
  const start = Date.now();
  const active = await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  return active ? Date.now() - start : null;
}
