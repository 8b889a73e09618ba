import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';
import { installFrozenClock } from './clock';

async function openGreedyPage(page: Page, query = '') {
  await page.goto(`/algorithms/greedy?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#greedy-visualizer');
  await card.getByRole('heading', { level: 2 }).waitFor();
  return card;
}

async function chooseAlgorithm(card: Locator, name: string) {
  await card.getByRole('group', { name: 'Algorithm' }).getByRole('button', { name, exact: true }).click();
}

/** Moves the step scrubber to its last frame with the keyboard. */
async function stepToEnd(card: Locator) {
  const scrubber = card.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

const narration = (figure: Locator) => figure.locator('[aria-live="polite"]');

test.describe('greedy algorithms page', () => {
  test('activity selection sorts by finish time and accepts or rejects each activity with its reason', async ({
    page,
  }) => {
    const card = await openGreedyPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greedy Algorithms');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Activity Selection');
    const figure = card.locator('figure[data-scene="timeline"]');
    await expect(card.getByLabel('Activities', { exact: true })).toHaveValue(
      '1-4, 3-5, 0-6, 5-7, 3-9, 5-9, 6-10, 8-11, 8-12, 2-14, 12-16',
    );
    await expect(narration(figure)).toHaveText('Ready: Activity Selection on 11 activities');
    const items = figure.locator('li[data-activity]');
    await expect(items).toHaveCount(11);
    await expect(figure.locator('li[data-state="default"]')).toHaveCount(11);
    await expect(figure.locator('li[data-activity="3"]')).toHaveAttribute('data-start', '0');
    await expect(figure.locator('li[data-activity="3"]')).toHaveAttribute('data-finish', '6');

    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration(figure)).toHaveText(
      'Sort the 11 activities by finish time (equal finishes keep the order typed)',
    );
    await forward.click();
    await expect(figure.locator('li[data-activity="1"]')).toHaveAttribute('data-state', 'current');
    await forward.click();
    await expect(narration(figure)).toHaveText('Activity 1 (1–4) is chosen; the last finish is now 4');
    await expect(figure.locator('li[data-activity="1"]')).toHaveAttribute('data-state', 'accepted');
    await forward.click();
    await forward.click();
    await expect(narration(figure)).toHaveText(
      'Activity 2 (3–5) starts at 3, before the last chosen one finishes at 4: rejected',
    );
    await expect(figure.locator('li[data-activity="2"]')).toHaveAttribute('data-state', 'rejected');
    await expect(card.getByTestId('greedy-answer')).toHaveText('Answer: shown at the last step');
    await card.getByRole('button', { name: 'Step back' }).click();
    await expect(figure.locator('li[data-activity="2"]')).toHaveAttribute('data-state', 'current');

    await stepToEnd(card);
    await expect(figure.locator('li[data-state="accepted"]')).toHaveText([
      'Activity 1: 1 to 4, chosen',
      'Activity 4: 5 to 7, chosen',
      'Activity 8: 8 to 11, chosen',
      'Activity 11: 12 to 16, chosen',
    ]);
    await expect(figure.locator('li[data-state="rejected"]')).toHaveCount(7);
    // Drawn in finish order once sorted.
    expect(await items.evaluateAll((li) => li.map((item) => item.getAttribute('data-finish')))).toEqual([
      '4',
      '5',
      '6',
      '7',
      '9',
      '9',
      '10',
      '11',
      '12',
      '14',
      '16',
    ]);
    await expect(card.getByTestId('greedy-answer')).toHaveText(
      'Answer: 4 activities chosen: 1 (1–4), 4 (5–7), 8 (8–11), 11 (12–16)',
    );
    await expect(card.getByTestId('chosen')).toHaveText('1 (1–4), 4 (5–7), 8 (8–11), 11 (12–16)');
    expect(await figure.locator('canvas').screenshot()).toBeTruthy();
    await expect(figure.locator('[data-frames]')).not.toHaveAttribute('data-frames', '0');
  });

  test('activities typed one a line, and the presets', async ({ page }) => {
    const card = await openGreedyPage(page);
    const input = card.getByLabel('Activities', { exact: true });
    await input.fill('0 3\n2 5\n3 6');
    const figure = card.locator('figure[data-scene="timeline"]');
    await expect(figure.locator('li[data-activity]')).toHaveCount(3);
    await stepToEnd(card);
    await expect(card.getByTestId('greedy-answer')).toHaveText(
      'Answer: 2 activities chosen: 1 (0–3), 3 (3–6)',
    );
    await card.getByRole('button', { name: 'Random' }).click();
    await expect(card.getByTestId('greedy-problem')).toHaveCount(0);
    expect(await figure.locator('li[data-activity]').count()).toBeGreaterThanOrEqual(6);
    await card.getByRole('button', { name: 'Textbook example' }).click();
    await expect(input).toHaveValue('1-4, 3-5, 0-6, 5-7, 3-9, 5-9, 6-10, 8-11, 8-12, 2-14, 12-16');
  });

  test('Huffman coding counts, queues, merges and codes, and compares with fixed-length bits', async ({
    page,
  }) => {
    const card = await openGreedyPage(page);
    await chooseAlgorithm(card, 'Huffman Coding');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Huffman Coding');
    const figure = card.locator('figure[data-scene="huffman-tree"]');
    await expect(card.getByLabel('Text to encode')).toHaveValue('abracadabra');
    await expect(figure.locator('li[data-node]')).toHaveCount(0);
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration(figure)).toHaveText('Count each symbol: 11 characters, 5 distinct symbols');
    const table = card.getByTestId('code-table');
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await expect(table.locator('tr[data-symbol="a"] td').nth(1)).toHaveText('5');
    await forward.click();
    await expect(figure.locator('li[data-node]')).toHaveCount(5);
    await expect(card.getByTestId('queue').locator('li')).toHaveText(['c:1', 'd:1', 'b:2', 'r:2', 'a:5']);
    await forward.click();
    await expect(narration(figure)).toHaveText('Merge c:1 and d:1 into a node of weight 2 (left 0, right 1)');
    const merged = figure.locator('li[data-node="n5"]');
    await expect(merged).toHaveAttribute('data-value', '2');
    await expect(merged).toHaveAttribute('data-parent', '');
    await expect(merged).toHaveAttribute('data-state', 'new');
    await expect(figure.locator('li[data-node="n3"]')).toHaveAttribute('data-parent', 'n5');
    await expect(figure.locator('li[data-node="n3"]')).toHaveAttribute('data-side', 'left');
    await expect(figure.locator('li[data-node="n4"]')).toHaveAttribute('data-side', 'right');
    await expect(card.getByTestId('queue').locator('li')).toHaveText(['b:2', 'r:2', '(2)', 'a:5']);
    await expect(card.getByTestId('greedy-answer')).toHaveText('Answer: shown at the last step');

    await stepToEnd(card);
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await expect(figure.locator('li[data-node="n8"]')).toHaveAttribute('data-value', '11');
    await expect(figure.locator('li[data-node="n8"]')).toHaveAttribute('data-parent', '');
    await expect(figure.locator('li[data-node="n0"]')).toHaveAttribute('data-code', '0');
    await expect(figure.locator('li[data-node="n1"]')).toHaveAttribute('data-code', '110');
    await expect(table.locator('tr[data-symbol="c"] [data-code]')).toHaveText('100');
    await expect(narration(figure)).toHaveText(
      'Total: 23 bits with Huffman codes, against 11 × 3 = 33 bits at a fixed 3 bits per symbol',
    );
    await expect(card.getByTestId('greedy-answer')).toHaveText(
      'Answer: 23 bits with Huffman codes, against 11 × 3 = 33 bits at a fixed 3 bits per symbol',
    );
    await expect(card.getByTestId('bits')).toContainText('Huffman: 23 bits');
    expect(await figure.locator('canvas').screenshot()).toBeTruthy();
  });

  test('a text of one distinct symbol gets the code 0', async ({ page }) => {
    const card = await openGreedyPage(page, 'algo=huffman&text=aaaa');
    const figure = card.locator('figure[data-scene="huffman-tree"]');
    await stepToEnd(card);
    await expect(figure.locator('li[data-node]')).toHaveCount(1);
    await expect(figure.locator('li[data-node="n0"]')).toHaveAttribute('data-code', '0');
    await expect(card.getByTestId('greedy-answer')).toHaveText(
      'Answer: 4 bits with Huffman codes, against 4 × 1 = 4 bits at a fixed 1 bit per symbol',
    );
  });

  test('every invalid input gets a clear message beside its field, and the last run stays on screen', async ({
    page,
  }) => {
    const card = await openGreedyPage(page);
    const input = card.getByLabel('Activities', { exact: true });
    const problem = card.getByTestId('greedy-problem');
    const cases: [string, string][] = [
      ['', 'Enter the activities: start-finish pairs such as 1-4, 3-5, 0-6 (up to 20, times from 0 to 100)'],
      ['1-4, x-5', 'Activity 2 ("x-5"): the start and finish must be whole numbers'],
      ['1-4, 3-105', 'Activity 2 ("3-105"): times must be from 0 to 100'],
      ['6-2', 'Activity 1 ("6-2"): the start must be before the finish'],
      [
        Array.from({ length: 21 }, (_, i) => `${i}-${i + 1}`).join(','),
        'Too many activities: at most 20 (the list has 21)',
      ],
    ];
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('ArrowRight');
    await scrubber.press('ArrowRight');
    await expect(scrubber).toHaveValue('2');
    for (const [text, message] of cases) {
      await input.fill(text);
      await expect(problem).toHaveText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The last valid run stays, at the step it was on, with its controls.
      await expect(scrubber).toHaveValue('2');
      await expect(card.locator('figure[data-scene]')).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^(Visualize|Play|Resume)$/ })).toBeVisible();
    }
    await input.fill('1-2');
    await expect(problem).toHaveCount(0);
    await expect(card.getByRole('slider', { name: 'Step' })).toBeVisible();

    await chooseAlgorithm(card, 'Huffman Coding');
    const text = card.getByLabel('Text to encode');
    await text.fill('');
    await expect(problem).toHaveText('Enter a text to encode: 1 to 60 characters');
    // The example's run stays on screen under the message.
    await expect(card.locator('figure[data-scene]')).toHaveCount(1);
    await text.fill('x'.repeat(61));
    await expect(problem).toHaveText('The text is too long: at most 60 characters (it has 61)');
    await text.fill('naïve');
    await expect(problem).toHaveText(
      'The text may use only letters, digits, spaces and keyboard punctuation (plain ASCII): "ï" is not one of them',
    );
    await expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  test('playing runs the steps on the step timer; the keyboard steps and resets', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const card = await openGreedyPage(page, 'algo=huffman&text=abracadabra');
    await card.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    await card.getByRole('button', { name: 'Visualize' }).click();
    // Play starts in the task after the click: the step timer is set once Pause shows.
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Speed 50: one step every 200 ms.
    await page.clock.runFor(1000);
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('4');
    await page.keyboard.press('r');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('0');
  });

  test('a shared link reopens the same algorithm, text and step', async ({ page }) => {
    const card = await openGreedyPage(page);
    await card.getByLabel('Activities', { exact: true }).fill('2-3\n1 5, 4-6');
    for (let i = 0; i < 4; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=activitySelection');
    const said = await narration(card.locator('figure[data-scene="timeline"]')).textContent();

    const reopened = await openGreedyPage(page, url.split('?')[1]);
    await expect(reopened.getByLabel('Activities', { exact: true })).toHaveValue('2-3\n1 5, 4-6');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('4');
    await expect(narration(reopened.locator('figure[data-scene="timeline"]'))).toHaveText(said ?? '');
  });

  test('the code listing highlights the line each step runs, in all three languages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openGreedyPage(page, 'algo=huffman&text=abracadabra&step=3');
    const beside = card.getByTestId('code-beside');
    await expect(beside.locator('[data-current]')).toHaveText(
      /queue\.push\(\{ weight: left\.weight \+ right\.weight/,
    );
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(
      /heapq\.heappush\(queue, \(left\[0\] \+ right\[0\]/,
    );
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(
      /queue\.add\(new Node\('\\0', left\.weight\(\)/,
    );
    await chooseAlgorithm(card, 'Activity Selection');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/sorted\.sort\(Comparator\.comparingInt/);
    await beside.getByRole('button', { name: 'JavaScript' }).click();
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/if \(start >= lastFinish\)/);
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of [
      'algo=activitySelection&step=6',
      'algo=huffman&text=a%20greedy%20choice%20at%20every%20step&step=9',
    ]) {
      const card = await openGreedyPage(page, query);
      await card.locator('canvas').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
