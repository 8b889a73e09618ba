import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted } from './app';
import { installFrozenClock } from './clock';

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openSegmentTrees(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/segment-trees?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  // On range sums the Fenwick tree's figure stands beside the segment tree's; each has its own name.
  const figure = page.getByRole('figure', { name: /^Segment tree/ });
  const fenwick = page.getByRole('figure', { name: /^Fenwick tree/ });
  const operations = page.getByRole('region', { name: 'Operations' });
  const fill = async (field: string, value: string) => {
    await operations.getByLabel(field, { exact: true }).fill(value);
  };
  return {
    figure,
    fenwick,
    operations,
    narration: figure.locator('[data-narration]'),
    fenwickNarration: fenwick.locator('[data-narration]'),
    segmentCounters: page.locator('[data-counters="segment"]'),
    fenwickCounters: page.locator('[data-counters="fenwick"]'),
    error: page.getByTestId('segment-error'),
    result: page.getByTestId('segment-answer').locator('output[data-result]'),
    summary: page.locator('[data-summary]'),
    query: async (from: string, to: string) => {
      await fill('From index', from);
      await fill('To index', to);
      await operations.getByRole('button', { name: 'Query', exact: true }).click();
    },
    update: async (index: string, value: string) => {
      await fill('Index', index);
      await fill('New value', value);
      await operations.getByRole('button', { name: 'Update', exact: true }).click();
    },
    build: async (values: string) => {
      await fill('Array to build over', values);
      await operations.getByRole('button', { name: 'Build', exact: true }).click();
    },
  };
}

/** Takes the run that an operation started to its last step, with the step scrubber's End key. */
async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

/** Moves the step scrubber to step `k` (the clock is frozen, so the run stays there). */
async function stepTo(page: Page, k: number) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('Home');
  for (let i = 0; i < k; i++) await scrubber.press('ArrowRight');
}

/** Steps on from the start of the run to the Fenwick tree's k-th step (1-based), past the segment tree's. */
async function stepToFenwick(page: Page, k: number) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  const waiting = page.getByRole('figure', { name: /^Fenwick tree/ }).locator('[data-narration]');
  await scrubber.focus();
  await scrubber.press('Home');
  for (let i = 0; i < 64 && /^(Next|Ready)/.test((await waiting.textContent()) ?? ''); i++) {
    await scrubber.press('ArrowRight');
  }
  for (let i = 1; i < k; i++) await scrubber.press('ArrowRight');
}

/** What a mirror's marked values add up to: the nodes a query took, or the positions it added and subtracted. */
const markedSum = (figure: Locator, selector: string) =>
  figure
    .locator(selector)
    .evaluateAll((items) => items.reduce((sum, item) => sum + Number(item.getAttribute('data-value')), 0));

const nodeStates = (figure: Locator) =>
  figure
    .locator('li[data-node]')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [item.getAttribute('data-range'), item.getAttribute('data-state')]),
      ),
    );

