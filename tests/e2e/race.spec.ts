import { axeFindings } from './axe';
import { generateInput, SORTING_ALGORITHM_IDS, traceAlgorithm } from '@/core/algorithms';
import { MILLI, TICK_MS, milliOperationsPerTick } from '@/core/race';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RacePage } from './pages/RacePage';
import { appReady } from './app';

const NAMES: Record<string, string> = {
  bubbleSort: 'Bubble Sort',
  selectionSort: 'Selection Sort',
  insertionSort: 'Insertion Sort',
  mergeSort: 'Merge Sort',
  quickSort: 'Quick Sort',
  heapSort: 'Heap Sort',
  linearSearch: 'Linear Search',
  binarySearch: 'Binary Search',
};
const ALL_SORTS = SORTING_ALGORITHM_IDS.join(',');
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;

/** What the engine must produce, computed independently from the algorithm traces. */
function expectedSortingRace(seed: number, size: number, speed: number) {
  const input = generateInput(seed, 'random', size);
  const budget = milliOperationsPerTick('sorting', size, speed);
  return SORTING_ALGORITHM_IDS.map((id) => {
    const totals = traceAlgorithm(id, input).totals;
    const ticks = Math.max(1, Math.ceil((totals.operations * MILLI) / budget));
    return { id, name: NAMES[id] ?? id, totals, timeMs: ticks * TICK_MS };
  }).sort((a, b) => a.totals.operations - b.totals.operations || (a.name < b.name ? -1 : 1));
}

/** The frames a scene host reports once it has drawn its last: the count no longer moves. */
async function framesAtRest(host: Locator): Promise<number> {
  const read = async () => Number(await host.getAttribute('data-frames'));
  let frames = await read();
  for (;;) {
    // Real time: the host reports a worker's frames at most every 100 ms.
    await new Promise((settle) => setTimeout(settle, 300));
    const again = await read();
    if (again === frames) return frames;
    frames = again;
  }
}

/**
 * axe waits on timers, so under the frozen clock time has to move while it runs. Legacy mode keeps axe
 * in this page: otherwise it opens and closes a helper page, and moving the context's clock while that
 * page closes fails.
 */
async function axeWithFrozenClock(page: Page) {
  let done = false;
  const pending = axeFindings(page, { legacyMode: true }).finally(() => {
    done = true;
  });
  while (!done) await page.clock.runFor(50);
  return pending;
}

