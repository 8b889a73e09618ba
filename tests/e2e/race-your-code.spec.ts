import { axeFindings } from './axe';
import { appReady } from './app';
import { expect, test } from './fixtures';
import { RacePage } from './pages/RacePage';
import {
  laneStatus,
  openPlayground,
  playgroundStatus,
  raceIt,
  raceToEnd,
  shownCounts,
  writeCode,
} from './yourCode';

/**
 * "Race it": the learner's sort from Your Code races in Race Mode as the lane "Your code". These run on
 * the real clock at the fastest speed: ten values race in a few seconds.
 */

const status = playgroundStatus;

const ONE_PASS = `function sort(arr) {
  if (arr[0] > arr[1]) {
    [arr[0], arr[1]] = [arr[1], arr[0]];
  }
}`;

test.describe('Race it', () => {
  test('the bubble sort template races as "Your code" with the counts Your Code showed, and stays after a reload until removed', async ({
    page,
  }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    const counts = await shownCounts(page);
    expect(counts.comparisons).toBe(45);

    await raceIt(page).click();
    await expect(page).toHaveURL(/\/race\?.*algos=bubbleSort%2CselectionSort%2CinsertionSort/);
    await expect(page.getByRole('heading', { name: 'Algorithm Race Mode', level: 1 })).toBeVisible();
    const race = new RacePage(page);
    await expect(laneStatus(page)).toHaveText(
      'Your code: Sorted: all 10 values are in order. It races in the lane "Your code".',
    );
    await expect
      .poll(() => race.laneIds())
      .toEqual(['bubbleSort', 'selectionSort', 'insertionSort', 'yourCode']);
    await expect(race.lane('yourCode')).toHaveAttribute('aria-label', 'Your code: 0% done');

    await raceToEnd(race);
    const lane = race.lane('yourCode');
    await expect(lane).toHaveAttribute('data-completed', 'true');
    expect(await race.laneNumber('yourCode', 'comparisons')).toBe(counts.comparisons);
    expect(await race.laneNumber('yourCode', 'swaps')).toBe(counts.swaps);
    const rows = await race.rows();
    const mine = rows.find((row) => row.algorithm === 'Your code');
    expect(mine).toMatchObject({
      status: 'Completed',
      moves: String(counts.swaps),
      comparisons: String(counts.comparisons),
    });
    expect(mine?.rank).toMatch(/^\d(st|nd|rd|th)/);

    await page.reload();
    await appReady(page);
    await expect(laneStatus(page)).toContainText('Your code: Sorted: all 10 values are in order.');
    await expect.poll(() => race.laneIds()).toContain('yourCode');

    await page.getByRole('button', { name: 'Remove Your code' }).click();
    await expect(page.getByRole('region', { name: /^Your code/ })).toHaveCount(0);
    await expect.poll(() => race.laneIds()).toEqual(['bubbleSort', 'selectionSort', 'insertionSort']);
    await page.reload();
    await appReady(page);
    await expect(race.lane('bubbleSort')).toBeAttached();
    await expect.poll(() => race.laneIds()).toEqual(['bubbleSort', 'selectionSort', 'insertionSort']);
  });

  test('a wrong sort races and finishes marked "Not sorted", with no place', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, ONE_PASS);
    // Race it runs the code first when it has not run.
    await raceIt(page).click();
    await expect(page).toHaveURL(/\/race\?/);
    const race = new RacePage(page);
    await expect(laneStatus(page)).toHaveText(
      /^Your code: Not sorted: arr\[\d+\] = \d+ comes before arr\[\d+\] = \d+\. It races, and is marked 'Not sorted' when it finishes\.$/,
    );
    await raceToEnd(race);
    const lane = race.lane('yourCode');
    await expect(lane).toHaveAttribute('data-wrong', 'Not sorted');
    await expect(lane).toHaveAttribute('aria-label', 'Your code: finished, not sorted');
    await expect(lane).toHaveAttribute('data-place', '');
    expect(await race.laneStates('yourCode')).not.toContain('sorted');
    const rows = await race.rows();
    expect(rows.at(-1)).toMatchObject({ rank: '–', algorithm: 'Your code', status: 'Not sorted' });
    expect(rows[0]).toMatchObject({ rank: '1st', status: 'Completed' });
    await expect(race.narration).not.toContainText('Your code');
  });

  test('code over 10,000 characters sits out, with a message naming the limit', async ({ page }) => {
    await openPlayground(page);
    const comment = `// ${'x'.repeat(10_000)}\n`;
    await writeCode(page, `${comment}function sort(arr) {\n  arr.sort((a, b) => a - b);\n}\n`);
    await raceIt(page).click();
    await expect(page).toHaveURL(/\/race\?/);
    const race = new RacePage(page);
    await expect(laneStatus(page)).toHaveText(
      /^Your code is 10,0\d\d characters long; a race lane takes at most 10,000: shorten it in Your Code\.$/,
    );
    await expect.poll(() => race.laneIds()).toEqual(['bubbleSort', 'selectionSort', 'insertionSort']);
  });

  test('code that fails on the race’s array says why in its card, and the race goes on without it', async ({
    page,
  }) => {
    await openPlayground(page);
    await writeCode(
      page,
      'function sort(arr) {\n  if (arr.length > 10) {\n    null.size;\n  }\n  arr.sort((a, b) => a - b);\n}',
    );
    await raceIt(page).click();
    await expect(page).toHaveURL(/\/race\?/);
    const race = new RacePage(page);
    await expect(laneStatus(page)).toContainText('Your code: Sorted: all 10 values are in order.');
    await race.newArray.click();
    await race.sizeSlider.focus();
    await page.keyboard.press('End');
    await expect(laneStatus(page)).toHaveText(
      "Your code: line 3: TypeError: Cannot read properties of null (reading 'size')",
    );
    await expect.poll(() => race.laneIds()).toEqual(['bubbleSort', 'selectionSort', 'insertionSort']);
    await expect(race.start).toBeEnabled();
    await raceToEnd(race);
    expect((await race.rows()).map((row) => row.algorithm)).not.toContain('Your code');
  });

  test('a syntax error keeps Race it on Your Code, naming the line', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, 'function sort(arr) {\n  for (;;\n}');
    await raceIt(page).click();
    await expect(status(page)).toHaveText(/^line 3: SyntaxError: /);
    await expect(page).toHaveURL(/\/playground/);
  });

  test('six lanes at most: with Your code, a sixth sort cannot be picked', async ({ page }) => {
    await openPlayground(page);
    await raceIt(page).click();
    const race = new RacePage(page);
    await expect(laneStatus(page)).toContainText('Sorted');
    await race.toggle('Merge Sort').click();
    await race.toggle('Heap Sort').click();
    await expect(page.getByTestId('lane-limit')).toHaveText(
      'A race has 6 lanes at most, and Your code takes one: deselect a sort to pick another.',
    );
    await expect(race.toggle('Quick Sort')).toBeDisabled();
    await expect.poll(() => race.laneIds()).toHaveLength(6);
    await race.toggle('Heap Sort').click();
    await expect(race.toggle('Quick Sort')).toBeEnabled();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`with Your code's lane the race has no serious axe violations and fits 375 px, ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 375, height: 812 });
      await openPlayground(page);
      await writeCode(page, ONE_PASS);
      await raceIt(page).click();
      const race = new RacePage(page);
      await expect(laneStatus(page)).toContainText('Not sorted');
      await raceToEnd(race);
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const card = page.getByRole('region', { name: 'Your code (JavaScript)' });
      const box = await card.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
      const row = race.leaderboard.locator('[data-algorithm="yourCode"]');
      for (const cell of await row.getByRole('cell').all()) {
        const cellBox = await cell.boundingBox();
        expect((cellBox?.x ?? 0) + (cellBox?.width ?? 0)).toBeLessThanOrEqual(375);
      }
    });
  }
});
