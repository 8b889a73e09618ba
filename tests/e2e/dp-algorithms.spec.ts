import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';
import { installFrozenClock } from './clock';

async function openDpPage(page: Page, query = '') {
  await page.goto(`/algorithms/dp?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#dp-visualizer');
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
const stat = (card: Locator, label: string) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('dd');

test.describe('dynamic programming page', () => {
  test('plain recursion draws the whole call tree and marks every repeated call', async ({ page }) => {
    const card = await openDpPage(page, 'algo=fibonacci&method=recursion&n=6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dynamic Programming');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Fibonacci Numbers');
    const figure = card.locator('figure[data-scene="call-tree"]');
    // Before the first step the tree shows its input: the root call, not made yet.
    const root = figure.locator('li[data-node]').first();
    await expect(figure.locator('li[data-node]')).toHaveCount(1);
    await expect(root).toHaveAttribute('data-n', '6');
    await expect(root).toHaveAttribute('data-value', '');
    await expect(root).toContainText('fib(6), not called yet, root');
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(root).toHaveAttribute('data-n', '6');
    await expect(root).toHaveAttribute('data-parent', '');
    await expect(root).toHaveAttribute('data-state', 'active');
    await forward.click();
    const second = figure.locator('li[data-node]').nth(1);
    await expect(second).toHaveAttribute('data-n', '5');
    await expect(second).toHaveAttribute('data-parent', (await root.getAttribute('data-node')) ?? '');
    await expect(root).toHaveAttribute('data-state', 'range');
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: shown at the last step');

    await stepToEnd(card);
    // fib(6) by the definition makes 2·fib(7) − 1 = 25 calls; all but the first call of each n repeat.
    await expect(figure.locator('li[data-node]')).toHaveCount(25);
    await expect(figure.locator('li[data-repeat="true"]')).toHaveCount(25 - 7);
    await expect(figure.locator('li[data-node]').first()).toHaveAttribute('data-value', '8');
    await expect(stat(card, 'Calls')).toHaveText('25');
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: fib(6) = 8');
    await expect(card.locator('output[data-result]')).toHaveText('fib(6) = 8');
    expect(await figure.locator('canvas').screenshot()).toBeTruthy();
    await expect(figure.locator('[data-frames]')).not.toHaveAttribute('data-frames', '0');
  });

  test('memoisation prunes the tree to 2n − 1 calls and shows the cache filling', async ({ page }) => {
    const card = await openDpPage(page, 'algo=fibonacci&method=memo&n=6');
    const figure = card.locator('figure[data-scene="call-tree"]');
    await expect(card.getByTestId('dp-cache')).toHaveText('empty');
    await stepToEnd(card);
    await expect(figure.locator('li[data-node]')).toHaveCount(11);
    // fib(4), fib(3) and fib(2) the second time round come from the cache.
    await expect(figure.locator('li[data-state="found"]')).toHaveCount(3);
    await expect(figure.locator('li[data-repeat="true"]')).toHaveCount(0);
    await expect(card.getByTestId('dp-cache')).toContainText('fib(6) = 8');
    await expect(stat(card, 'Cache hits')).toHaveText('3');
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: fib(6) = 8');
  });

  test('tabulation fills the table from the bottom up, up to n = 30', async ({ page }) => {
    const card = await openDpPage(page, 'algo=fibonacci&method=table&n=30');
    const figure = card.locator('figure[data-scene="dp-table"]');
    // The mirror lists filled cells only: none before the first step.
    await expect(figure.locator('li[data-row]')).toHaveCount(0);
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('li[data-row="0"][data-col="0"]')).toHaveAttribute('data-value', '0');
    await stepToEnd(card);
    await expect(figure.locator('li[data-row]')).toHaveCount(31);
    await expect(figure.locator('li[data-row="0"][data-col="30"]')).toHaveAttribute('data-value', '832040');
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: fib(30) = 832,040');
  });

  test('the knapsack fills its table comparing take and skip, then traces back the items', async ({
    page,
  }) => {
    const card = await openDpPage(page, 'algo=knapsack');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('0/1 Knapsack');
    await expect(card.getByLabel('Weights')).toHaveValue('1, 3, 4, 5');
    await expect(card.getByLabel('Values')).toHaveValue('1, 4, 5, 7');
    await expect(card.getByLabel('Capacity')).toHaveValue('7');
    const figure = card.locator('figure[data-scene="dp-table"]');
    const forward = card.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 12; i++) await forward.click();
    await expect(figure.locator('li[data-state="active"]')).toHaveCount(1);
    await expect(narration(figure)).toHaveText(
      'dp[2][2]: item 2 (w 3, v 4) does not fit in capacity 2: skip it, dp[1][2] = 1',
    );
    await expect(figure.locator('li[data-row="2"][data-col="2"]')).toHaveAttribute('data-state', 'active');
    await stepToEnd(card);
    await expect(figure.locator('li[data-row]')).toHaveCount(5 * 8);
    await expect(figure.locator('li[data-row="4"][data-col="7"]')).toHaveAttribute('data-value', '9');
    await expect(figure.locator('li[data-row="4"][data-col="7"]')).toHaveAttribute('data-state', 'found');
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: Best value 9: items 2, 3 (weight 7)');
  });

  test('LCS draws the arrow each cell takes and the traceback spells the subsequence', async ({ page }) => {
    const card = await openDpPage(page, 'algo=lcs');
    await expect(card.getByLabel('String A')).toHaveValue('ABCBDAB');
    await expect(card.getByLabel('String B')).toHaveValue('BDCABA');
    const figure = card.locator('figure[data-scene="dp-table"]');
    await stepToEnd(card);
    await expect(figure.locator('li[data-row]')).toHaveCount(8 * 7);
    await expect(figure.locator('li[data-row="7"][data-col="6"]')).toHaveAttribute('data-value', '4');
    await expect(figure.locator('li[data-row="1"][data-col="4"]')).toHaveAttribute('data-arrow', 'diag');
    await expect(figure.locator('li[data-state="found"]').first()).toBeAttached();
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: LCS = “BCBA”, length 4');
    await card.getByRole('button', { name: 'Nothing in common' }).click();
    await stepToEnd(card);
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: LCS = “” (none in common), length 0');
  });

  test('LIS: the O(n²) table with predecessor links, and the patience piles', async ({ page }) => {
    const card = await openDpPage(page, 'algo=lis');
    const figure = card.locator('figure[data-scene="dp-table"]');
    await stepToEnd(card);
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: LIS = 2, 5, 7, 101 (length 4)');
    // Row 1 holds dp[i], row 2 prev[i].
    await expect(figure.locator('li[data-row="1"][data-col="6"]')).toHaveAttribute('data-value', '4');
    await expect(figure.locator('li[data-row="2"][data-col="6"]')).toHaveAttribute('data-value', '5');
    await card.getByRole('radio', { name: 'O(n log n) patience' }).check();
    await stepToEnd(card);
    await expect(card.getByTestId('dp-answer')).toHaveText('Answer: LIS = 2, 3, 7, 18 (length 4)');
    expect(Number(await stat(card, 'Binary-search probes').textContent())).toBeGreaterThan(0);
  });

  test('every invalid input gets a clear message beside its field, and the last run stays on screen', async ({
    page,
  }) => {
    const card = await openDpPage(page, 'algo=fibonacci&method=recursion&n=6');
    const problem = card.getByTestId('dp-problem');
    const n = card.getByLabel('n', { exact: true });
    const cases: [string, string][] = [
      ['', 'Enter n: a whole number from 0 to 30'],
      ['x', 'n must be a whole number from 0 to 30'],
      ['31', 'n must be from 0 to 30'],
      [
        '11',
        'Plain recursion is capped at n = 10: fib(11) would make 287 calls. Choose memoisation or tabulation for n up to 30.',
      ],
    ];
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('ArrowRight');
    await scrubber.press('ArrowRight');
    await expect(scrubber).toHaveValue('2');
    for (const [text, message] of cases) {
      await n.fill(text);
      await expect(problem).toHaveText(message);
      // The last valid run stays, at the step it was on, with its controls.
      await expect(scrubber).toHaveValue('2');
      await expect(card.locator('figure[data-scene]')).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^(Visualize|Play|Resume)$/ })).toBeVisible();
    }
    await card.getByRole('radio', { name: 'Memoisation' }).check();
    await expect(problem).toHaveCount(0);
    await expect(card.getByRole('slider', { name: 'Step' })).toBeVisible();

    await chooseAlgorithm(card, 'Knapsack');
    await card.getByLabel('Values').fill('1, 4, 5');
    await expect(problem).toHaveText('Give as many values as weights: 4 weights but 3 values');
    await card.getByLabel('Values').fill('1, 4, x, 7');
    await expect(problem).toHaveText('Values: “x” is not a whole number');
    await expect(card.getByLabel('Values')).toHaveAttribute('aria-invalid', 'true');

    await chooseAlgorithm(card, 'LCS');
    await card.getByLabel('String A').fill('A'.repeat(13));
    await expect(problem).toHaveText('String A is too long (13 characters): at most 12');
    await card.getByLabel('String A').fill('AB CD');
    await expect(problem).toHaveText('String A may hold only letters and digits (no spaces)');
    // The example's run stays on screen under the message.
    await expect(card.locator('figure[data-scene]')).toHaveCount(1);
  });

  test('playing runs the steps on the step timer; the keyboard steps and resets', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const card = await openDpPage(page, 'algo=lcs');
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

  test('a shared link reopens the same algorithm, input and step', async ({ page }) => {
    const card = await openDpPage(page, 'algo=knapsack');
    await card.getByLabel('Capacity').fill('5');
    for (let i = 0; i < 7; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=knapsack');
    const said = await narration(card.locator('figure[data-scene="dp-table"]')).textContent();

    const reopened = await openDpPage(page, url.split('?')[1]);
    await expect(reopened.getByLabel('Capacity')).toHaveValue('5');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('7');
    await expect(narration(reopened.locator('figure[data-scene="dp-table"]'))).toHaveText(said ?? '');
  });

  test('the code listing highlights the line each step runs, in all three languages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openDpPage(page, 'algo=fibonacci&method=memo&n=6&step=1');
    const beside = card.getByTestId('code-beside');
    await expect(beside.locator('[data-current]')).toHaveText(/function fibMemo\(n, memo = new Map\(\)\)/);
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/def fib_memo\(/);
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/fibMemo\(int n/);
    await beside.getByRole('button', { name: 'JavaScript' }).click();
    await chooseAlgorithm(card, 'LCS');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/const dp = Array\.from/);
    await stepToEnd(card);
    await expect(beside.locator('[data-current]')).toHaveText(/return out;/);
  });

  test('on a 375 px phone a long listing line scrolls sideways from the keyboard, its line numbers staying put', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const card = await openDpPage(page, 'algo=knapsack&step=5');
    await card.getByRole('tab', { name: 'Code' }).click();
    const java = card.getByRole('button', { name: 'Java', exact: true });
    await java.click();
    const listing = card.getByRole('region', { name: '0/1 Knapsack in Java' });
    const more = card.getByTestId('code-more-right');
    await expect(more).toBeVisible();
    const sizes = () =>
      listing.evaluate((region) => ({
        scrollLeft: region.scrollLeft,
        overflow: region.scrollWidth - region.clientWidth,
      }));
    expect((await sizes()).overflow).toBeGreaterThan(50);
    // The listing is the next stop after the language buttons, and the arrow keys scroll it.
    await java.focus();
    await page.keyboard.press('Tab');
    await expect(listing).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await sizes()).scrollLeft).toBeGreaterThan(0);
    const box = await listing.boundingBox();
    const number = await listing.locator('[data-current] [aria-hidden="true"]').first().boundingBox();
    expect(number?.x ?? -1).toBeGreaterThanOrEqual(box?.x ?? 0);
    expect((number?.x ?? 0) + (number?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + 60);
    // The arrows scrolled the listing rather than step the run: the same line is still the current one.
    await expect(listing.locator('[data-current] [aria-hidden="true"]').first()).toHaveText('17');
    // Scrolled to the end of its longest line, the fade goes.
    await listing.evaluate((region) => (region.scrollLeft = region.scrollWidth));
    await expect(more).toBeHidden();
  });

  test("the listing's example calls fib on the n typed, in all three languages", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openDpPage(page, 'algo=fibonacci&method=recursion&n=6');
    const beside = card.getByTestId('code-beside');
    const listing = beside.getByRole('region', { name: /^Fibonacci/ });
    await expect(listing).toContainText('console.log(fib(6));');
    await expect(listing).not.toContainText('fib(10)');
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(listing).toContainText('print(fib(6))');
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(listing).toContainText('System.out.println(fib(6));');
    await card.getByLabel('n', { exact: true }).fill('8');
    await expect(listing).toContainText('System.out.println(fib(8));');
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of [
      'algo=fibonacci&method=recursion&n=6&step=20',
      'algo=lcs&step=60',
      'algo=lis&method=patience&step=12',
    ]) {
      const card = await openDpPage(page, query);
      // A scene draws once it comes near the viewport.
      await card.locator('figure[data-scene]').scrollIntoViewIfNeeded();
      await card.locator('canvas').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Reset, Step back, Play and Step forward sit on one row.
      const tops = await card
        .getByRole('group', { name: 'Playback' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      expect(new Set(tops).size).toBe(1);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
