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
      // Cells equal to the target are drawn amber before the search starts.
      const values = await card.values();
      const states = await card.states();
      values.forEach((value, i) => expect(states[i]).toBe(value === target ? 'target' : 'default'));
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
      await page.clock.runFor(steps * 100 + 100);
      await expect(card.visualize).toBeVisible();
      const states = await card.states();
      const foundAt = states.indexOf('found');
      expect(foundAt).toBeGreaterThanOrEqual(0);
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

  test('a target that is not in the array ends as not found', async ({ page }) => {
    const { linear } = await openSearching(
      page,
      'algo=linearSearch&size=10&seed=2&preset=random&speed=100&step=0&target=1',
    );
    await expect(targetOf(linear)).toHaveText('Search Target: 1');
    const steps = await linear.stepCount();
    await linear.visualize.click();
    await page.clock.runFor(steps * 100 + 100);
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
