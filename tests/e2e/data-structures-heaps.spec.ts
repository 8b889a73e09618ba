import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted, runFor } from './app';
import { installFrozenClock } from './clock';
import { expectNodesApartInsideFigure } from './nodePlaces';

/** The default heap: 40, 15, 62, 8, 27, 91, 33, 4, 56, 19 built into a min-heap. */
const DEFAULT_HEAP = ['4', '8', '33', '15', '19', '91', '62', '40', '56', '27'];

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openHeaps(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/heaps?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  const figure = page.locator('figure[data-scene="heap"]');
  const operations = page.getByRole('region', { name: 'Operations' });
  return {
    figure,
    operations,
    narration: figure.locator('[data-narration]'),
    arithmetic: page.getByTestId('heap-arithmetic'),
    error: page.getByTestId('heap-error'),
    summary: page.locator('[data-summary]'),
  };
}

const arrayValues = (figure: Locator) =>
  figure
    .locator('li[data-value]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));

const treeNodes = (figure: Locator) =>
  figure
    .locator('li[data-node]')
    .evaluateAll((items) =>
      items.map((item) =>
        ['data-node', 'data-depth', 'data-parent', 'data-side']
          .map((name) => item.getAttribute(name))
          .join(' '),
      ),
    );

/** Takes the run that an operation started to its last step, with the step scrubber's End key. */
async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

test.describe('heaps page', () => {
  test('opens on a min-heap, drawn as a tree and as its array in the mirror', async ({ page }) => {
    const { figure, narration, summary, arithmetic } = await openHeaps(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heaps');
    await expect(page.getByRole('tab', { name: 'Visualization' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
    await expect(narration).toHaveText('Ready: a min-heap of 10 elements.');
    expect(await arrayValues(figure)).toEqual(DEFAULT_HEAP);
    expect(await treeNodes(figure)).toEqual([
      '4 0  ',
      '8 1 4 left',
      '33 1 4 right',
      '15 2 8 left',
      '19 2 8 right',
      '91 2 33 left',
      '62 2 33 right',
      '40 3 15 left',
      '56 3 15 right',
      '27 3 19 left',
    ]);
    await expect(figure.locator('li[data-index="9"][data-value="27"]')).toHaveAttribute(
      'data-state',
      'default',
    );
    await expect(summary).toContainText('Heap Size10');
    await expect(summary).toContainText('Minimum4');
    await expect(arithmetic).toHaveText(
      'A node at index i has its parent at ⌊(i−1)/2⌋ and its children at 2i+1 and 2i+2.',
    );
  });

  test('insert sifts the new value up, one step at a time, with the index arithmetic of each step', async ({
    page,
  }) => {
    const { figure, operations, narration, arithmetic, summary } = await openHeaps(page);
    await operations.getByLabel('Value to insert').fill('1');
    await operations.getByRole('button', { name: 'Insert' }).click();
    // It plays at once; take it back to the start and step by hand.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(narration).toHaveText('Ready to insert 1 into a min-heap of 10 elements.');
    const forward = page.getByRole('button', { name: 'Step forward' });

    await forward.click();
    await expect(narration).toHaveText(
      'Put 1 at the end of the array, index 10, the next free place in the tree.',
    );
    await expect(figure.locator('li[data-value][data-index="10"]')).toHaveAttribute('data-state', 'new');
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-parent', '19');
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-side', 'right');
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-depth', '3');
    await expect(arithmetic).toHaveText(
      'i =10parent ⌊(i−1)/2⌋ =4left 2i+1 =21, past the endright 2i+2 =22, past the end',
    );

    await forward.click();
    await expect(narration).toHaveText('Parent of index 10 is (10−1)/2 = 4: 1 is smaller than 19.');
    await expect(figure.locator('li[data-value][data-index="4"]')).toHaveAttribute('data-state', 'compare');

    await forward.click();
    await expect(narration).toHaveText('Swap 1 and 19: 1 moves up to index 4.');
    await expect(figure.locator('li[data-value][data-index="4"]')).toHaveAttribute('data-value', '1');
    await expect(figure.locator('li[data-value][data-index="4"]')).toHaveAttribute('data-state', 'swap');
    await expect(figure.locator('li[data-node][data-index="4"]')).toHaveAttribute('data-state', 'swap');
    await expect(arithmetic).toContainText('i =4parent ⌊(i−1)/2⌋ =1left 2i+1 =9right 2i+2 =10');

    // The keyboard steps back and forward too.
    await page.keyboard.press('ArrowLeft');
    await expect(narration).toHaveText('Parent of index 10 is (10−1)/2 = 4: 1 is smaller than 19.');
    await page.keyboard.press('ArrowRight');
    await expect(narration).toHaveText('Swap 1 and 19: 1 moves up to index 4.');

    await page.getByRole('button', { name: /^(Play|Resume)$/ }).click();
    await runFor(page, 10_000);
    await expect(narration).toHaveText('Swap 1 and 4: 1 is now the root, the minimum.');
    expect(await arrayValues(figure)).toEqual([
      '1',
      '4',
      '33',
      '15',
      '8',
      '91',
      '62',
      '40',
      '56',
      '27',
      '19',
    ]);
    await expect(summary).toContainText('Heap Size11');
    await expect(summary).toContainText('Minimum1');
    await expect(page.getByText('Insert 1: step 7 of 7')).toBeVisible();
  });

  test('extract takes the root, moves the last element up and sifts it down', async ({ page }) => {
    const { figure, operations, narration, summary } = await openHeaps(page);
    await operations.getByRole('button', { name: 'Extract Min' }).click();
    await runFor(page, 200);
    await expect(narration).toHaveText('Take the root 4, the minimum, out of index 0.');
    await expect(figure.locator('li[data-value][data-index="0"]')).toHaveAttribute('data-state', 'removing');
    await finish(page);
    await expect(narration).toHaveText('No child is smaller than 27: it stays at index 3.');
    expect(await arrayValues(figure)).toEqual(['8', '15', '33', '27', '19', '91', '62', '40', '56']);
    await expect(summary).toContainText('Extracted4');
    await expect(summary).toContainText('Minimum8');
  });

  test('peek reads the root and changes nothing', async ({ page }) => {
    const { figure, operations, narration, summary } = await openHeaps(page);
    await operations.getByRole('button', { name: 'Peek' }).click();
    await finish(page);
    await expect(narration).toHaveText('Peek: the root, index 0, holds the minimum, 4. Nothing changes.');
    await expect(figure.locator('li[data-node][data-index="0"]')).toHaveAttribute('data-state', 'found');
    await expect(summary).toContainText('Peeked4');
    expect(await arrayValues(figure)).toEqual(DEFAULT_HEAP);
  });

  test('build heap sifts every parent down from the last one, and the max-heap toggle rebuilds', async ({
    page,
  }) => {
    const { figure, operations, narration } = await openHeaps(page);
    await operations.getByLabel('Values to build from').fill('5, 3, 8, 1');
    await operations.getByRole('button', { name: 'Build Heap' }).click();
    await runFor(page, 200);
    await expect(narration).toHaveText(
      'Lay out the 4 values as a tree; the last parent is at index ⌊4/2⌋−1 = 1.',
    );
    expect(await arrayValues(figure)).toEqual(['5', '3', '8', '1']);
    await finish(page);
    await expect(narration).toHaveText(
      '5 at index 3 has no children (2·3+1 = 7 is past the last index 3): it stays.',
    );
    expect(await arrayValues(figure)).toEqual(['1', '3', '8', '5']);

    await operations.getByRole('button', { name: 'Max-heap' }).click();
    await expect(operations.getByRole('button', { name: 'Max-heap' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await finish(page);
    expect(await arrayValues(figure)).toEqual(['8', '5', '1', '3']);
    await expect(page.getByRole('heading', { name: 'Binary max-heap' })).toBeVisible();
    await operations.getByRole('button', { name: 'Extract Max' }).click();
    await finish(page);
    expect(await arrayValues(figure)).toEqual(['5', '3', '1']);
  });

  test('bad input gets a clear message and changes nothing', async ({ page }) => {
    const { figure, operations, error, narration } = await openHeaps(page);
    const insert = async (text: string) => {
      await operations.getByLabel('Value to insert').fill(text);
      await operations.getByRole('button', { name: 'Insert' }).click();
    };
    const build = async (text: string) => {
      await operations.getByLabel('Values to build from').fill(text);
      await operations.getByRole('button', { name: 'Build Heap' }).click();
    };

    await insert('');
    await expect(error).toHaveText('Enter a value to insert.');
    await insert('abc');
    await expect(error).toHaveText('"abc" is not a whole number.');
    await insert('1000');
    await expect(error).toHaveText('1000 is out of range: values go from -999 to 999.');
    await build(' ');
    await expect(error).toHaveText('Enter at least one value to build from, separated by commas.');
    await build('1, 2, x');
    await expect(error).toHaveText('"x" is not a whole number.');
    await build(Array.from({ length: 64 }, (_, i) => i).join(', '));
    await expect(error).toHaveText('A heap here holds at most 63 elements; that list has 64.');
    expect(await arrayValues(figure)).toEqual(DEFAULT_HEAP);
    await expect(narration).toHaveText('Ready: a min-heap of 10 elements.');

    // 63 is the limit.
    await build(Array.from({ length: 63 }, (_, i) => i).join(', '));
    await expect(error).toHaveCount(0);
    await finish(page);
    await expect(figure.locator('li[data-value]')).toHaveCount(63);
    await insert('7');
    await expect(error).toHaveText('The heap is full: it holds at most 63 elements. Extract one first.');
    await expect(figure.locator('li[data-value]')).toHaveCount(63);

    // An empty heap has nothing to extract or peek at.
    await build('9');
    await finish(page);
    await operations.getByRole('button', { name: 'Extract Min' }).click();
    await finish(page);
    await expect(narration).toHaveText('9 was the only element: the heap is now empty.');
    await operations.getByRole('button', { name: 'Extract Min' }).click();
    await expect(error).toHaveText('The heap is empty: there is nothing to extract.');
    await operations.getByRole('button', { name: 'Peek' }).click();
    await expect(error).toHaveText('The heap is empty: there is nothing to peek at.');
    await expect(figure.locator('li[data-value]')).toHaveCount(0);
  });

  test('a shared link rebuilds the heap and the operation at its step', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { figure, narration } = await openHeaps(
      page,
      'kind=max&values=50,30,40,10,20&op=insert&value=45&speed=50&step=2',
    );
    await expect(narration).toHaveText('Parent of index 5 is (5−1)/2 = 2: 45 is larger than 40.');
    await expect(page.getByRole('button', { name: 'Max-heap' })).toHaveAttribute('aria-pressed', 'true');
    expect(await arrayValues(figure)).toEqual(['50', '30', '40', '10', '20', '45']);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/heaps\?kind=max&values=50%2C30%2C40%2C10%2C20&op=insert&value=45&speed=50&step=3$/,
    );
  });

  test('the Code tab highlights the line the step runs, in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    const { operations, narration } = await openHeaps(page, '', { frozen: false });
    await operations.getByRole('button', { name: 'Peek' }).click();
    await expect(narration).toHaveText(/^Peek: /);
    await page.getByRole('tab', { name: 'Code' }).click();
    const current = page.locator('[data-current]');
    await expect(current).toHaveText(/^\d+\s+return this\.items\[0\];$/);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+return self\.items\[0\]$/);
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+return items\.get\(0\);$/);
  });

  test('links to Heap Sort on the Sorting page', async ({ page }) => {
    const { operations } = await openHeaps(page, '', { frozen: false });
    await operations.getByRole('link', { name: 'watch Heap Sort' }).click();
    await expect(page).toHaveURL(/\/algorithms\/sorting\?algo=heapSort$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting Algorithms');
    await expect(page.getByRole('button', { name: 'Heap Sort', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('fits a 375 px screen, a deep tree scrolling sideways inside its frame', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { figure, operations } = await openHeaps(page, '', { frozen: false });
    // On a phone the scene sits below the Operations panel; its canvas starts as it is scrolled near.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    await operations
      .getByLabel('Values to build from')
      .fill(Array.from({ length: 40 }, (_, i) => 40 - i).join(','));
    await operations.getByRole('button', { name: 'Build Heap' }).click();
    await finish(page);
    await expect(figure.locator('li[data-node]')).toHaveCount(40);
    await expect(figure.locator('li[data-node][data-depth="5"]')).toHaveCount(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The canvas is wider than the screen; its frame scrolls, the page does not.
    await expect
      .poll(() => figure.locator('canvas').evaluate((canvas) => canvas.clientWidth))
      .toBeGreaterThan(375);
  });

  test('a heap too wide for a phone opens with the middle of its tree in view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const values = Array.from({ length: 31 }, (_, i) => i + 1).join(',');
    const { figure } = await openHeaps(page, `kind=min&values=${values}`, { frozen: false });
    await figure.scrollIntoViewIfNeeded();
    const canvas = figure.locator('canvas');
    await expect(canvas).toBeVisible();
    const frameScroll = () =>
      canvas.evaluate((element) => {
        const frame = element.closest('.overflow-x-auto');
        return { left: frame?.scrollLeft ?? -1, overflow: frame ? frame.scrollWidth - frame.clientWidth : 0 };
      });
    await expect.poll(async () => (await frameScroll()).overflow).toBeGreaterThan(100);
    await expect
      .poll(async () => {
        const { left, overflow } = await frameScroll();
        return Math.abs(left - overflow / 2);
      })
      .toBeLessThanOrEqual(1);
  });

  test('has no serious or critical accessibility violations mid-operation, in light and in dark', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    // axe runs on the page's timers, so the clock is left running.
    await openHeaps(page, 'kind=min&values=4,8,33,15,19&op=extract&step=3', { frozen: false });
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`every heap node is drawn inside the figure, none overlapping, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { figure } = await openHeaps(page);
    await expectNodesApartInsideFigure(figure, 7);
  });
}
