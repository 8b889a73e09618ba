import { axeFindings } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPlayground, writeCode } from './yourCode';

/**
 * "How does it scale?" on Your Code: the learner's sort or search measured on sizes 8 to 1,024 within
 * 5 s, plotted, and read in one line. Each measuring takes up to 5 s (more for Python, which loads first).
 */
test.describe.configure({ timeout: 120_000 });

const scaleButton = (page: Page) => page.getByRole('button', { name: 'How does it scale?' });
const reading = (page: Page) => page.getByTestId('growth-reading');
const ending = (page: Page) => page.getByTestId('growth-ending');
const point = (page: Page, n: number) => page.locator(`[data-testid="growth-points"] li[data-n="${n}"]`);

/** Measures, and waits for the reading (the time limit is 5 s; a slow machine gets more to answer). */
async function measure(page: Page) {
  await scaleButton(page).click();
  await expect(reading(page)).toBeVisible({ timeout: 30_000 });
}

const BINARY_SEARCH = `function search(arr, target) {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (arr[mid] === target) return mid;
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}`;

test.describe('How does it scale?', () => {
  test('the bubble sort template grows like n², with its counts per size, a plot and a legend', async ({
    page,
  }) => {
    await openPlayground(page);
    await scaleButton(page).click();
    // While it measures, Run waits and Stop can end it.
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expect(page.getByTestId('growth-status')).toContainText(/Measuring n = [\d,]+…/);
    await expect(reading(page)).toHaveText('Your sort grows like n² (fitted to its comparisons).', {
      timeout: 30_000,
    });
    await expect(ending(page)).toHaveText(
      /^(Ran every size from 8 to 1,024\.|Stopped at n = [\d,]+: time limit \(5 s for all sizes\); plotted up to n = [\d,]+\.)$/,
    );
    // Bubble sort compares n(n-1)/2 times whatever the values.
    await expect(point(page, 8)).toHaveAttribute('data-comparisons', '28');
    await expect(point(page, 16)).toHaveAttribute('data-comparisons', '120');
    await expect(point(page, 32)).toHaveAttribute('data-comparisons', '496');
    await expect(point(page, 8)).toHaveAttribute('data-writes', /^\d+$/);
    await expect(page.getByTestId('growth-plot').locator('canvas')).toBeVisible();
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'Comparisons',
      'Writes',
      'n (scaled)',
      'n log n (scaled)',
      'n² (scaled)',
    ]);
    await page.getByText('Show the numbers').click();
    await expect(point(page, 8)).toHaveText(/^n = 8: 28 comparisons, \d+ writes$/);
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  });

  test('the linear search template grows like n, a binary search on sorted arrays like log n', async ({
    page,
  }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await measure(page);
    await expect(reading(page)).toHaveText('Your search grows like n (fitted to its comparisons).');
    // The target is never in the array, so the linear search compares with every element.
    await expect(point(page, 64)).toHaveAttribute('data-comparisons', '64');

    await writeCode(page, BINARY_SEARCH);
    await page.getByRole('group', { name: 'Array preset' }).getByRole('button', { name: 'Sorted' }).click();
    await measure(page);
    await expect(reading(page)).toHaveText('Your search grows like log n (fitted to its comparisons).');
    await expect(ending(page)).toHaveText('Ran every size from 8 to 1,024.');
    await expect(point(page, 1024)).toHaveAttribute('data-writes', '0');
  });

  test('an error stops it at its size with Run’s message, and Stop ends it where it is', async ({ page }) => {
    await openPlayground(page);
    await writeCode(
      page,
      'function sort(arr) {\n  if (arr.length > 20) throw new RangeError("too long");\n  arr.sort((a, b) => a - b);\n}',
    );
    await measure(page);
    await expect(ending(page)).toHaveText('Stopped at n = 32: line 2: RangeError: too long');
    await expect(page.locator('[data-testid="growth-points"] li')).toHaveCount(2);
    await expect(reading(page)).toHaveText('Too few sizes ran to read how it grows.');

    await writeCode(page, 'function sort(arr) {\n  while (true) {}\n}');
    await scaleButton(page).click();
    await expect(page.getByTestId('growth-status')).toHaveText('Measuring n = 8…');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(ending(page)).toHaveText('Stopped at n = 8.');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await expect(scaleButton(page)).toBeEnabled();
  });

  test('BFS has no growth plot: its input is a graph preset, not a size', async ({ page }) => {
    await openPlayground(page);
    await expect(scaleButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'BFS', exact: true }).click();
    await expect(scaleButton(page)).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`with the plot shown the page is axe-clean in ${theme}, and the plot fits 375 px`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openPlayground(page);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await measure(page);
      await page.getByText('Show the numbers').click();
      await expect(page.getByTestId('growth-plot').locator('canvas')).toBeVisible();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      // The plot follows its box's width (it is redrawn when the box resizes).
      await expect
        .poll(
          async () => (await page.getByTestId('growth-plot').locator('canvas').boundingBox())?.width ?? 999,
        )
        .toBeLessThanOrEqual(375 - 2 * 16);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const plot = await page.getByTestId('growth-plot').boundingBox();
      expect(plot && plot.x >= 0 && plot.x + plot.width <= 375).toBe(true);
      expect(
        await axeFindings(page, { include: '[data-testid="growth"]', coloursOnly: theme === 'dark' }),
      ).toEqual([]);
    });
  }

  test('in Python the bubble sort template grows like n² too', async ({ page }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await openPlayground(page);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 120_000 });
    // Each Python run has a fixed cost of about half a second, more on a busy machine, so the page's 5 s
    // for all sizes could end before a third size. The page's clock is frozen: each size still stops at
    // the time left (5 s) by the worker's own clock, and the reading is of the sizes that ran.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('def sort(arr):');
    await measure(page);
    await expect(reading(page)).toHaveText('Your sort grows like n² (fitted to its comparisons).');
    await expect(point(page, 16)).toHaveAttribute('data-comparisons', '120');
    await expect(page.getByTestId('growth-plot').locator('canvas')).toBeVisible();
  });
});
