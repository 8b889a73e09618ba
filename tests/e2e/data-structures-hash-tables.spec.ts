import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted, runFor } from './app';
import { installFrozenClock } from './clock';

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openHashTables(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/hash-tables?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  const figure = page.locator('figure[data-scene="hash-table"]');
  const operations = page.getByRole('region', { name: 'Operations' });
  return {
    figure,
    operations,
    narration: figure.locator('[data-narration]'),
    working: page.getByTestId('hash-working'),
    error: page.getByTestId('hash-error'),
    summary: page.locator('[data-summary]'),
    key: operations.getByLabel('Key'),
  };
}

/** Each stored key as "bucket:key:state", in bucket and chain order. */
const stored = (figure: Locator) =>
  figure
    .locator('li[data-bucket][data-value]')
    .evaluateAll((items) =>
      items.map((item) =>
        ['data-bucket', 'data-value', 'data-state'].map((name) => item.getAttribute(name)).join(':'),
      ),
    );

async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

test.describe('hash tables page', () => {
  test('on a 375 px phone the buckets stand in one column, each a row of the canvas, not wrapped into a second table', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { figure, summary } = await openHashTables(page, '', { frozen: false });
    const buckets = Number(
      await summary
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: 'Buckets' }) })
        .locator('dd')
        .textContent(),
    );
    expect(buckets).toBeGreaterThanOrEqual(7);
    const canvas = figure.locator('canvas');
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375 - 32);
    // One 28 px bucket (and its gap) per line, top to bottom; a wrapped grid would need two or three lines.
    await expect
      .poll(() => canvas.evaluate((element) => element.clientHeight))
      .toBeGreaterThanOrEqual(buckets * 34);
    const phone = await canvas.evaluate((element) => element.clientHeight);
    await page.setViewportSize({ width: 1440, height: 900 });
    // On a desktop the same buckets stand in one row, so the canvas is much lower.
    await expect.poll(() => canvas.evaluate((element) => element.clientHeight)).toBeLessThan(phone);
  });

  test('opens on a chained table whose keys are mirrored by bucket', async ({ page }) => {
    const { figure, narration, summary, working } = await openHashTables(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash Tables');
    await expect(narration).toHaveText('Ready: a table of 4 keys with separate chaining.');
    expect(await stored(figure)).toEqual(['0:42:default', '1:15:default', '1:8:default', '3:cat:default']);
    await expect(summary).toContainText('Keys4');
    await expect(summary).toContainText('Buckets7');
    await expect(summary).toContainText('Load factor0.57 / 1');
    await expect(working).toContainText('h(number) = number mod m');
  });

  test('insert under chaining: the hash, the collision and the chain growing', async ({ page }) => {
    const { figure, operations, narration, working, key } = await openHashTables(page);
    await key.fill('22');
    await operations.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration).toHaveText('h(22) = 22 mod 7 = 1: 22 belongs in bucket 1.');
    await expect(working).toHaveText('h(22) = 22 mod 7 = 1');
    await forward.click();
    await expect(narration).toHaveText('Bucket 1, place 1 in its chain: 15 is not 22 (a collision).');
    await expect(figure.locator('li[data-value="15"]')).toHaveAttribute('data-state', 'compare');
    await page.getByRole('button', { name: /^(Play|Resume)$/ }).click();
    await runFor(page, 10_000);
    await expect(narration).toHaveText("Append 22 to the end of bucket 1's chain (3 keys share it).");
    expect(await stored(figure)).toEqual([
      '0:42:default',
      '1:15:default',
      '1:8:default',
      '1:22:new',
      '3:cat:default',
    ]);
    await expect(page.getByTestId('hash-result')).toHaveText('Result: inserted in bucket 1');
  });

  test('a word is hashed letter by letter, and search finds it', async ({ page }) => {
    const { operations, narration, working, key } = await openHashTables(page);
    await key.fill('cat');
    await operations.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(working).toContainText("'c' 99 → 1");
    await expect(working).toContainText("'a' 97 → 2");
    await expect(working).toContainText("'t' 116 → 3");
    await finish(page);
    await expect(narration).toHaveText('Found "cat" in bucket 3.');
  });

  test('linear probing: a probe sequence, a tombstone searched past, and a resize that rehashes every key', async ({
    page,
  }) => {
    const { figure, operations, narration, key, summary } = await openHashTables(page);
    await operations.getByRole('button', { name: 'Linear probing' }).click();
    await expect(operations.getByRole('button', { name: 'Linear probing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await stored(figure)).toEqual(['0:42:default', '1:15:default', '2:8:default', '3:cat:default']);

    await key.fill('15');
    await operations.getByRole('button', { name: 'Delete' }).click();
    await finish(page);
    await expect(narration).toHaveText(
      'Leave a tombstone in slot 1: emptying it would cut the probe path of keys stored after it.',
    );
    await expect(figure.locator('li[data-tombstone]')).toHaveAttribute('data-bucket', '1');

    await key.fill('8');
    await operations.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration).toHaveText('Slot 1 holds a tombstone (a deleted key): keep looking past it.');
    await finish(page);
    await expect(narration).toHaveText('Found 8 in slot 2.');

    // Two more keys fill it past 0.7 (the tombstone counts): it grows to 15 slots and rehashes.
    await key.fill('1');
    await operations.getByRole('button', { name: 'Insert' }).click();
    await finish(page);
    await expect(narration).toHaveText('Put 1 in slot 1, reusing the first tombstone on its path.');
    await key.fill('22');
    await operations.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration).toHaveText(
      'Load factor 5 slots in use (keys and tombstones) / 7 = 0.71 is over 0.7: grow to 15 buckets and rehash every key (tombstones are dropped).',
    );
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('li[data-pending]')).toHaveCount(5);
    await finish(page);
    await expect(figure.locator('li[data-pending]')).toHaveCount(0);
    expect(await stored(figure)).toEqual([
      '1:1:default',
      '7:22:new',
      '8:8:default',
      '12:42:default',
      '13:cat:default',
    ]);
    await expect(summary).toContainText('Buckets15');
  });

  test('bad input gets a clear message and changes nothing; a duplicate is refused by the table', async ({
    page,
  }) => {
    const { figure, operations, error, key, narration } = await openHashTables(page);
    const insert = operations.getByRole('button', { name: 'Insert' });
    await insert.click();
    await expect(error).toHaveText('Enter a key.');
    await key.fill('hello world');
    await insert.click();
    await expect(error).toHaveText(
      '"hello world" cannot be a key. Keys are whole numbers from -9999 to 9999, or words of 1 to 12 letters and digits with at least one letter.',
    );
    await key.fill('123456');
    await insert.click();
    await expect(error).toContainText('123456 is out of range');
    await key.fill('supercalifragilistic');
    await insert.click();
    await expect(error).toContainText('is 20 characters long');
    expect(await stored(figure)).toHaveLength(4);

    await key.fill('42');
    await insert.click();
    await expect(error).toHaveCount(0);
    await finish(page);
    await expect(narration).toHaveText(
      '42 is already in the table: a hash table keeps each key once, so nothing changes.',
    );
    expect(await stored(figure)).toHaveLength(4);
  });

  test('a full table of 30 keys refuses another insert', async ({ page }) => {
    const history = Array.from({ length: 30 }, (_, i) => `%2B${i}`).join(',');
    const full = await openHashTables(page, `mode=chaining&history=${history}`);
    await expect(full.summary).toContainText('Keys30');
    await full.key.fill('99');
    await full.operations.getByRole('button', { name: 'Insert' }).click();
    await expect(full.error).toHaveText(
      'The table is full for this page: it holds at most 30 keys. Delete one first.',
    );
  });

  test('a shared link rebuilds the table, tombstones included, and the operation at its step', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { figure, narration } = await openHashTables(
      page,
      'mode=probing&history=%2B15,%2Bcat,%2B8,-15&op=search&key=8&speed=50&step=2',
    );
    await expect(narration).toHaveText('Slot 1 holds a tombstone (a deleted key): keep looking past it.');
    await expect(figure.locator('li[data-tombstone]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration).toHaveText('Probe 1: slot (1 + 1) mod 7 = 2 holds 8.');
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/hash-tables\?mode=probing&history=%2B15%2C%2Bcat%2C%2B8%2C-15&op=search&key=8&speed=50&step=3$/,
    );
  });

  test('after 120 changes the next operation keeps the table, and the shared link says what it cannot hold', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // +0, +7, -0, then +3 / -3 58 times and +3: 120 changes, the most a link holds.
    const changes = [
      '%2B0',
      '%2B7',
      '-0',
      ...Array.from({ length: 58 }, () => ['%2B3', '-3']).flat(),
      '%2B3',
    ];
    const { figure, operations, narration, key } = await openHashTables(
      page,
      `mode=probing&history=${changes.join(',')}`,
      {
        frozen: false,
      },
    );
    await key.fill('3');
    await operations.getByRole('button', { name: 'Delete' }).click();
    await finish(page);
    await expect(narration).toHaveText(/tombstone/);
    // The search starts from the table the delete left: 121 changes, tombstones in slots 0 and 3.
    await key.fill('7');
    await operations.getByRole('button', { name: 'Search' }).click();
    await finish(page);
    await expect(narration).toHaveText('Found 7 in slot 1.');
    await expect(figure.locator('li[data-tombstone]')).toHaveCount(2);
    expect(await stored(figure)).toEqual(expect.arrayContaining(['1:7:found']));
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByTestId('share-notice')).toHaveText(
      'This table has been through 121 changes and a link holds at most 120, so the link rebuilds it from its 1 key: its 2 tombstones are left out and keys may sit in other slots.',
    );
    await expect(page.getByLabel(/Link copied/)).toHaveValue(/\?mode=probing&history=%2B7&op=search&key=7&/);
  });

  test('the Code tab highlights the line the step runs, in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    const { operations, narration, key } = await openHashTables(page, '', { frozen: false });
    await key.fill('15');
    await operations.getByRole('button', { name: 'Delete' }).click();
    await expect(narration).toHaveText(/is gone/);
    await page.getByRole('tab', { name: 'Code' }).click();
    const current = page.locator('[data-current]');
    await expect(current).toHaveText(/^\d+\s+chain\.splice\(i, 1\);$/);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+del chain\[i\]$/);
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+boolean removed = chains\.get\(hash\(key\)\)\.remove\(key\);$/);
  });

  test('fits a 375 px screen, the buckets wrapping into rows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const history = Array.from({ length: 20 }, (_, i) => `%2B${i * 3}`).join(',');
    const { figure } = await openHashTables(page, `mode=chaining&history=${history}`, { frozen: false });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    await expect(figure.locator('li[data-value]')).toHaveCount(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations mid-operation in ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openHashTables(page, 'mode=probing&history=%2B15,%2Bcat,%2B8,-15&op=search&key=8&step=2', {
        frozen: false,
      });
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});