test.describe('race mode', () => {
  test('shows the Algorithm Race panel with its tabs, toggles, sliders and leaderboard columns', async ({
    page,
  }) => {
    const race = new RacePage(page);
    await race.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algorithm Race Mode');
    await expect(race.panel.getByRole('heading', { name: 'Algorithm Race', level: 2 })).toBeVisible();
    await expect(race.panel).toContainText('Compare algorithm performance in real-time');
    await expect(race.tab('Sorting')).toHaveAttribute('aria-selected', 'true');
    for (const name of [
      'Bubble Sort',
      'Selection Sort',
      'Insertion Sort',
      'Merge Sort',
      'Quick Sort',
      'Heap Sort',
    ]) {
      await expect(race.toggle(name)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(race.sizeSlider).toHaveValue('30');
    await expect(race.sizeSlider).toHaveAttribute('min', '5');
    await expect(race.sizeSlider).toHaveAttribute('max', '100');
    await expect(race.speedSlider).toHaveValue('50');
    await expect(race.speedSlider).toHaveAttribute('min', '10');
    await expect(race.panel.getByRole('heading', { name: 'Race Leaderboard' })).toBeVisible();
    expect(await race.columnHeaders()).toEqual([
      'Rank',
      'Algorithm',
      'Status',
      'Time',
      'Swaps',
      'Comparisons',
    ]);
    expect(await race.preset.locator('option').allTextContents()).toEqual([
      'Random',
      'Nearly sorted',
      'Reversed',
      'Few unique',
    ]);
    await race.tab('Searching').click();
    expect(await race.columnHeaders()).toEqual([
      'Rank',
      'Algorithm',
      'Status',
      'Time',
      'Operations',
      'Comparisons',
    ]);
    await expect(race.toggle('Linear Search')).toBeVisible();
    await expect(race.toggle('Binary Search')).toBeVisible();
  });

  test('runs a race of every sort to completion: finishing order is the order of real operations', async ({
    page,
  }) => {
    const seed = 42;
    const size = 20;
    const speed = 100;
    const race = new RacePage(page);
    await race.open(`tab=sorting&algos=${ALL_SORTS}&size=${size}&seed=${seed}&preset=random&speed=${speed}`);
    const expected = expectedSortingRace(seed, size, speed);
    const input = generateInput(seed, 'random', size);
    await expect.poll(() => race.laneIds()).toEqual([...SORTING_ALGORITHM_IDS]);
    for (const id of SORTING_ALGORITHM_IDS) expect(await race.laneValues(id)).toEqual(input);
    await expect(race.narration).toHaveText(/^Ready: Bubble Sort, Selection Sort/);
    const framesBefore = await framesAtRest(race.figure.locator('[data-frames]'));

    await race.start.click();
    await expect(race.pause).toBeVisible();
    await page.clock.runFor(1000);
    await expect(race.raceTime).toHaveText('1.00s');
    // Mid-race: nobody has finished, so nobody is '1st'; statuses are 'N% Done'.
    const midway = await race.rows();
    expect(midway.map((row) => row.rank)).toEqual(midway.map((_, i) => String(i + 1)));
    for (const row of midway) expect(row.status).toMatch(/^\d{1,2}% Done$/);
    // Progress is ordered highest first, and every lane got the same budget: equal operations so far.
    const progress = await Promise.all(midway.map((row) => race.laneNumber(idOf(row.algorithm), 'progress')));
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    const operations = await Promise.all(
      SORTING_ALGORITHM_IDS.map((id) => race.laneNumber(id, 'operations')),
    );
    expect(new Set(operations).size).toBe(1);

    const slowest = Math.max(...expected.map((lane) => lane.timeMs));
    await page.clock.runFor(slowest);
    await expect(race.start).toBeVisible(); // finished: Start Race runs it again
    await expect(race.raceTime).toHaveText(seconds(slowest));
    // Merge sort races, so the moves column is headed for its writes too.
    expect((await race.columnHeaders())[4]).toBe('Swaps / Writes');
    const rows = await race.rows();
    expect(rows).toEqual(
      expected.map((lane, i) => ({
        rank: ['1st', '2nd', '3rd', '4th', '5th', '6th'][i],
        algorithm: lane.name,
        status: 'Completed',
        time: seconds(lane.timeMs),
        moves: lane.id === 'mergeSort' ? `${lane.totals.writes} writes` : String(lane.totals.swaps),
        comparisons: String(lane.totals.comparisons),
      })),
    );
    for (const lane of expected) {
      expect(await race.laneValues(lane.id)).toEqual(ascending(input));
      expect(new Set(await race.laneStates(lane.id))).toEqual(new Set(['sorted']));
      expect(await race.laneNumber(lane.id, 'comparisons')).toBe(lane.totals.comparisons);
      expect(await race.laneNumber(lane.id, 'swaps')).toBe(lane.totals.swaps);
      expect(await race.laneNumber(lane.id, 'writes')).toBe(lane.totals.writes);
    }
    await expect(race.narration).toHaveText(
      `Race finished. ${expected[0]?.name} wins in ${seconds(expected[0]?.timeMs ?? 0)}.`,
    );
    // The canvas drew frames while the bars moved (how many depends on the machine: the page's clock
    // is frozen, the worker's frames are not).
    await expect
      .poll(async () => Number(await race.figure.locator('[data-frames]').getAttribute('data-frames')))
      .toBeGreaterThan(framesBefore);
  });

  test('lanes that finish on the same tick after the same number of operations share their rank', async ({
    page,
  }) => {
    const race = new RacePage(page);
    // Sorted input: bubble sort and insertion sort both make n - 1 comparisons and no swaps.
    await race.open('tab=sorting&algos=bubbleSort,insertionSort,mergeSort&values=5,10,15,20,25,30&speed=50');
    await race.start.click();
    await page.clock.runFor(10_000);
    await expect(race.start).toBeVisible();
    const rows = await race.rows();
    expect(rows.map((row) => [row.rank, row.algorithm, row.comparisons])).toEqual([
      ['1st (tie)', 'Bubble Sort', '5'],
      ['1st (tie)', 'Insertion Sort', '5'],
      ['3rd', 'Merge Sort', expect.stringMatching(/^\d+$/)],
    ]);
    await expect(race.narration).toHaveText(
      /^Race finished\. Bubble Sort and Insertion Sort tie for 1st in /,
    );
  });

  test('pause stops the race clock and the lanes; Resume continues; Reset returns to the start', async ({
    page,
  }) => {
    const race = new RacePage(page);
    await race.open(`tab=sorting&algos=bubbleSort,quickSort&size=60&seed=3&preset=reversed&speed=50`);
    await race.start.click();
    await page.clock.runFor(1050);
    await race.pause.click();
    await expect(race.resume).toBeVisible();
    await expect(race.raceTime).toHaveText('1.05s');
    const paused = await race.laneNumber('bubbleSort', 'operations');
    expect(paused).toBeGreaterThan(0);
    await page.clock.runFor(5000);
    await expect(race.raceTime).toHaveText('1.05s');
    expect(await race.laneNumber('bubbleSort', 'operations')).toBe(paused);
    await expect(race.narration).toHaveText('Race paused at 1.05s.');
    await race.resume.click();
    await expect(race.pause).toBeVisible();
    await page.clock.runFor(50);
    await expect(race.raceTime).toHaveText('1.10s');
    await page.clock.runFor(950); // the hidden lists follow a running race every second
    expect(await race.laneNumber('bubbleSort', 'operations')).toBeGreaterThan(paused);
    await race.reset.click();
    await expect(race.start).toBeVisible();
    await expect(race.raceTime).toHaveText('0.00s');
    expect(await race.laneNumber('bubbleSort', 'operations')).toBe(0);
    expect((await race.rows()).map((row) => row.status)).toEqual(['0% Done', '0% Done']);
    await expect(race.reset).toBeDisabled();
  });

  test('Start Race needs an algorithm; selection, size and input lock only while running', async ({
    page,
  }) => {
    const race = new RacePage(page);
    await race.open('seed=9');
    await expect(race.start).toBeDisabled();
    await expect(race.leaderboard).toContainText('Select algorithms to race.');
    await race.toggle('Merge Sort').click();
    await expect(race.toggle('Merge Sort')).toHaveAttribute('aria-pressed', 'true');
    await expect(race.start).toBeEnabled();
    await race.toggle('Merge Sort').click();
    await expect(race.start).toBeDisabled();
    await race.toggle('Insertion Sort').click();
    await race.toggle('Quick Sort').click();
    await expect.poll(() => race.laneIds()).toEqual(['insertionSort', 'quickSort']);

    const locked = [
      race.toggle('Bubble Sort'),
      race.toggle('Quick Sort'),
      race.preset,
      race.customInput,
      race.newArray,
    ];
    await race.start.click();
    for (const control of locked) await expect(control).toBeDisabled();
    await expect(race.sizeSlider).toBeDisabled();
    await expect(race.speedSlider).toBeEnabled();
    // The tabs hold still while the race runs.
    await race.tab('Searching').click();
    await expect(race.tab('Sorting')).toHaveAttribute('aria-selected', 'true');
    await expect(race.pause).toBeVisible();
    await race.pause.click();
    for (const control of locked) await expect(control).toBeEnabled();
    await expect(race.sizeSlider).toBeEnabled();
    // Changing the input of a paused race starts a new one on the new array.
    await race.sizeSlider.focus();
    await page.keyboard.press('Home');
    await expect(race.start).toBeVisible();
    await expect(race.raceTime).toHaveText('0.00s');
    expect(await race.laneValues('quickSort')).toHaveLength(5);
  });

  test('switching tabs clears the selection; Binary Search sorts the shared array with both notices', async ({
    page,
  }) => {
    const race = new RacePage(page);
    await race.open('tab=sorting&algos=bubbleSort,mergeSort&size=30&seed=17&preset=random&speed=50');
    await race.tab('Searching').click();
    await expect(race.tab('Searching')).toHaveAttribute('aria-selected', 'true');
    await expect(race.toggle('Linear Search')).toHaveAttribute('aria-pressed', 'false');
    await expect(race.toggle('Binary Search')).toHaveAttribute('aria-pressed', 'false');
    await expect(race.start).toBeDisabled();
    await race.tab('Sorting').click();
    await expect(race.toggle('Bubble Sort')).toHaveAttribute('aria-pressed', 'false');
    await expect(race.toggle('Merge Sort')).toHaveAttribute('aria-pressed', 'false');

    await race.tab('Searching').click();
    await race.toggle('Linear Search').click();
    const unsorted = await race.laneValues('linearSearch');
    expect(unsorted).toEqual(generateInput(17, 'random', 30));
    const target = Number((await race.searchTarget.textContent())?.replace('Search Target: ', ''));
    expect(unsorted).toContain(target);
    const sortedNotice = race.panel.getByText(
      'Binary Search requires a sorted array. The array has been automatically sorted.',
      { exact: true },
    );
    const requiredNotice = race.panel.getByText('Binary Search requires a sorted array to work correctly.', {
      exact: true,
    });
    await expect(sortedNotice).toHaveCount(0);
    await race.toggle('Binary Search').click();
    await expect(sortedNotice).toBeVisible();
    await expect(requiredNotice).toBeVisible();
    expect(await race.laneValues('binarySearch')).toEqual(ascending(unsorted));
    expect(await race.laneValues('linearSearch')).toEqual(ascending(unsorted));
    await expect(race.searchTarget).toHaveText(`Search Target: ${target}`);

    // A search race lasts a few seconds and both lanes find the target.
    await race.start.click();
    await page.clock.runFor(6000);
    await expect(race.start).toBeVisible();
    const rows = await race.rows();
    expect(rows.map((row) => [row.rank, row.algorithm, row.status])).toEqual([
      ['1st', 'Binary Search', 'Completed'],
      ['2nd', 'Linear Search', 'Completed'],
    ]);
    for (const id of ['linearSearch', 'binarySearch']) {
      const found = (await race.laneStates(id)).indexOf('found');
      expect((await race.laneValues(id))[found]).toBe(target);
    }
    await race.toggle('Binary Search').click();
    await expect(sortedNotice).toHaveCount(0);
    await expect(requiredNotice).toHaveCount(0);
  });

  test('Custom Input reports every error in an alert inside the dialog and races on valid input', async ({
    page,
  }) => {
    const race = new RacePage(page);
    await race.open('tab=searching&algos=linearSearch&seed=5');
    await race.customInput.click();
    const dialog = page.getByRole('dialog', { name: 'Custom Input' });
    await expect(dialog).toBeVisible();
    const numbers = dialog.getByLabel('Numbers', { exact: true });
    const target = dialog.getByLabel('Search Target', { exact: true });
    const apply = dialog.getByRole('button', { name: 'Apply' });
    const alert = dialog.getByRole('alert');

    const cases: [string, string, string][] = [
      ['4, 8, abc, 15', '', 'Invalid number: abc'],
      ['4 8 1.2.3', '', 'Invalid number: 1.2.3'],
      ['42', '', 'Please enter at least 2 numbers'],
      ['', '', 'Please enter at least 2 numbers'],
      [Array.from({ length: 101 }, (_, i) => i).join(', '), '', 'Maximum array size is 100'],
      ['4, 8, 15', 'sixteen', 'Search target must be a valid number'],
    ];
    for (const [values, targetText, message] of cases) {
      await numbers.fill(values);
      await target.fill(targetText);
      await apply.click();
      await expect(alert).toHaveText(message);
      await expect(dialog).toBeVisible();
    }
    expect(await axeWithFrozenClock(page)).toEqual([]);

    await numbers.fill('9, 3 7,12');
    await target.fill('');
    await apply.click();
    await expect(dialog).toBeHidden();
    expect(await race.laneValues('linearSearch')).toEqual([9, 3, 7, 12]);
    const random = Number((await race.searchTarget.textContent())?.replace('Search Target: ', ''));
    expect([9, 3, 7, 12]).toContain(random);
    await expect(race.preset).toHaveValue('custom');
    expect(page.url()).toContain('values=9%2C3%2C7%2C12');

    await race.customInput.click();
    await expect(numbers).toHaveValue('9, 3, 7, 12');
    await target.fill('4');
    await apply.click();
    await expect(race.searchTarget).toHaveText('Search Target: 4');
    await race.start.click();
    await page.clock.runFor(10_000);
    expect((await race.rows())[0]).toMatchObject({ rank: '1st', status: 'Completed', comparisons: '4' });
    await expect(race.narration).toHaveText(/wins/);

    // Sorting has no target field; a preset leaves custom input.
    await race.tab('Sorting').click();
    await race.customInput.click();
    await expect(dialog.getByLabel('Search Target', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await race.preset.selectOption('reversed');
    await race.toggle('Bubble Sort').click();
    const values = await race.laneValues('bubbleSort');
    expect(values).toHaveLength(4);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('the URL carries the race, and a bookmark reopens the same race', async ({ page, browser }) => {
    const race = new RacePage(page);
    await race.open('seed=1234');
    await race.toggle('Quick Sort').click();
    await race.toggle('Bubble Sort').click();
    await race.speedSlider.focus();
    await page.keyboard.press('End');
    await race.preset.selectOption('nearlySorted');
    const url = new URL(page.url());
    expect(url.searchParams.get('tab')).toBe('sorting');
    expect(url.searchParams.get('algos')).toBe('bubbleSort,quickSort');
    expect(url.searchParams.get('speed')).toBe('100');
    expect(url.searchParams.get('preset')).toBe('nearlySorted');
    expect(url.searchParams.get('renderer')).toBe('canvas');
    const values = await race.laneValues('quickSort');

    const other = await (await browser.newContext()).newPage();
    await other.goto(url.pathname + url.search);
    const reopened = new RacePage(other);
    await expect(reopened.toggle('Quick Sort')).toHaveAttribute('aria-pressed', 'true');
    await expect(reopened.toggle('Bubble Sort')).toHaveAttribute('aria-pressed', 'true');
    await expect(reopened.speedSlider).toHaveValue('100');
    expect(await reopened.laneValues('quickSort')).toEqual(values);
    expect(await reopened.laneValues('bubbleSort')).toEqual(values);
  });

  test('Space starts and pauses, R resets, but not while typing', async ({ page }) => {
    const race = new RacePage(page);
    await race.open('tab=sorting&algos=selectionSort&size=40&seed=8&preset=random&speed=50');
    await page.locator('h1').click();
    await page.keyboard.press(' ');
    await expect(race.pause).toBeVisible();
    await page.clock.runFor(500);
    await page.keyboard.press(' ');
    await expect(race.resume).toBeVisible();
    await expect(race.raceTime).toHaveText('0.50s');
    await page.keyboard.press('r');
    await expect(race.start).toBeVisible();
    await expect(race.raceTime).toHaveText('0.00s');
    await race.customInput.click();
    await page.getByRole('dialog').getByLabel('Numbers', { exact: true }).press(' ');
    await page.getByRole('dialog').getByLabel('Numbers', { exact: true }).press('r');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(race.start).toBeVisible();
    await expect(race.raceTime).toHaveText('0.00s');
  });

  test('presenter mode fills the screen without the site chrome, and leaves on Escape or the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const race = new RacePage(page);
    await race.open(`tab=sorting&algos=${ALL_SORTS}&size=100&seed=42&preset=random&speed=50`);
    await race.presenter.click();
    await expect(race.panel).toHaveAttribute('data-presenter', 'true');
    await expect(race.exitPresenter).toHaveAttribute('aria-pressed', 'true');
    // The panel itself goes full screen (Chromium grants it headless too).
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.hasAttribute('data-race-panel') ?? false))
      .toBe(true);
    // Whether or not the browser granted full screen, the panel covers the window: no navigation bar.
    const topElementIsPanel = await page.evaluate(
      () => document.elementFromPoint(960, 10)?.closest('[data-race-panel]') !== null,
    );
    expect(topElementIsPanel).toBe(true);
    await expect(page.getByRole('heading', { name: 'Algorithm Race', level: 2 })).toHaveClass(/text-3xl/);
    // Every lane and the leaderboard fit on the screen.
    for (const box of [await race.figure.boundingBox(), await race.leaderboard.boundingBox()]) {
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1080);
    }
    // The keyboard drives the race straight away.
    await page.keyboard.press(' ');
    await expect(race.pause).toBeVisible();
    await page.clock.runFor(1000);
    await page.keyboard.press(' ');
    await expect(race.resume).toBeVisible();
    await page.keyboard.press('r');
    await expect(race.raceTime).toHaveText('0.00s');
    await page.keyboard.press('Escape');
    await expect(race.panel).toHaveAttribute('data-presenter', 'false');
    await expect(race.presenter).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await race.presenter.click();
    await expect(race.panel).toHaveAttribute('data-presenter', 'true');
    await race.exitPresenter.click();
    await expect(race.panel).toHaveAttribute('data-presenter', 'false');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test('a lane per sort and the leaderboard fit a 1920×1080 screen; at 375 px the lanes stack without overflow', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const race = new RacePage(page);
    await race.open(`tab=sorting&algos=${ALL_SORTS}&size=100&seed=42&preset=random&speed=50`);
    await race.figure.locator('canvas').waitFor();
    for (const box of [
      await race.figure.locator('canvas').boundingBox(),
      await race.leaderboard.boundingBox(),
    ]) {
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1080);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080 + 400);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    const canvas = race.figure.locator('canvas');
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
    expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(5 * 100);
  });

  test("on a 375 px phone every leaderboard header and every lane's cells fit on the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const race = new RacePage(page);
    await race.open('tab=sorting&algos=bubbleSort,mergeSort,insertionSort&size=100&seed=42&speed=50');
    await race.start.click();
    await page.clock.runFor(3000);
    const headers = race.leaderboard.getByRole('columnheader');
    // Merge sort is racing, so the moves column holds its writes too.
    await expect(headers).toHaveText([
      'Rank',
      'Algorithm',
      'Status',
      'Time',
      'Swaps / Writes',
      'Comparisons',
    ]);
    for (const header of await headers.all()) await expectInViewport(header, 375);
    for (const name of ['Bubble Sort', 'Merge Sort', 'Insertion Sort']) {
      const lane = race.leaderboard.locator(`[data-algorithm="${idOf(name)}"]`);
      await expect(lane.getByRole('rowheader')).toHaveText(name);
      await expect(lane.getByRole('cell')).toHaveCount(5);
      for (const cell of await lane.getByRole('cell').all()) await expectInViewport(cell, 375);
    }
    await expect(race.leaderboard.locator('[data-algorithm="mergeSort"]')).toContainText('writes');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Presenter mode on the phone puts the lanes in the first screen, and the keyboard hint under
    // everything else, clear of the lanes and the leaderboard.
    await race.presenter.click();
    await expect(race.panel).toHaveAttribute('data-presenter', 'true');
    const bottom = (box: { y: number; height: number } | null) => (box ? box.y + box.height : Infinity);
    await expect.poll(async () => (await race.figure.boundingBox())?.y ?? Infinity).toBeLessThan(812 / 2);
    const hint = race.panel.getByText(/^Keyboard:/);
    const hintTop = (await hint.boundingBox())?.y ?? -Infinity;
    expect(hintTop).toBeGreaterThanOrEqual(bottom(await race.figure.boundingBox()));
    expect(hintTop).toBeGreaterThanOrEqual(bottom(await race.leaderboard.boundingBox()));
  });

  test("on a 375 px phone the empty leaderboard's headers and text fit on the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/race?renderer=canvas&tab=searching&algos=');
    await appReady(page);
    const leaderboard = new RacePage(page).leaderboard;
    const headers = leaderboard.getByRole('columnheader');
    await expect(headers).toHaveText(['Rank', 'Algorithm', 'Status', 'Time', 'Operations', 'Comparisons']);
    for (const header of await headers.all()) await expectInViewport(header, 375);
    await expectInViewport(leaderboard.getByText('Select algorithms to race.'), 375);
  });

  test('at 1440 px the page sits centred, in the same column as the Sorting page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/algorithms/sorting?renderer=canvas');
    await appReady(page);
    const sortingHeading = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.goto('/race?renderer=canvas&tab=sorting&algos=bubbleSort,mergeSort&size=30&seed=42');
    await appReady(page);
    const panel = await new RacePage(page).panel.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const left = panel?.x ?? 0;
    const right = 1440 - left - (panel?.width ?? 1440);
    expect(left).toBeGreaterThan(50);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(3);
    expect(Math.abs((heading?.x ?? 0) - left)).toBeLessThanOrEqual(1);
    expect(Math.abs((sortingHeading?.x ?? -1) - left)).toBeLessThanOrEqual(1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a running and a finished race have no serious accessibility violations in ${theme}`, async ({
      page,
    }) => {
      // Real time here: axe itself waits on timers.
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const race = new RacePage(page);
      await page.goto(
        '/race?renderer=canvas&tab=searching&algos=linearSearch,binarySearch&size=50&seed=2&speed=100',
      );
      await appReady(page);
      await race.start.click();
      await expect(race.leaderboard.getByText('Completed')).toHaveCount(1);
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
      await expect(race.start).toBeVisible({ timeout: 15_000 });
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});

/** The element lies wholly inside a viewport `width` wide. */
async function expectInViewport(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, `${await locator.textContent()} has a box`).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? width + 1)).toBeLessThanOrEqual(width);
}

function idOf(name: string): string {
  return Object.entries(NAMES).find(([, value]) => value === name)?.[0] ?? name;
}
