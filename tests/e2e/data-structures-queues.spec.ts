import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DataStructurePage } from './pages/DataStructurePage';

async function open(page: Page) {
  const ds = new DataStructurePage(page, 'queue');
  await ds.goto('/data-structures/queues');
  return ds;
}

test.describe('Queues page', () => {
  test('starts with 10..50, front and rear marked, size and front element shown', async ({ page }) => {
    const ds = await open(page);
    await expect(page.locator('main h1')).toHaveText('Queues');
    expect(await ds.mirror()).toEqual(['10:front', '20:default', '30:default', '40:default', '50:rear']);
    await expect(ds.summary).toHaveText(['Queue Size: 5', 'Front Element: 10']);
  });

  test('Enqueue: dialog with Value, joins the rear at 1 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Enqueue').click();
    const dialog = ds.dialog('Enqueue Element');
    await expect(dialog.locator('label')).toHaveText(['Value']);
    await ds.field(dialog, 'Value').fill('60');
    await ds.field(dialog, 'Value').press('Enter');
    await expect(dialog).toBeHidden();

    await expect(ds.status).toHaveText('Creating new node with value 60');
    await expect(ds.step).toHaveText('Step 1 of 2');
    for (const name of ['Enqueue', 'Dequeue', 'Peek']) await expect(ds.operation(name)).toBeDisabled();
    expect(await ds.mirror()).toEqual([
      '10:front',
      '20:default',
      '30:default',
      '40:default',
      '50:rear',
      '60:new',
    ]);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Enqueued 60 at the rear of the queue');
    expect(await ds.mirror()).toEqual([
      '10:front',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:new',
    ]);
    await expect(ds.summary).toHaveText(['Queue Size: 6', 'Front Element: 10']);

    await ds.advance(1999);
    await expect(ds.status).toHaveText('Enqueued 60 at the rear of the queue');
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirror()).toEqual([
      '10:front',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:rear',
    ]);
  });

  test('Dequeue: removes the front at 2 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Dequeue').click();
    await expect(ds.status).toHaveText('Removing front element: 10');
    expect(await ds.mirror()).toEqual(['10:removing', '20:default', '30:default', '40:default', '50:rear']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('Dequeued 10 from the queue');
    await expect(ds.step).toHaveText('Step 2 of 2');
    await ds.advance(1000);
    expect(await ds.mirror()).toEqual(['20:front', '30:default', '40:default', '50:rear']);
    await expect(ds.summary).toHaveText(['Queue Size: 4', 'Front Element: 20']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
  });

  test('Peek: highlights the front and holds 1.5 s longer', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Peek').click();
    await expect(ds.status).toHaveText('Peeking at front element: 10');
    expect(await ds.mirror()).toEqual(['10:active', '20:default', '30:default', '40:default', '50:rear']);
    await ds.advance(3499);
    await expect(ds.status).toHaveText('Peeking at front element: 10');
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
  });

  test('an empty queue says so and disables Dequeue and Peek', async ({ page }) => {
    const ds = await open(page);
    for (const value of [10, 20, 30, 40, 50]) {
      await ds.operation('Dequeue').click();
      await expect(ds.status).toHaveText(`Removing front element: ${value}`);
      await ds.advance(3000);
    }
    await expect(ds.summary).toHaveText(['Queue Size: 0', 'Queue is empty']);
    expect(await ds.mirrorValues()).toEqual([]);
    await expect(ds.operation('Dequeue')).toBeDisabled();
    await expect(ds.operation('Peek')).toBeDisabled();
    await expect(ds.operation('Enqueue')).toBeEnabled();

    await ds.run('Enqueue', 'Enqueue Element', { Value: '3' }, 'Enqueue');
    await ds.advance(3000);
    // One element is both front and rear.
    expect(await ds.mirror()).toEqual(['3:front']);
    await expect(ds.figure.locator('li')).toHaveText(['3, front, rear']);
  });

  test('on a 375 px phone the buffer stays one row of slots, no taller than on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const ds = await open(page);
    const canvas = ds.figure.locator('canvas');
    await expect.poll(() => canvas.evaluate((element) => element.clientHeight)).toBeGreaterThan(0);
    const desktop = await canvas.evaluate((element) => element.clientHeight);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375 - 32);
    // A second row of slots would make the canvas taller (every row is labelled Front above, Rear below).
    expect(await canvas.evaluate((element) => element.clientHeight)).toBe(desktop);
    expect(await ds.mirror()).toEqual(['10:front', '20:default', '30:default', '40:default', '50:rear']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('invalid values are ignored and the dialog stays open', async ({ page }) => {
    const ds = await open(page);
    const dialog = await ds.run('Enqueue', 'Enqueue Element', { Value: '' }, 'Enqueue');
    await expect(dialog).toBeVisible();
    await ds.field(dialog, 'Value').fill('0.5');
    await ds.field(dialog, 'Value').press('Enter');
    await expect(dialog).toBeVisible();
    await expect(ds.status).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await ds.advance(3000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
  });
});
