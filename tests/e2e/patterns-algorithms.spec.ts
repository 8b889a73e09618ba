import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';

async function openPatternsPage(page: Page, query = '') {
  await page.goto(`/algorithms/patterns?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#patterns-visualizer');
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

/** A typed field, by its label. */
const field = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true });
const narration = (figure: Locator) => figure.locator('[aria-live="polite"]');
const cell = (figure: Locator, index: number) => figure.locator(`li[data-index="${index}"]`);
const states = (figure: Locator) =>
  figure.locator('li[data-index]').evaluateAll((items) => items.map((li) => li.getAttribute('data-state')));
const aux = (figure: Locator, id: string) => figure.locator(`ol[data-aux="${id}"] li`);

/** Every pattern on its classic interview example, with the answer as plain text at the last step. */
const CLASSICS = [
  { button: 'Pair Sum', heading: 'Two Pointers: Pair with a Given Sum', answer: '[0, 1]' },
  { button: 'Most Water', heading: 'Two Pointers: Container with Most Water', answer: '49' },
  {
    button: 'Window Maximum',
    heading: 'Sliding Window: Maximum of Each Window',
    answer: '[3, 3, 5, 5, 6, 7]',
  },
  { button: 'Kadane', heading: "Kadane's Algorithm: Maximum Subarray", answer: '6' },
  { button: 'Next Greater', heading: 'Monotonic Stack: Next Greater Element', answer: '[4, 2, 4, -1, -1]' },
  {
    button: 'Longest Unique Substring',
    heading: 'Sliding Window: Longest Substring Without Repeating Characters',
    answer: '3',
  },
  { button: 'Range Sums', heading: 'Prefix Sums: Range Sum Queries', answer: '[1, -1, -3]' },
  { button: 'Subarrays Summing to k', heading: 'Prefix Sums: Count Subarrays Summing to k', answer: '2' },
  { button: 'Ship Capacity', heading: 'Binary Search on the Answer: Ship Within D Days', answer: '15' },
  {
    button: 'Merge Intervals',
    heading: 'Intervals: Merge Overlapping Intervals',
    answer: '[[1, 6], [8, 10], [15, 18]]',
  },
];

test.describe('interview patterns page', () => {
  test('every pattern answers its classic interview example in output[data-result]', async ({ page }) => {
    const card = await openPatternsPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview Patterns');
    for (const { button, heading, answer } of CLASSICS) {
      await chooseAlgorithm(card, button);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(card.locator('output[data-result]')).toHaveCount(0);
      await stepToEnd(card);
      await expect(card.locator('output[data-result]')).toHaveText(answer);
    }
  });

  test('two pointers name L and R on the array and move the one the sum rules out', async ({ page }) => {
    const card = await openPatternsPage(page);
    const figure = card.locator('figure[data-scene="pattern-array"]');
    await expect(field(card, 'Sorted array')).toHaveValue('2, 7, 11, 15');
    await expect(field(card, 'Target')).toHaveValue('9');
    await expect(narration(figure)).toHaveText(
      'Ready: Two Pointers: Pair with a Given Sum on 4 sorted numbers, target 9',
    );
    await expect(figure.locator('li[data-index]')).toHaveCount(4);
    await expect(cell(figure, 2)).toHaveAttribute('data-value', '11');
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    expect(await states(figure)).toEqual(['left window', 'window', 'window', 'right window']);
    await forward.click();
    await expect(narration(figure)).toHaveText('2 + 15 = 17: too big (target 9)');
    await expect(card.getByTestId('facts').locator('[data-fact="sum"] dd')).toHaveText('17');
    await forward.click();
    await expect(cell(figure, 2)).toHaveAttribute('data-state', 'right window');
    await expect(cell(figure, 3)).toHaveAttribute('data-state', 'default');
    await stepToEnd(card);
    expect(await states(figure)).toEqual(['left window found', 'right window found', 'default', 'default']);
    await expect(card.locator('output[data-result]')).toHaveText('[0, 1]');
    expect(await figure.locator('canvas').screenshot()).toBeTruthy();
  });

  test('the sliding window maximum shows its window and its deque', async ({ page }) => {
    const card = await openPatternsPage(page, 'algo=windowMax&step=10');
    const figure = card.locator('figure[data-scene="pattern-array"]');
    await expect(narration(figure)).toHaveText(
      '-3 at the back is no bigger than 5: it can never be a maximum again, so it is popped',
    );
    expect(await states(figure)).toEqual([
      'default',
      'default',
      'window deque',
      'window',
      'current window',
      'default',
      'default',
      'default',
    ]);
    await expect(aux(figure, 'deque')).toHaveCount(1);
    await expect(aux(figure, 'deque').first()).toHaveAttribute('data-key', '2');
    await expect(aux(figure, 'deque').first()).toHaveAttribute('data-value', '-1');
    await expect(aux(figure, 'maxima')).toHaveText(['3', '3']);
  });

  test('the monotonic stack, the last-seen map and the best run are mirrored', async ({ page }) => {
    const card = await openPatternsPage(page, 'algo=nextGreater&step=4');
    const figure = card.locator('figure[data-scene="pattern-array"]');
    await expect(aux(figure, 'stack')).toHaveText(['0: 2', '2: 2 (new)']);
    await expect(cell(figure, 1)).toHaveAttribute('data-state', 'done');
    await expect(cell(figure, 2)).toHaveAttribute('data-state', 'current stack');

    await chooseAlgorithm(card, 'Longest Unique Substring');
    await stepToEnd(card);
    await expect(cell(figure, 0)).toHaveAttribute('data-value', 'a');
    await expect(figure.locator('li[data-state="best"]')).toHaveCount(3);
    await card.getByRole('slider', { name: 'Step' }).press('Home');
    for (let i = 0; i < 5; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(aux(figure, 'map')).toHaveCount(3);
    await expect(figure.locator('ol[data-aux="map"] li[data-key="c"]')).toHaveAttribute('data-value', '2');

    await chooseAlgorithm(card, 'Kadane');
    await stepToEnd(card);
    expect(await states(figure)).toEqual([
      'default',
      'default',
      'default',
      'best',
      'best',
      'best',
      'best',
      'default',
      'default',
    ]);
  });

  test('every invalid input gets a clear message beside its field, and the last run stays on screen', async ({
    page,
  }) => {
    const card = await openPatternsPage(page);
    const problem = card.getByTestId('patterns-problem');
    const array = field(card, 'Sorted array');
    const target = field(card, 'Target');
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('ArrowRight');
    await scrubber.press('ArrowRight');
    const cases: [Locator, string, string][] = [
      [array, '2, 11, 7', 'Two pointers need a sorted array: 7 comes after 11 (sort it in ascending order)'],
      [array, '2, x', '"x" in the array is not a whole number'],
      [array, '1, 200', '200 in the array is out of range: numbers go from -99 to 99'],
      [array, Array.from({ length: 17 }, (_, i) => i).join(', '), 'The array has 17 numbers: at most 16'],
    ];
    for (const [field, text, message] of cases) {
      await field.fill(text);
      await expect(problem).toHaveText(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(scrubber).toHaveValue('2');
      await expect(card.locator('figure[data-scene]')).toHaveCount(1);
    }
    await array.fill('2, 7, 11, 15');
    await target.fill('');
    await expect(problem).toHaveText('Enter the target: a whole number from -200 to 200');
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(array).toHaveAttribute('aria-invalid', 'false');
    await target.fill('18');
    await expect(problem).toHaveCount(0);
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('[1, 2]');

    await chooseAlgorithm(card, 'Window Maximum');
    await field(card, 'Window size k').fill('9');
    await expect(problem).toHaveText(
      'The window size k must be from 1 to 8 (it is 9): a window fits in the array of 8',
    );
    await chooseAlgorithm(card, 'Longest Unique Substring');
    await field(card, 'String').fill('ab cd');
    await expect(problem).toHaveText('Use letters and digits only: a space is not one');
  });

  test('a shared link reopens the same pattern, input and step', async ({ page }) => {
    const card = await openPatternsPage(page);
    await chooseAlgorithm(card, 'Subarrays Summing to k');
    await field(card, 'Array').fill('3, 4, 7, 2, -3, 1, 4, 2');
    await field(card, 'k').fill('7');
    for (let i = 0; i < 5; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=subarraySumK');
    const said = await narration(card.locator('figure[data-scene]')).textContent();

    const reopened = await openPatternsPage(page, url.split('?')[1]);
    await expect(reopened.getByRole('heading', { level: 2 })).toHaveText(
      'Prefix Sums: Count Subarrays Summing to k',
    );
    await expect(field(reopened, 'Array')).toHaveValue('3, 4, 7, 2, -3, 1, 4, 2');
    await expect(field(reopened, 'k')).toHaveValue('7');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await expect(narration(reopened.locator('figure[data-scene]'))).toHaveText(said ?? '');
    await stepToEnd(reopened);
    await expect(reopened.locator('output[data-result]')).toHaveText('4');
  });

  test('practice asks which pointer moves next, and the answer is what the run then does', async ({
    page,
  }) => {
    const card = await openPatternsPage(page);
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    await expect(question).toContainText('2 + 15 = 17 and the target is 9. What happens next?');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('2');
    await question.getByRole('button', { name: 'L moves right', exact: true }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText('Not quite. The answer is: R moves left');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(cell(card.locator('figure[data-scene]'), 2)).toHaveAttribute('data-state', 'right window');
    await expect(card.getByTestId('practice-score')).toHaveText('Score 0 / 1');
  });

  test('the code listing highlights the line each step runs, in all three languages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openPatternsPage(page, 'algo=windowMax&step=10');
    const beside = card.getByTestId('code-beside');
    await expect(beside.locator('[data-current]')).toHaveText(/deque\.pop\(\)/);
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/deque\.pop\(\)/);
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/deque\.pollLast\(\)/);
    await expect(beside).toContainText('windowMax(new int[] {1, 3, -1, -3, 5, 3, 6, 7}, 3)');
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of [
      'algo=windowMax&step=9',
      'algo=shipCapacity&step=12',
      'algo=mergeIntervals&step=3',
    ]) {
      const card = await openPatternsPage(page, query);
      await card.locator('figure[data-scene]').scrollIntoViewIfNeeded();
      await card.locator('canvas').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
