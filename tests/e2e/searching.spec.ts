import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installFrozenClock } from './clock';
import { VisualizerCard } from './pages/VisualizerCard';
import { appReady } from './app';

async function openSearching(page: Page, query = '') {
  const clock = await installFrozenClock(page);
  await page.goto(`/algorithms/searching?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const linear = new VisualizerCard(page, page.locator('#linear-search'));
  const binary = new VisualizerCard(page, page.locator('#binary-search'));
  await binary.figure.locator('li').first().waitFor({ state: 'attached' });
  // PixiJS loads after the first paint, on timers the frozen clock would hold back; a scene starts once
  // its box is scrolled near.
  for (const card of [linear, binary]) {
    await card.figure.scrollIntoViewIfNeeded();
    await card.figure.locator('canvas').waitFor({ state: 'attached' });
  }
  await clock.freeze();
  return { linear, binary };
}

function targetOf(card: VisualizerCard) {
  return card.root.getByTestId('search-target');
}

test.describe('searching page', () => {
  test('one card each for Linear Search and Binary Search, with a target badge', async ({ page }) => {
    const { linear, binary } = await openSearching(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Searching Algorithms');
    await expect(linear.root.getByRole('heading', { name: 'Linear Search' })).toBeVisible();
    await expect(binary.root.getByRole('heading', { name: 'Binary Search' })).toBeVisible();
    for (const card of [linear, binary]) {
      const badge = await targetOf(card).textContent();
      const target = Number(badge?.replace('Search Target: ', ''));
      expect(await card.values()).toContain(target);
      // Nothing gives the answer away before the search starts: every cell is plain.
      expect(new Set(await card.states())).toEqual(new Set(['default']));
    }
  });

  test('binary search sorts its array and says so', async ({ page }) => {
    const { linear, binary } = await openSearching(page);
    const values = await binary.values();
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect(binary.root.getByRole('note')).toHaveText(
      'Binary Search requires a sorted array. The array has been automatically sorted for this demonstration.',
    );
    await expect(linear.root.getByRole('note')).toHaveCount(0);
  });

  for (const id of ['linear', 'binary'] as const) {
    test(`${id} search runs to completion and finds the target`, async ({ page }) => {
      const cards = await openSearching(page);
      const card = cards[id];
      const target = Number((await targetOf(card).textContent())?.replace('Search Target: ', ''));
      await card.setTopSpeed();
      const steps = await card.stepCount();
      await card.visualize.click();
      await expect(card.pause).toBeVisible();
      await page.clock.runFor(steps * 100 + 100);
      await expect(card.visualize).toBeVisible();
      const states = await card.states();
      const foundAt = states.indexOf('found');
      expect(foundAt).toBeGreaterThanOrEqual(0);
      expect(states).not.toContain('target');
      expect((await card.values())[foundAt]).toBe(target);
      await expect(card.narration).toContainText(String(target));
      await expect(card.stat('Progress')).toHaveText('100%');
    });
  }

  test('binary search shows its range and the middle index while it runs', async ({ page }) => {
    const { binary } = await openSearching(
      page,
      'algo=binarySearch&size=31&seed=9&preset=random&speed=50&step=0',
    );
    await binary.stepForward.click();
    const states = await binary.states();
    expect(states.filter((state) => state === 'mid' || state === 'compare')).toHaveLength(1);
    await binary.stepForward.click();
    expect(await binary.states()).toContain('compare');
  });

  test('binary search greys out the halves it has ruled out', async ({ page }) => {
    const { binary } = await openSearching(
      page,
      'algo=binarySearch&size=31&seed=9&preset=random&speed=50&step=0',
    );
    const values = await binary.values();
    const target = Number((await targetOf(binary).textContent())?.replace('Search Target: ', ''));
    await binary.stepForward.click();
    expect(await binary.states()).not.toContain('excluded');
    // Probe the middle; unless it is the target, the next window leaves one half out.
    await binary.stepForward.click();
    await binary.stepForward.click();
    const states = await binary.states();
    const middle = values[15] ?? Number.NaN;
    if (middle === target) {
      expect(states).toContain('found');
    } else {
      const ruledOut = states.flatMap((state, i) => (state === 'excluded' ? [i] : []));
      const half = middle < target ? [...Array(16).keys()] : [...Array(16).keys()].map((i) => i + 15);
      expect(ruledOut).toEqual(half);
    }
    await expect(
      binary.root.getByRole('list', { name: 'Colour key' }).locator('li[data-state="excluded"]'),
    ).toHaveText('Ruled out');
  });

  test('binary search fits 30 cells in its card at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { binary } = await openSearching(
      page,
      'algo=binarySearch&size=30&seed=4&preset=random&speed=50&step=1',
    );
    const row = binary.root.getByTestId('cells-row');
    // No sideways scrolling: the cells wrap into rows inside the card.
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const canvas = binary.figure.locator('canvas');
    const box = await canvas.boundingBox();
    // At most two rows (each the 'mid' marker, a cell of at most 50 px, the index).
    expect(box?.height ?? 0).toBeLessThanOrEqual(2 * (20 + 50 + 18) + 1);
    expect(await binary.values()).toHaveLength(30);
    const states = await binary.states();
    expect(states.filter((state) => state === 'range' || state === 'mid')).toHaveLength(30);
  });

  test('the colour keys list the states each search draws', async ({ page }) => {
    const { linear, binary } = await openSearching(page);
    const key = (card: VisualizerCard) => card.root.getByRole('list', { name: 'Colour key' }).locator('li');
    await expect(key(linear)).toHaveText(['Not checked yet', 'Being checked', 'Found']);
    await expect(key(binary)).toHaveText([
      'Not checked yet',
      'Being checked',
      'Search range',
      'Ruled out',
      'Found',
    ]);
  });

  test('a typed array and target start a new run, found at the end; a share link carries them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { linear } = await openSearching(page);
    const form = linear.root.getByTestId('typed-input');
    await form.getByRole('textbox', { name: 'Numbers' }).fill('4, 8 15 16, 23,42');
    await form.getByRole('textbox', { name: 'Search Target' }).fill('16');
    await form.getByRole('button', { name: 'Apply' }).click();
    expect(await linear.values()).toEqual([4, 8, 15, 16, 23, 42]);
    await expect(targetOf(linear)).toHaveText('Search Target: 16');
    expect(await linear.stepIndex()).toBe(0);
    expect(new Set(await linear.states())).toEqual(new Set(['default']));
    await linear.setTopSpeed();
    const steps = await linear.stepCount();
    await linear.visualize.click();
    await expect(linear.pause).toBeVisible();
    await page.clock.runFor(steps * 100 + 100);
    await expect.poll(async () => (await linear.states())[3]).toBe('found');

    await linear.root.getByRole('button', { name: 'Share this run' }).click();
    const url = await linear.root.getByRole('textbox', { name: /reopens? this run/ }).inputValue();
    expect(new URL(url).searchParams.get('values')).toBe('4,8,15,16,23,42');
    expect(new URL(url).searchParams.get('target')).toBe('16');
  });

  test("bad input shows the race's message beside its field and keeps the run on screen", async ({
    page,
  }) => {
    const { binary } = await openSearching(page);
    await binary.stepForward.click();
    await binary.stepForward.click();
    const values = await binary.values();
    const states = await binary.states();
    const form = binary.root.getByTestId('typed-input');
    const numbers = form.getByRole('textbox', { name: 'Numbers' });
    const targetField = form.getByRole('textbox', { name: 'Search Target' });

    await numbers.fill('3, 5, 0x1F');
    await targetField.fill('ten');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(numbers).toHaveAttribute('aria-invalid', 'true');
    await expect(numbers).toHaveAccessibleDescription(/Invalid number: 0x1F/);
    await expect(targetField).toHaveAccessibleDescription('Search target must be a valid number');
    await expect(form.getByRole('alert')).toHaveText([
      'Invalid number: 0x1F',
      'Search target must be a valid number',
    ]);

    await numbers.fill('7');
    await targetField.fill('');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter at least 2 numbers');
    await numbers.fill(Array.from({ length: 101 }, (_, i) => i).join(' '));
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('alert')).toHaveText('Maximum array size is 100');

    // The last valid run stays: its scene, its step and its controls.
    expect(await binary.values()).toEqual(values);
    expect(await binary.states()).toEqual(states);
    expect(await binary.stepIndex()).toBe(2);
    await expect(binary.figure.locator('canvas')).toBeVisible();
    await expect(binary.stepSlider).toBeEnabled();
    await expect(binary.visualize).toBeEnabled();
  });

  test('a target that is not in the array ends as not found', async ({ page }) => {
    const { linear } = await openSearching(
      page,
      'algo=linearSearch&size=10&seed=2&preset=random&speed=100&step=0&target=1',
    );
    await expect(targetOf(linear)).toHaveText('Search Target: 1');
    const steps = await linear.stepCount();
    await linear.visualize.click();
    await expect(linear.pause).toBeVisible();
    await page.clock.runFor(steps * 100 + 100);
    await expect(linear.visualize).toBeVisible();
    expect(await linear.states()).not.toContain('found');
    await expect(linear.narration).toContainText(/not/i);
  });

  test('the keyboard drives the card used last', async ({ page }) => {
    const { linear, binary } = await openSearching(page);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    expect(await linear.stepIndex()).toBe(1);
    expect(await binary.stepIndex()).toBe(0);
    await binary.root.getByRole('heading', { name: 'Binary Search' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await binary.stepIndex()).toBe(2);
    expect(await linear.stepIndex()).toBe(1);
  });
});