const arrayValues = (figure: Locator) =>
  figure
    .locator('li[data-index][data-value]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));

test.describe('segment trees page', () => {
  test('the textbook sum query over 1, 3, 5, 7, 9, 11 answers sum = 15, its nodes coloured by the range', async ({
    page,
  }) => {
    const { figure, narration, result, segmentCounters, query } = await openSegmentTrees(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segment Trees');
    await expect(narration).toHaveText('Ready: a segment tree (sum) over 6 values.');
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-range', '0,5');
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-value', '36');
    await expect(figure.locator('li[data-node]')).toHaveCount(11);

    await query('1', '3');
    await expect(page.getByTestId('segment-answer')).toHaveText('Answer: shown at the last step');
    await finish(page);
    await expect(result).toHaveText('sum = 15');
    await expect(narration).toHaveText('The sum of indices 1 to 3 is 15: sum = 15.');
    expect(await nodeStates(figure)).toEqual({
      '0,5': 'partial',
      '0,2': 'partial',
      '3,5': 'partial',
      '0,1': 'partial',
      '2,2': 'inside',
      '3,4': 'partial',
      '5,5': 'outside',
      '0,0': 'outside',
      '1,1': 'inside',
      '3,3': 'inside',
      '4,4': 'outside',
    });
    await expect(figure.locator('li[data-index][data-state="range"]')).toHaveCount(3);
    await expect(segmentCounters).toContainText('Nodes Visited11');
  });

  test('the min tree answers min = 3, and a point update changes the leaf and its ancestors', async ({
    page,
  }) => {
    const { figure, fenwick, operations, result, query, update, narration } = await openSegmentTrees(page);
    await operations.getByRole('button', { name: 'Range minimum' }).click();
    await finish(page);
    // Minimums are the segment tree's alone: the Fenwick tree here does sums.
    await expect(fenwick).toHaveCount(0);
    await expect(figure).toHaveAccessibleName('Segment tree (min) over 6 values');
    await expect(page.getByTestId('range-mode-note')).toHaveText(
      'The segment tree alone: a Fenwick tree here does sums only.',
    );
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-value', '1');
    await query('1', '3');
    await finish(page);
    await expect(result).toHaveText('min = 3');

    await update('1', '10');
    await finish(page);
    await expect(narration).toHaveText('Recompute [0, 5] from its children: min(1, 7) = 1.');
    expect(await arrayValues(figure)).toEqual(['1', '10', '5', '7', '9', '11']);
    await expect(figure.locator('li[data-node][data-range="1,1"]')).toHaveAttribute('data-value', '10');
    await query('1', '3');
    await finish(page);
    await expect(result).toHaveText('min = 5');
  });

  test('beside it, the Fenwick tree sums [1, 3] with lowbit jumps narrated in binary, then updates', async ({
    page,
  }) => {
    const { fenwick, fenwickNarration, result, fenwickCounters, query, update } =
      await openSegmentTrees(page);
    await expect(fenwickNarration).toHaveText('Ready: a Fenwick tree (sum) over 6 values.');
    await expect(fenwick.locator('li[data-position]')).toHaveCount(6);
    await expect(fenwick.locator('li[data-position="4"]')).toHaveAttribute('data-range', '0,3');
    await expect(fenwick.locator('li[data-position="4"]')).toHaveAttribute('data-value', '16');
    await expect(fenwick.locator('li[data-position="6"]')).toHaveAttribute('data-binary', '110');

    await query('1', '3');
    await stepTo(page, 1);
    // The segment tree goes first; the Fenwick tree waits with the same range.
    await expect(fenwickNarration).toHaveText(
      'Next: the Fenwick tree sums the same range [1, 3] once the segment tree is done.',
    );
    await stepToFenwick(page, 1);
    await expect(fenwickNarration).toHaveText(
      'Add position 4 (100), the sum of indices 0 to 3: 16 (running sum 16).',
    );
    await expect(fenwick.locator('li[data-position="4"]')).toHaveAttribute('data-state', 'inside');
    await stepToFenwick(page, 2);
    await expect(fenwickNarration).toHaveText('i − (i & −i) = 4 − 4 = 0: this prefix is done.');
    await expect(fenwick.locator('p[data-jump="down"]')).toHaveAttribute('data-from', '4');
    await finish(page);
    await expect(result).toHaveText('sum = 15');
    await expect(fenwick.locator('li[data-position="1"]')).toHaveAttribute('data-state', 'subtract');
    await expect(fenwickCounters).toContainText('Lowbit Jumps2');

    await update('1', '10');
    await stepToFenwick(page, 3);
    await expect(fenwickNarration).toHaveText('i + (i & −i) = 010 + 010 = 4 (100): jump up to position 4.');
    await finish(page);
    await query('1', '3');
    await finish(page);
    await expect(result).toHaveText('sum = 22');
  });

  test('a range sum shows the same answer on both trees, side by side at 1440 px, and an update changes both', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { figure, fenwick, result, segmentCounters, fenwickCounters, query, update } =
      await openSegmentTrees(page);
    await query('1', '3');
    await finish(page);
    await expect(result).toHaveText('sum = 15');
    // The segment tree took the nodes fully inside; the Fenwick tree added prefix(4) and took off prefix(1).
    expect(await markedSum(figure, 'li[data-node][data-state="inside"]')).toBe(15);
    const added = await markedSum(fenwick, 'li[data-position][data-state="inside"]');
    const subtracted = await markedSum(fenwick, 'li[data-position][data-state="subtract"]');
    expect(added - subtracted).toBe(15);
    await expect(segmentCounters).toContainText('Sum so far15');
    await expect(fenwickCounters).toContainText('Sum so far15');
    await expect(segmentCounters).toContainText('Nodes Visited11');
    await expect(fenwickCounters).toContainText('Lowbit Jumps2');

    // Both pictures at once: the Fenwick tree to the right of the segment tree, tops level, both in view.
    const segmentBox = (await figure.boundingBox())!;
    const fenwickBox = (await fenwick.boundingBox())!;
    expect(fenwickBox.x).toBeGreaterThanOrEqual(segmentBox.x + segmentBox.width);
    expect(Math.abs(fenwickBox.y - segmentBox.y)).toBeLessThan(2);
    await expect(figure.locator('canvas')).toBeInViewport();
    await expect(fenwick.locator('canvas')).toBeInViewport();

    await update('1', '10');
    await finish(page);
    expect(await arrayValues(figure)).toEqual(['1', '10', '5', '7', '9', '11']);
    expect(await arrayValues(fenwick)).toEqual(['1', '10', '5', '7', '9', '11']);
    await expect(figure.locator('li[data-node="1"]')).toHaveAttribute('data-value', '43');
    await expect(fenwick.locator('li[data-position="4"]')).toHaveAttribute('data-value', '23');
    await query('1', '3');
    await finish(page);
    await expect(result).toHaveText('sum = 22');
    expect(await markedSum(figure, 'li[data-node][data-state="inside"]')).toBe(22);
    expect(
      (await markedSum(fenwick, 'li[data-position][data-state="inside"]')) -
        (await markedSum(fenwick, 'li[data-position][data-state="subtract"]')),
    ).toBe(22);
  });

  test('bad input gets a clear message and changes nothing', async ({ page }) => {
    const { figure, error, narration, query, update, build } = await openSegmentTrees(page);
    await query('4', '2');
    await expect(error).toHaveText('The range starts after it ends: 4 is more than 2.');
    await query('0', '6');
    await expect(error).toHaveText("Index 6 is past the end: the array's indices go from 0 to 5.");
    await query('', '2');
    await expect(error).toHaveText('Enter where the range starts.');
    await update('1', 'abc');
    await expect(error).toHaveText('"abc" is not a whole number.');
    await update('1', '1000');
    await expect(error).toHaveText('1000 is out of range: values go from -999 to 999.');
    await build(' ');
    await expect(error).toHaveText('Enter at least one value to build over, separated by commas.');
    await build(Array.from({ length: 17 }, (_, i) => i).join(', '));
    await expect(error).toHaveText('The trees here are built over at most 16 values; that list has 17.');
    expect(await arrayValues(figure)).toEqual(['1', '3', '5', '7', '9', '11']);
    await expect(narration).toHaveText('Ready: a segment tree (sum) over 6 values.');

    // 16 is the limit; a preset rebuilds at once.
    await build(Array.from({ length: 16 }, (_, i) => i).join(', '));
    await expect(error).toHaveCount(0);
    await finish(page);
    await expect(figure.locator('li[data-node]')).toHaveCount(31);
    await page.getByRole('button', { name: 'Eight values' }).click();
    await finish(page);
    expect(await arrayValues(figure)).toEqual(['5', '8', '6', '3', '2', '7', '2', '6']);
  });

  test('a shared link reopens the tree and the operation at its step', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { narration, figure } = await openSegmentTrees(
      page,
      'tree=min&values=5,8,6,3,2,7,2,6&op=query&l=2&r=6&speed=50&step=2',
    );
    await expect(page.getByRole('button', { name: 'Range minimum' })).toHaveAttribute('aria-pressed', 'true');
    await expect(narration).toHaveText(
      'Node [0, 3] is partly inside [2, 6]: ask both children, [0, 1] and [2, 3].',
    );
    await expect(figure.locator('li[data-node="2"]')).toHaveAttribute('data-state', 'partial');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/segment-trees\?tree=min&values=5%2C8%2C6%2C3%2C2%2C7%2C2%2C6&op=query&l=2&r=6&speed=50&step=3$/,
    );
  });

  test('practice asks whether each node is inside, partly inside or outside the range', async ({ page }) => {
    const { query } = await openSegmentTrees(page, '', { frozen: false });
    await page.getByRole('button', { name: 'Practice' }).click();
    // The slowest speed, so the feedback is still there to read before the next question.
    const speed = page.getByRole('slider', { name: 'Animation Speed' });
    await speed.focus();
    await speed.press('Home');
    await query('1', '3');
    const question = page.getByTestId('practice-question');
    await expect(question.locator('p')).toHaveText(
      'The query asks for [1, 3]. Node [0, 5] is next: what does the query do with it?',
    );
    await question.getByRole('button', { name: 'Partly inside: ask both children' }).click();
    await expect(page.getByTestId('practice-score')).toHaveText('Score 1 / 1');
  });

  test('the Code tab highlights the line the step runs, in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    // The listing loads on the page's own timers, so the clock runs; the run plays to its end first.
    const { query, narration } = await openSegmentTrees(page, '', { frozen: false });
    await query('0', '5');
    await expect(narration).toHaveText('The sum of indices 0 to 5 is 36: sum = 36.');
    await stepTo(page, 1);
    await expect(narration).toHaveText(/^Node \[0, 5\] is fully inside/);
    await page.getByRole('tab', { name: 'Code' }).click();
    const current = page.locator('[data-current]');
    await expect(current).toHaveText(/^\d+\s+if \(left <= lo && hi <= right\) return this\.tree\[node\];$/);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+return self\.tree\[node\]$/);
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+if \(left <= lo && hi <= right\) return tree\[node\];$/);
  });

  test('the Information tab explains both trees and their costs', async ({ page }) => {
    await openSegmentTrees(page, '', { frozen: false });
    await page.getByRole('tab', { name: 'Information' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Information' });
    await expect(panel.getByRole('heading', { name: 'Segment tree', exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Fenwick tree (binary indexed tree)' })).toBeVisible();
    await expect(panel.getByRole('row', { name: /Range query \(segment tree\)\s*O\(log n\)/ })).toBeVisible();
  });

  test('fits a 375 px screen with sixteen values, the Fenwick tree under the segment tree', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { figure, fenwick } = await openSegmentTrees(page, '', { frozen: false });
    await page.getByRole('button', { name: 'Sixteen values' }).click();
    await finish(page);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    await expect(figure.locator('li[data-node]')).toHaveCount(31);
    await expect(fenwick.locator('li[data-position]')).toHaveCount(16);
    const segmentBox = (await figure.boundingBox())!;
    const fenwickBox = (await fenwick.boundingBox())!;
    expect(fenwickBox.y).toBeGreaterThanOrEqual(segmentBox.y + segmentBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an older link to the Fenwick tree opens range sums, both trees at its step', async ({ page }) => {
    const { fenwick, narration } = await openSegmentTrees(
      page,
      'tree=fenwick&values=1,3,5,7,9,11&op=query&l=1&r=3&step=2',
    );
    await expect(page.getByRole('button', { name: 'Range sum', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(narration).toHaveText(/^Node \[0, 2\] is partly inside \[1, 3\]/);
    await expect(fenwick.locator('li[data-position]')).toHaveCount(6);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations mid-query in ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // axe runs on the page's timers, so the clock is left running.
      await openSegmentTrees(page, 'tree=fenwick&values=1,3,5,7,9,11&op=query&l=1&r=3&step=2', {
        frozen: false,
      });
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});
