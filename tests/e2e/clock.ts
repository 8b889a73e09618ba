import type { Page } from '@playwright/test';

const START = new Date('2026-01-05T09:00:00Z').getTime();

/**
 * Installs Playwright's fake clock and, once the page has loaded, freezes it: from then on time moves
 * only through page.clock.runFor, so step timers and elapsed times are exact.
 */
export async function installFrozenClock(page: Page) {
  await page.clock.install({ time: START });
  return {
    freeze: () => page.clock.pauseAt(START + 60_000),
  };
}
