import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DataStructurePage } from './pages/DataStructurePage';

const OPERATIONS = ['Add Element', 'Insert Element', 'Remove Element', 'Update Element'];

async function open(page: Page) {
  const ds = new DataStructurePage(page, 'array');
  await ds.goto('/data-structures/arrays');
  return ds;
}

async function expectAllEnabled(ds: DataStructurePage, enabled: boolean) {
  for (const name of OPERATIONS) {
    if (enabled) await expect(ds.operation(name)).toBeEnabled();
    else await expect(ds.operation(name)).toBeDisabled();
  }
}

test.describe('Arrays page', () => {
  test('starts with 10, 20, 30, 40, 50 and every operation described', async ({ page }) => {
    const ds = await open(page);
    await expect(page.locator('main h1')).toHaveText('Arrays');
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:default', '40:default', '50:default']);
    await expect(ds.summary).toHaveText(['Array Length: 5']);
    await expect(ds.status).toHaveText('');
    await expect(ds.step).toHaveText('Ready');
    for (const [name, description] of [
      ['Add Element', 'Append to the end'],
      ['Insert Element', 'Insert at an index'],
      ['Remove Element', 'Remove at an index'],
      ['Update Element', 'Update at an index'],
    ] as const) {
      await expect(ds.operation(name)).toHaveAccessibleDescription(description);
    }
    await expectAllEnabled(ds, true);
  });

  test('Add Element: dialog, two steps, data at 1 s, idle after the last step and the end pause', async ({
    page,
  }) => {
    const ds = await open(page);
    await ds.operation('Add Element').click();
    const dialog = ds.dialog('Add Element');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await ds.field(dialog, 'Value').fill('60');
    await ds.field(dialog, 'Value').press('Enter');
    await expect(dialog).toBeHidden();

    await expect(ds.status).toHaveText('Creating space at the end of the array');
    await expect(ds.step).toHaveText('Step 1 of 2');
    await expectAllEnabled(ds, false);
    // The slot being made holds the waiting value.
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:new',
    ]);
    await expect(ds.summary).toHaveText(['Array Length: 5']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Added 60 at index 5');
    await expect(ds.step).toHaveText('Step 2 of 2');
    await expect(ds.summary).toHaveText(['Array Length: 6']);
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:new',
    ]);

    // The last step lasts 1 s, then the end pause: idle 3 s after the start.
    await ds.advance(1999);
    await expect(ds.status).toHaveText('Added 60 at index 5');
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
    await expect(ds.step).toHaveText('Ready');
    expect(await ds.mirrorStates()).toEqual(Array(6).fill('default'));
    await expectAllEnabled(ds, true);

    // The field was cleared after the successful add.
    await ds.operation('Add Element').click();
    await expect(ds.field(ds.dialog('Add Element'), 'Value')).toHaveValue('');
  });

  test('Insert Element: shifts, inserts, lands at 2 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Insert Element').click();
    const dialog = ds.dialog('Insert Element');
    await expect(dialog.getByText('Index (0 to 5)', { exact: true })).toBeVisible();
    await ds.field(dialog, 'Value').fill('25');
    await ds.field(dialog, 'Index (0 to 5)').fill('2');
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(ds.status).toHaveText('Shifting elements from index 2 onwards to make space');
    await expect(ds.step).toHaveText('Step 1 of 3');
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:active', '40:active', '50:active']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Inserting 25 at index 2');
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '25:new',
      '30:active',
      '40:active',
      '50:active',
    ]);
    await expect(ds.summary).toHaveText(['Array Length: 5']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Inserted 25 at index 2');
    await expect(ds.step).toHaveText('Step 3 of 3');
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:default',
      '25:new',
      '30:default',
      '40:default',
      '50:default',
    ]);
    await expect(ds.summary).toHaveText(['Array Length: 6']);

    await ds.advance(1999);
    await expect(ds.status).toHaveText('Inserted 25 at index 2');
    await ds.advance(1);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirrorValues()).toEqual([10, 20, 25, 30, 40, 50]);
    await expectAllEnabled(ds, true);
  });

  test('Remove Element: highlights, shifts, lands at 2 s during the end pause', async ({ page }) => {
    const ds = await open(page);
    const dialog = await ds.run('Remove Element', 'Remove Element', { 'Index (0 to 4)': '1' }, 'Remove');
    await expect(dialog).toBeHidden();
    await expect(ds.status).toHaveText('Removing element at index 1');
    expect(await ds.mirror()).toEqual([
      '10:default',
      '20:removing',
      '30:default',
      '40:default',
      '50:default',
    ]);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Shifting elements to fill the gap');
    await expect(ds.step).toHaveText('Step 2 of 2');
    expect(await ds.mirror()).toEqual(['10:default', '20:removing', '30:active', '40:active', '50:active']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Shifting elements to fill the gap');
    expect(await ds.mirrorValues()).toEqual([10, 30, 40, 50]);
    await expect(ds.summary).toHaveText(['Array Length: 4']);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirror()).toEqual(['10:default', '30:default', '40:default', '50:default']);
  });

  test('Update Element: index first, then the new value', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Update Element').click();
    const dialog = ds.dialog('Update Element');
    const labels = await dialog.locator('label').allTextContents();
    expect(labels).toEqual(['Index (0 to 4)', 'New Value']);
    await ds.field(dialog, 'Index (0 to 4)').fill('3');
    await ds.field(dialog, 'New Value').fill('99');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();

    await expect(ds.status).toHaveText('Accessing element at index 3');
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:default', '40:active', '50:default']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('Updated value at index 3 to 99');
    expect(await ds.mirror()).toEqual(['10:default', '20:default', '30:default', '99:new', '50:default']);
    await ds.advance(2000);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 99, 50]);
  });

  test('invalid input is ignored silently and the dialog stays open', async ({ page }) => {
    const ds = await open(page);
    const attempts: Array<[string, string, Record<string, string>, string]> = [
      ['Add Element', 'Add Element', { Value: '' }, 'Add'],
      ['Add Element', 'Add Element', { Value: '2.5' }, 'Add'],
      ['Insert Element', 'Insert Element', { Value: '7', 'Index (0 to 5)': '6' }, 'Insert'],
      ['Insert Element', 'Insert Element', { Value: '', 'Index (0 to 5)': '1' }, 'Insert'],
      ['Insert Element', 'Insert Element', { Value: '7', 'Index (0 to 5)': '-1' }, 'Insert'],
      ['Remove Element', 'Remove Element', { 'Index (0 to 4)': '5' }, 'Remove'],
      ['Remove Element', 'Remove Element', { 'Index (0 to 4)': '' }, 'Remove'],
      ['Update Element', 'Update Element', { 'Index (0 to 4)': '1', 'New Value': '1.5' }, 'Update'],
      ['Update Element', 'Update Element', { 'Index (0 to 4)': '5', 'New Value': '8' }, 'Update'],
    ];
    for (const [operation, title, fields, confirm] of attempts) {
      const dialog = await ds.run(operation, title, fields, confirm);
      await expect(dialog, `${title} ${JSON.stringify(fields)}`).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(ds.status).toHaveText('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
    await ds.advance(5000);
    await expect(ds.status).toHaveText('');
    await expectAllEnabled(ds, true);

    // Cancel closes without running; a valid value in the same dialog then works.
    await ds.operation('Add Element').click();
    const dialog = ds.dialog('Add Element');
    await ds.field(dialog, 'Value').fill('1e3');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeVisible();
    await ds.field(dialog, 'Value').fill('-7');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(ds.status).toHaveText('Creating space at the end of the array');
    await ds.advance(3000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50, -7]);

    await ds.operation('Add Element').click();
    await ds.dialog('Add Element').getByRole('button', { name: 'Cancel' }).click();
    await expect(ds.dialog('Add Element')).toBeHidden();
    await expect(ds.status).toHaveText('');
  });

  test('keyboard: Enter opens and submits, Escape cancels and focus returns', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Update Element').focus();
    await page.keyboard.press('Enter');
    const dialog = ds.dialog('Update Element');
    await expect(dialog).toBeVisible();
    await expect(ds.field(dialog, 'Index (0 to 4)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await ds.advance(10);
    await expect(ds.operation('Update Element')).toBeFocused();
    await expect(ds.status).toHaveText('');

    await page.keyboard.press('Enter');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(ds.status).toHaveText('Accessing element at index 0');
    await ds.advance(10);
    // The button stays focusable while disabled, so focus is not lost.
    await expect(ds.operation('Update Element')).toBeFocused();
    await expect(ds.operation('Update Element')).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await ds.advance(3000);
    expect(await ds.mirrorValues()).toEqual([5, 20, 30, 40, 50]);
  });

  test('an empty array disables Remove and Update', async ({ page }) => {
    const ds = await open(page);
    for (let left = 5; left > 0; left -= 1) {
      await ds.run('Remove Element', 'Remove Element', { [`Index (0 to ${left - 1})`]: '0' }, 'Remove');
      await expect(ds.status).toHaveText('Removing element at index 0');
      await ds.advance(3000);
      await expect(ds.status).toHaveText('');
    }
    expect(await ds.mirrorValues()).toEqual([]);
    await expect(ds.summary).toHaveText(['Array Length: 0']);
    await expect(ds.operation('Remove Element')).toBeDisabled();
    await expect(ds.operation('Update Element')).toBeDisabled();
    await expect(ds.operation('Add Element')).toBeEnabled();
    await expect(ds.operation('Insert Element')).toBeEnabled();
    await ds.operation('Remove Element').click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await ds.run('Insert Element', 'Insert Element', { Value: '8', 'Index (0 to 0)': '0' }, 'Insert');
    await ds.advance(4000);
    expect(await ds.mirror()).toEqual(['8:default']);
    await expect(ds.operation('Remove Element')).toBeEnabled();
  });
});
