import { expect, type Page } from '@playwright/test';

/**
 * Every screen is served prerendered, with #root inert until the app has rendered over it
 * (src/app/prerender.tsx). Playwright's actions already wait for an element to be non-inert; this waits
 * for the whole app, for tests that read the page (axe, mirrors, canvases) right after it opens.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** The text of every console warning the page logs from now on (a worker that fails says so in one). */
export function warningsLogged(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Waits for an operation just asked for on a structure page to start: it renders after the tap (its
 * operations panel is aria-busy until then), and only then are its step timers on the page's clock.
 */
export async function operationStarted(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Moves a frozen clock on, once any operation just asked for has started. */
export async function runFor(page: Page, ms: number): Promise<void> {
  await operationStarted(page);
  await page.clock.runFor(ms);
}

/** A 375x740 phone whose every page opens in the light theme, as the accessibility checks start. */
export async function asPhoneInLight(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 375, height: 740 });
}
