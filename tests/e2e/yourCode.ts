import { expect, type Page } from '@playwright/test';
import { appReady } from './app';
import type { RacePage } from './pages/RacePage';

/** Your Code's parts, as the specs that drive `/playground` and its "Race it" speak of them. */
export const playgroundStatus = (page: Page) => page.getByTestId('playground-status');
export const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
export const raceIt = (page: Page) => page.getByRole('button', { name: 'Race it' });
export const laneStatus = (page: Page) => page.getByTestId('code-lane-status');

export async function openPlayground(page: Page) {
  await page.goto('/playground?renderer=canvas');
  await appReady(page);
  await expect(page.getByRole('textbox', { name: 'Your code' })).toBeVisible();
}

/** Replaces the editor's code (typed as one insertion, so the editor adds no brackets or indentation). */
export async function writeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Your code' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** The counts Your Code shows after a run: "Comparisons: 45 · Reads: 90 · Writes: 40 · Swaps: 20". */
export async function shownCounts(page: Page) {
  const text = (await page.getByTestId('playground-counts').textContent()) ?? '';
  const count = (name: string) => Number(new RegExp(`${name}: (\\d+)`).exec(text)?.[1]);
  return { comparisons: count('Comparisons'), writes: count('Writes'), swaps: count('Swaps') };
}

/** Starts the race at full speed and waits until every lane has finished. */
export async function raceToEnd(race: RacePage) {
  await race.speedSlider.focus();
  await race.page.keyboard.press('End');
  await race.start.click();
  await expect(race.narration).toHaveText(/^Race finished\./, { timeout: 60_000 });
}
