import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DataStructurePage } from './pages/DataStructurePage';

async function open(page: Page) {
  const ds = new DataStructurePage(page, 'stack');
  await ds.goto('/data-structures/stacks');
  return ds;
}

test.describe('Stacks page', () => {
  test('starts with 10..50, the top marked, size and top element shown', async ({ page }) => {
    const ds = await open(page);
    await expect(page.locator('main h1')).toHaveText('Stacks');
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:default', '40:default', '50:top']);
    await expect(ds.summary).toHaveText(['Stack Size: 5', 'Top Element: 50']);
    for (const name of ['Push', 'Pop', 'Peek']) await expect(ds.operation(name)).toBeEnabled();
  });

  test('Push: the Push Element dialog, two steps, the value lands on top at 1 s, idle at 3 s', async ({
    page,
  }) => {
    const ds = await open(page);
    await ds.operation('Push').click();
    const dialog = ds.dialog('Push Element');
    await expect(dialog.locator('label')).toHaveText(['Value']);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await ds.field(dialog, 'Value').fill('60');
    await dialog.getByRole('button', { name: 'Push', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(ds.status).toHaveText('Creating new node with value 60');
    await expect(ds.step).toHaveText('Step 1 of 2');
    for (const name of ['Push', 'Pop', 'Peek']) await expect(ds.operation(name)).toBeDisabled();
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:top',
      '60:new',
    ]);
    await expect(ds.summary).toContainText(['Top Element: 50']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Pushed 60 to the top of the stack');
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:new',
    ]);
    await expect(ds.summary).toHaveText(['Stack Size: 6', 'Top Element: 60']);

    await ds.advance(1999);
    await expect(ds.status).toHaveText('Pushed 60 to the top of the stack');
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:top',
    ]);
    for (const name of ['Push', 'Pop', 'Peek']) await expect(ds.operation(name)).toBeEnabled();
  });

  test('Pop: removes the top at 2 s, idle at 3 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Pop').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ds.status).toHaveText('Removing top element: 50');
    expect(await ds.mirrorStates()).toEqual(['default', 'default', 'default', 'default', 'removing']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('Popped 50 from the stack');
    await expect(ds.step).toHaveText('Step 2 of 2');
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
    await ds.advance(1000);
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:default', '40:top']);
    await expect(ds.summary).toHaveText(['Stack Size: 4', 'Top Element: 40']);
    await expect(ds.status).toHaveText('Popped 50 from the stack');
    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
  });

  test('Peek: highlights the top and holds the message 1.5 s longer', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Peek').click();
    await expect(ds.status).toHaveText('Peeking at top element: 50');
    await expect(ds.step).toHaveText('Step 1 of 1');
    expect(await ds.mirrorStates()).toEqual(['default', 'default', 'default', 'default', 'active']);
    await ds.advance(3499);
    await expect(ds.status).toHaveText('Peeking at top element: 50');
    await expect(ds.operation('Push')).toBeDisabled();
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
  });

  test('an empty stack says so and disables Pop and Peek', async ({ page }) => {
    const ds = await open(page);
    for (const value of [50, 40, 30, 20, 10]) {
      await ds.operation('Pop').click();
      await expect(ds.status).toHaveText(`Removing top element: ${value}`);
      await ds.advance(3000);
    }
    expect(await ds.mirrorValues()).toEqual([]);
    await expect(ds.summary).toHaveText(['Stack Size: 0', 'Stack is empty']);
    await expect(ds.operation('Pop')).toBeDisabled();
    await expect(ds.operation('Peek')).toBeDisabled();
    await expect(ds.operation('Push')).toBeEnabled();

    await ds.run('Push', 'Push Element', { Value: '7' }, 'Push');
    await ds.advance(3000);
    expect(await ds.mirror()).toEqual(['7:top']);
    await expect(ds.summary).toHaveText(['Stack Size: 1', 'Top Element: 7']);
  });

  test('invalid pushes are ignored; Escape and a tap outside the dialog cancel', async ({ page }) => {
    const ds = await open(page);
    for (const value of ['', '4.5', '1e2']) {
      const dialog = await ds.run('Push', 'Push Element', { Value: value }, 'Push');
      await expect(dialog).toBeVisible();
      await expect(ds.status).toHaveText('');
      await ds.field(dialog, 'Value').press('Escape');
      await expect(dialog).toBeHidden();
    }
    // A tap on the page behind an open dialog closes it and pushes nothing.
    await ds.operation('Push').click();
    const dialog = ds.dialog('Push Element');
    await ds.field(dialog, 'Value').fill('9');
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await ds.advance(10);
    await expect(ds.operation('Push')).toBeFocused();
    await ds.advance(3000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
    await expect(ds.status).toHaveText('');
  });

  test('the step player: step back and the scrubber replay a push, its method is highlighted beside the scene, and a share link reopens that step', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ds = await open(page);
    await ds.run('Push', 'Push Element', { Value: '60' }, 'Push');
    await ds.advance(1000);
    await expect(ds.status).toHaveText('Pushed 60 to the top of the stack');
    await page.getByRole('button', { name: 'Pause' }).click();

    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(ds.status).toHaveText('Creating new node with value 60');
    await expect(ds.step).toHaveText('Step 1 of 2');
    await expect(ds.summary).toHaveText(['Stack Size: 5', 'Top Element: 50']);
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('1');
    // Paused, so time moves nothing; the push is still under way, so no other operation may start.
    await ds.advance(5000);
    await expect(ds.status).toHaveText('Creating new node with value 60');
    await expect(ds.operation('Pop')).toBeDisabled();

    // At 1280 px the listing sits beside the scene, its push method highlighted.
    const current = page.getByTestId('code-beside').locator('[data-current]');
    await expect(current.first()).toHaveText(/^\d+\s+push\(value\) \{$/);

    await page.getByRole('button', { name: 'Share this run' }).click();
    const link = page.getByLabel(/Link copied/);
    await expect(link).toHaveValue(
      /\/data-structures\/stacks\?values=10%2C20%2C30%2C40%2C50&op=push&value=60&speed=50&step=1$/,
    );
    const url = new URL(await link.inputValue());

    // A fresh browser context (its own clock), as whoever receives the link would open it.
    const elsewhere = await browser.newContext();
    const tab = await elsewhere.newPage();
    const reopened = new DataStructurePage(tab, 'stack');
    await reopened.goto(url.href);
    await expect(reopened.status).toHaveText('Creating new node with value 60');
    await expect(reopened.step).toHaveText('Step 1 of 2');
    expect(await reopened.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:top',
      '60:new',
    ]);
    await tab.getByRole('button', { name: 'Step forward' }).click();
    await expect(reopened.status).toHaveText('Pushed 60 to the top of the stack');
    await expect(reopened.summary).toHaveText(['Stack Size: 6', 'Top Element: 60']);
    await elsewhere.close();
  });
});
