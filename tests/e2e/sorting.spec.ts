import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installFrozenClock } from './clock';
import { VisualizerCard } from './pages/VisualizerCard';
import { traceAlgorithm } from '@/core/algorithms';
import { appReady } from './app';

const ALGORITHMS = [
  ['bubbleSort', 'Bubble Sort'],
  ['selectionSort', 'Selection Sort'],
  ['insertionSort', 'Insertion Sort'],
  ['mergeSort', 'Merge Sort'],
  ['quickSort', 'Quick Sort'],
  ['heapSort', 'Heap Sort'],
] as const;

async function openSorting(page: Page, query = '') {
  const clock = await installFrozenClock(page);
  await page.goto(`/algorithms/sorting?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = new VisualizerCard(page, page.locator('#sorting-visualizer'));
  await card.figure.locator('li').first().waitFor({ state: 'attached' });
  // PixiJS loads after the first paint, on timers the frozen clock would hold back.
  await card.figure.locator('canvas').waitFor({ state: 'attached' });
  await clock.freeze();
  return card;
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

test.describe('sorting page', () => {
  test('lists every sort with its complexities', async ({ page }) => {
    await openSorting(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting Algorithms');
    for (const [id, name] of ALGORITHMS) {
      const item = page.locator(`li[data-algorithm="${id}"]`);
      await expect(item.getByRole('heading', { name })).toBeVisible();
      await expect(item).toContainText(id);
      await expect(item.getByRole('rowheader', { name: 'Best time' })).toBeVisible();
    }
    const bubble = page.locator('li[data-algorithm="bubbleSort"]');
    await expect(bubble.getByRole('row', { name: /Best time/ })).toContainText('O(n)');
    await expect(bubble.getByRole('row', { name: /Worst time/ })).toContainText('O(n²)');
    const quick = page.locator('li[data-algorithm="quickSort"]');
    await expect(quick.getByRole('row', { name: /Space/ })).toContainText('O(log n)');
    await expect(quick.getByRole('row', { name: /Space/ })).toContainText('O(n) in the worst case');
    const heap = page.locator('li[data-algorithm="heapSort"]');
    await expect(heap.getByRole('row', { name: /Worst time/ })).toContainText('O(n log n)');
    await expect(heap.getByRole('row', { name: /Space/ })).toContainText('O(1)');
    const merge = page.locator('li[data-algorithm="mergeSort"]');
    await expect(merge.getByRole('row', { name: /Space/ })).toContainText('O(n)');
  });

  for (const [id, name] of ALGORITHMS) {
    test(`${name} runs to completion at top speed`, async ({ page }) => {
      // Hundreds of steps are replayed in one clock jump; slow machines need the extra time.
      test.slow();
      const card = await openSorting(page);
      await card.root.getByRole('group', { name: 'Algorithm' }).getByRole('button', { name }).click();
      await expect(card.root.getByRole('heading', { name, level: 2 })).toBeVisible();
      const input = await card.values();
      expect(input).toHaveLength(30);
      await card.setTopSpeed();
      await expect(card.speedSlider).toHaveValue('100');
      const steps = await card.stepCount();
      await card.visualize.click();
      await expect(card.pause).toBeVisible();
      // Top speed is one step per 100 ms.
      await page.clock.runFor(steps * 100 + 100);
      await expect(card.visualize).toBeVisible();
      expect(await card.values()).toEqual(ascending(input));
      expect(new Set(await card.states())).toEqual(new Set(['sorted']));
      await expect(card.stat('Progress')).toHaveText('100%');
      await expect(card.elapsed).toHaveText(`${((steps * 100) / 1000).toFixed(2)}s`);
      expect(id).toBeTruthy();
    });
  }

  test('the elapsed time runs while the run plays, a tenth of a second at a time', async ({ page }) => {
    const card = await openSorting(page);
    await expect(card.elapsed).toHaveText('0.00s');
    await card.visualize.click();
    await expect(card.pause).toBeVisible();
    await page.clock.runFor(1000);
    await expect(card.elapsed).toHaveText('1.00s');
    await page.clock.runFor(50);
    await expect(card.elapsed).toHaveText('1.00s');
    await page.clock.runFor(50);
    await expect(card.elapsed).toHaveText('1.10s');
  });

  test('pause freezes the run and Resume continues it; the size slider is locked only while running', async ({
    page,
  }) => {
    const card = await openSorting(page);
    await expect(card.sizeSlider).toBeEnabled();
    await card.visualize.click();
    await expect(card.sizeSlider).toBeDisabled();
    await page.clock.runFor(1000); // speed 50: 200 ms a step
    await card.pause.click();
    const pausedAt = await card.stepIndex();
    expect(pausedAt).toBe(5);
    await expect(card.sizeSlider).toBeEnabled();
    await expect(card.elapsed).toHaveText('1.00s');
    await page.clock.runFor(3000);
    expect(await card.stepIndex()).toBe(pausedAt);
    await card.resume.click();
    // The clock moves only once the page has taken the click: the run's timer starts in its handler.
    await expect(card.pause).toBeVisible();
    await page.clock.runFor(400);
    // The step shown follows the run a render after the clock moves it.
    await expect.poll(() => card.stepIndex()).toBe(pausedAt + 2);
  });

  test('step back and forward move one step and agree with the narration', async ({ page }) => {
    const card = await openSorting(page, 'algo=bubbleSort&size=5&seed=7&preset=reversed&speed=50&step=0');
    const input = await card.values();
    expect(input).toEqual([...input].sort((a, b) => b - a));
    await expect(card.narration).toHaveText('Ready to sort 5 values');
    await card.stepForward.click();
    await expect(card.narration).toContainText(`Compare ${input[0]} and ${input[1]}`);
    expect(await card.states()).toEqual(['compare', 'compare', 'default', 'default', 'default']);
    await card.stepForward.click();
    expect(await card.values()).toEqual([input[1], input[0], ...input.slice(2)]);
    expect((await card.states()).slice(0, 2)).toEqual(['swap', 'swap']);
    await card.stepBack.click();
    expect(await card.values()).toEqual(input);
    await card.stepBack.click();
    await expect(card.narration).toHaveText('Ready to sort 5 values');
    await expect(card.stepBack).toBeDisabled();
  });

  test('the scrubber seeks anywhere in the run', async ({ page }) => {
    const card = await openSorting(page, 'algo=insertionSort&size=8&seed=3&preset=random&speed=50&step=0');
    const input = await card.values();
    await card.stepSlider.focus();
    await page.keyboard.press('End');
    expect(await card.values()).toEqual(ascending(input));
    await page.keyboard.press('Home');
    expect(await card.values()).toEqual(input);
  });

  test('changing the array size regenerates the array; Reset makes a new one', async ({ page }) => {
    const card = await openSorting(page);
    await card.sizeSlider.focus();
    await page.keyboard.press('Home');
    expect(await card.values()).toHaveLength(5);
    await page.keyboard.press('End');
    expect(await card.values()).toHaveLength(100);
    await card.stepForward.click();
    const before = await card.values();
    await card.reset.click();
    expect(await card.stepIndex()).toBe(0);
    expect(await card.values()).toHaveLength(100);
    expect(await card.values()).not.toEqual(before);
    for (const value of await card.values()) {
      expect(value).toBeGreaterThanOrEqual(5);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  test('below 1280 px the Code tab highlights the line of the current step in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const card = await openSorting(page, 'algo=bubbleSort&size=6&seed=11&preset=reversed&speed=50&step=1');
    await expect(card.root.getByTestId('code-beside')).toHaveCount(0);
    await card.root.getByRole('tab', { name: 'Code' }).click();
    // The listing loads on first use; React reveals it on a timer, which the frozen clock must let run.
    await page.clock.runFor(1000);
    const listing = card.root.getByRole('region', { name: /Bubble Sort in JavaScript/ });
    await expect(listing.locator('[data-current]')).not.toHaveCount(0);
    const compareLine = await listing.locator('[data-current]').first().textContent();
    expect(compareLine).toMatch(/>/);
    await card.root.getByRole('button', { name: 'Python' }).click();
    await expect(
      card.root.getByRole('region', { name: /Bubble Sort in Python/ }).locator('[data-current]'),
    ).not.toHaveCount(0);
    await card.root.getByRole('button', { name: 'Java', exact: true }).click();
    const java = card.root.getByRole('region', { name: /Bubble Sort in Java/ });
    await expect(java.locator('[data-current]')).not.toHaveCount(0);
    await card.root.getByRole('tab', { name: 'Information' }).click();
    await expect(card.root.getByRole('heading', { name: 'How it works' })).toBeVisible();
  });

  test('from 1280 px the listing sits beside the canvas, follows each step, and keeps its language across pages', async ({
    page,
  }) => {
    // Real time: the test moves between pages, and each must load its code.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(
      '/algorithms/sorting?renderer=canvas&algo=heapSort&size=8&seed=4&preset=random&speed=50&step=0',
    );
    await appReady(page);
    const card = new VisualizerCard(page, page.locator('#sorting-visualizer'));
    await expect(card.root.getByRole('tab')).toHaveText(['Visualization', 'Information']);
    const beside = card.root.getByTestId('code-beside');
    const listing = beside.getByRole('region', { name: 'Heap Sort in JavaScript' });
    await expect(listing).toBeVisible();
    // Canvas and listing side by side: the listing starts to the right of the figure.
    const figureBox = await card.figure.boundingBox();
    const listingBox = await listing.boundingBox();
    expect(listingBox?.x ?? 0).toBeGreaterThan((figureBox?.x ?? 0) + (figureBox?.width ?? 0) - 1);
    await expect(listing.locator('[data-current]')).toHaveCount(0);
    await card.stepForward.click();
    await expect(listing.locator('[data-current]')).toContainText('for (let start');
    await card.stepForward.click();
    await expect(listing.locator('[data-current]')).toContainText('arr[left] > arr[largest]');
    await expect(card.narration).toContainText('left child');

    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(
      beside.getByRole('region', { name: 'Heap Sort in Python' }).locator('[data-current]'),
    ).toContainText('arr[left] > arr[largest]');
    // The choice holds on another page and after a reload.
    await page.goto('/algorithms/searching?renderer=canvas');
    await appReady(page);
    await expect(
      page.locator('#linear-search').getByRole('region', { name: 'Linear Search in Python' }),
    ).toBeVisible();
    await page.reload();
    await appReady(page);
    await expect(
      page.locator('#binary-search').getByRole('region', { name: 'Binary Search in Python' }),
    ).toBeVisible();
  });

  test('Heap Sort sorts by sifting down, and a shared URL reopens it at the same step', async ({ page }) => {
    const query = 'algo=heapSort&size=12&seed=9&preset=reversed&speed=50';
    await page.goto(`/algorithms/sorting?renderer=canvas&${query}&step=0`);
    await appReady(page);
    const card = new VisualizerCard(page, page.locator('#sorting-visualizer'));
    await expect(card.root.getByRole('heading', { name: 'Heap Sort', level: 2 })).toBeVisible();
    await expect(card.root.getByRole('button', { name: 'Heap Sort', pressed: true })).toBeVisible();
    for (let i = 0; i < 9; i++) await card.stepForward.click();
    expect(await card.stepIndex()).toBe(9);
    const values = await card.values();
    const states = await card.states();
    const narration = await card.narration.textContent();
    // A descending array is already a max-heap: building it only compares parents with children.
    expect(states).toContain('compare');
    expect(narration).toMatch(/child/);

    const second = await page.context().newPage();
    await second.goto(`/algorithms/sorting?renderer=canvas&${query}&step=9`);
    await appReady(second);
    const reopened = new VisualizerCard(second, second.locator('#sorting-visualizer'));
    expect(await reopened.stepIndex()).toBe(9);
    expect(await reopened.values()).toEqual(values);
    expect(await reopened.states()).toEqual(states);
    await expect(reopened.narration).toHaveText(narration ?? '');
  });

  test('a shared URL reopens the exact run at the same step', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = await openSorting(page);
    await card.root
      .getByRole('group', { name: 'Algorithm' })
      .getByRole('button', { name: 'Quick Sort' })
      .click();
    for (let i = 0; i < 7; i++) await card.stepForward.click();
    const values = await card.values();
    const states = await card.states();
    await card.root.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.root.getByRole('textbox', { name: /reopens? this run/ }).inputValue();
    expect(url).toContain('algo=quickSort');
    expect(url).toContain('step=7');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A fresh browser context: another visitor opening the link, with a clock of their own.
    const second = await (await browser.newContext()).newPage();
    await second.goto(url.replace(/^https?:\/\/[^/]+/, '') + '&renderer=canvas');
    const reopened = new VisualizerCard(second, second.locator('#sorting-visualizer'));
    await expect(reopened.root.getByRole('heading', { name: 'Quick Sort', level: 2 })).toBeVisible();
    expect(await reopened.stepIndex()).toBe(7);
    expect(await reopened.values()).toEqual(values);
    expect(await reopened.states()).toEqual(states);
  });

  test('keyboard shortcuts: Space plays and pauses, arrows step, R resets', async ({ page }) => {
    const card = await openSorting(page, 'algo=selectionSort&size=10&seed=5&preset=random&speed=50&step=0');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await card.stepIndex()).toBe(2);
    await page.keyboard.press('ArrowLeft');
    expect(await card.stepIndex()).toBe(1);
    await page.keyboard.press(' ');
    await expect(card.pause).toBeVisible();
    await page.clock.runFor(400);
    await page.keyboard.press(' ');
    await expect(card.resume).toBeVisible();
    expect(await card.stepIndex()).toBe(3);
    const before = await card.values();
    await page.keyboard.press('r');
    expect(await card.stepIndex()).toBe(0);
    expect(await card.values()).not.toEqual(before);
    // Typing in a field does not trigger shortcuts.
    await page.keyboard.press('ArrowRight');
    await card.root.getByRole('button', { name: 'Share this run' }).click();
    await card.root.getByRole('textbox', { name: /reopens? this run/ }).focus();
    await page.keyboard.press('r');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(' ');
    expect(await card.stepIndex()).toBe(1);
    await expect(card.visualize).toBeVisible();
  });

  test('a typed array starts a new run; merge sort counts its writes, not swaps; the link carries the array', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = await openSorting(page, 'algo=mergeSort&size=10&seed=3&preset=random&speed=50&step=4');
    const form = card.root.getByTestId('typed-input');
    await form.getByRole('textbox', { name: 'Numbers' }).fill('5 -2, 9.5 0 3');
    await form.getByRole('button', { name: 'Apply' }).click();
    expect(await card.values()).toEqual([5, -2, 9.5, 0, 3]);
    expect(await card.stepIndex()).toBe(0);
    await expect(card.stat('Writes')).toHaveText('0');
    await expect(card.root.locator('dt', { hasText: /^Swaps$/ })).toHaveCount(0);
    await card.stepSlider.focus();
    await page.keyboard.press('End');
    expect(await card.values()).toEqual([-2, 0, 3, 5, 9.5]);
    // The counter is the trace's own count of writes.
    const trace = traceAlgorithm('mergeSort', [5, -2, 9.5, 0, 3], null);
    expect(trace.totals.swaps).toBe(0);
    await expect(card.stat('Writes')).toHaveText(String(trace.totals.writes));

    await card.root.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.root.getByRole('textbox', { name: /reopens? this run/ }).inputValue();
    expect(new URL(url).searchParams.get('values')).toBe('5,-2,9.5,0,3');
    const second = await (await page.context().browser()!.newContext()).newPage();
    await second.goto(url.replace(/^https?:\/\/[^/]+/, '') + '&renderer=canvas');
    const reopened = new VisualizerCard(second, second.locator('#sorting-visualizer'));
    await expect(reopened.root.getByRole('heading', { name: 'Merge Sort', level: 2 })).toBeVisible();
    expect(await reopened.values()).toEqual([-2, 0, 3, 5, 9.5]);

    // Bubble sort swaps: its counter is Swaps.
    await card.root
      .getByRole('group', { name: 'Algorithm' })
      .getByRole('button', { name: 'Bubble Sort' })
      .click();
    await expect(card.stat('Swaps')).toHaveText('0');
    expect(await card.values()).toEqual([5, -2, 9.5, 0, 3]);
  });

  test("bad input shows the race's message beside the field and keeps the run, its scene and controls", async ({
    page,
  }) => {
    const card = await openSorting(page, 'algo=quickSort&size=12&seed=8&preset=random&speed=50&step=0');
    for (let i = 0; i < 3; i++) await card.stepForward.click();
    const values = await card.values();
    const states = await card.states();
    const numbers = card.root.getByTestId('typed-input').getByRole('textbox', { name: 'Numbers' });
    const apply = card.root.getByTestId('typed-input').getByRole('button', { name: 'Apply' });
    for (const [typed, message] of [
      ['4, 8, abc, 2', 'Invalid number: abc'],
      ['1, Infinity', 'Invalid number: Infinity'],
      ['', 'Please enter at least 2 numbers'],
      [Array.from({ length: 101 }, (_, i) => i + 1).join(','), 'Maximum array size is 100'],
    ] as const) {
      await numbers.fill(typed);
      await apply.click();
      await expect(card.root.getByRole('alert')).toHaveText(message);
      await expect(numbers).toHaveAttribute('aria-invalid', 'true');
      await expect(numbers).toHaveAccessibleDescription(new RegExp(message));
    }
    expect(await card.values()).toEqual(values);
    expect(await card.states()).toEqual(states);
    expect(await card.stepIndex()).toBe(3);
    await expect(card.figure.locator('canvas')).toBeVisible();
    await expect(card.stepSlider).toBeEnabled();
    await card.stepForward.click();
    expect(await card.stepIndex()).toBe(4);
  });

  test('the colour key lists the states the bars are drawn in', async ({ page }) => {
    const card = await openSorting(page, 'algo=mergeSort&size=10&seed=3&preset=random&speed=50&step=0');
    const key = card.root.getByRole('list', { name: 'Colour key' }).locator('li');
    await expect(key).toHaveText([
      'Not sorted yet',
      'Compared',
      'Written',
      'Outside the part being worked on (faded)',
      'Sorted',
    ]);
    await card.root
      .getByRole('group', { name: 'Algorithm' })
      .getByRole('button', { name: 'Bubble Sort' })
      .click();
    await expect(key).toHaveText(['Not sorted yet', 'Compared', 'Swapped', 'Sorted']);
    // Each state the run draws has its entry in the key.
    await card.stepSlider.focus();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      for (const state of await card.states()) seen.add(state);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('End');
    for (const state of await card.states()) seen.add(state);
    const keyed = await key.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    for (const state of seen) expect(keyed).toContain(state);
  });
});
