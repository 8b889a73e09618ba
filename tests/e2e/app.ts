import type { Page } from '@playwright/test';

/**
 * Every screen is served prerendered, with #root inert until the app has rendered over it
 * (src/app/prerender.tsx). Playwright's actions already wait for an element to be non-inert; this waits
 * for the whole app, for tests that read the page (axe, mirrors, canvases) right after it opens.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}
