import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DataStructurePage } from './pages/DataStructurePage';

async function open(page: Page) {
  const ds = new DataStructurePage(page, 'linked-list');
  await ds.goto('/data-structures/linked-lists');
  return ds;
}

test.describe('Linked Lists page', () => {
  test('starts with 10..50: head and tail marked, length, head and tail shown', async ({ page }) => {
    const ds = await open(page);
    await expect(page.locator('main h1')).toHaveText('Linked Lists');
    expect(await ds.mirror()).toEqual(['10:head', '20:default', '30:default', '40:default', '50:tail']);
    await expect(ds.figure.locator('li').first()).toHaveText('Node 0: 10, head');
    await expect(ds.summary).toHaveText(['Linked List Length: 5', 'Head: 10', 'Tail: 50']);
    for (const [name, description] of [
      ['Add to End', 'Append a new node after the tail'],
      ['Insert at Position', 'Link a new node in at a position'],
      ['Remove Node', 'Unlink the node at a position'],
    ] as const) {
      await expect(ds.operation(name)).toHaveAccessibleDescription(description);
    }
  });

  test('Add to End: creates, walks to the tail node by node, links, lands at 3 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Add to End').click();
    const dialog = ds.dialog('Add Node');
    await expect(dialog.locator('label')).toHaveText(['Value']);
    await ds.field(dialog, 'Value').fill('60');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(ds.status).toHaveText('Creating new node with value 60');
    await expect(ds.step).toHaveText('Step 1 of 3');
    for (const name of ['Add to End', 'Insert at Position', 'Remove Node']) {
      await expect(ds.operation(name)).toBeDisabled();
    }
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '30:default',
      '40:default',
      '50:tail',
      '60:new',
    ]);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Finding the last node in the list');
    expect((await ds.mirrorStates()).slice(0, 5)).toEqual([
      'active',
      'default',
      'default',
      'default',
      'tail',
    ]);
    await ds.advance(200);
    expect((await ds.mirrorStates()).slice(0, 5)).toEqual(['range', 'active', 'default', 'default', 'tail']);
    await ds.advance(200);
    expect((await ds.mirrorStates()).slice(0, 5)).toEqual(['range', 'range', 'active', 'default', 'tail']);
    await ds.advance(400);
    expect((await ds.mirrorStates()).slice(0, 5)).toEqual(['range', 'range', 'range', 'range', 'active']);

    await ds.advance(200);
    await expect(ds.status).toHaveText('Inserted new node with value 60 at position 5');
    await expect(ds.step).toHaveText('Step 3 of 3');
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '30:default',
      '40:default',
      '50:active',
      '60:new',
    ]);
    await expect(ds.summary).toHaveText(['Linked List Length: 5', 'Head: 10', 'Tail: 50']);

    await ds.advance(1000);
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:new',
    ]);
    await expect(ds.summary).toHaveText(['Linked List Length: 6', 'Head: 10', 'Tail: 60']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '30:default',
      '40:default',
      '50:default',
      '60:tail',
    ]);
  });

  test('Insert at Position: traverses, updates pointers, lands at 4 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Insert at Position').click();
    const dialog = ds.dialog('Insert Node');
    await expect(dialog.locator('label')).toHaveText(['Value', 'Position (0 to 5)']);
    await ds.field(dialog, 'Value').fill('25');
    await ds.field(dialog, 'Position (0 to 5)').fill('2');
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();

    await expect(ds.status).toHaveText('Creating new node with value 25');
    await expect(ds.step).toHaveText('Step 1 of 4');
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '25:new',
      '30:default',
      '40:default',
      '50:tail',
    ]);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Traversing to position 2');
    expect(await ds.mirrorStates()).toEqual(['active', 'default', 'new', 'default', 'default', 'tail']);
    await ds.advance(500);
    expect(await ds.mirrorStates()).toEqual(['range', 'active', 'new', 'default', 'default', 'tail']);

    await ds.advance(500);
    await expect(ds.status).toHaveText('Updating next pointers to insert the new node');
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:active',
      '25:new',
      '30:active',
      '40:default',
      '50:tail',
    ]);

    await ds.advance(1000);
    await expect(ds.status).toHaveText('Inserted new node with value 25 at position 2');
    await expect(ds.step).toHaveText('Step 4 of 4');
    await expect(ds.summary).toHaveText(['Linked List Length: 5', 'Head: 10', 'Tail: 50']);

    await ds.advance(1000);
    expect(await ds.mirror()).toEqual([
      '10:head',
      '20:default',
      '25:new',
      '30:default',
      '40:default',
      '50:tail',
    ]);
    await expect(ds.summary).toHaveText(['Linked List Length: 6', 'Head: 10', 'Tail: 50']);
    await expect(ds.figure.locator('li').nth(2)).toHaveText('Node 2: 25, new');
    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
    expect(await ds.mirrorValues()).toEqual([10, 20, 25, 30, 40, 50]);
  });

  test('Remove Node: walks onto the node, unlinks it, lands at 3 s', async ({ page }) => {
    const ds = await open(page);
    await ds.operation('Remove Node').click();
    const dialog = ds.dialog('Remove Node');
    await expect(dialog.locator('label')).toHaveText(['Position (0 to 4)']);
    await ds.field(dialog, 'Position (0 to 4)').fill('3');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

    await expect(ds.status).toHaveText('Traversing to position 3');
    await expect(ds.step).toHaveText('Step 1 of 3');
    expect(await ds.mirrorStates()).toEqual(['active', 'default', 'default', 'default', 'tail']);
    await ds.advance(750);
    expect(await ds.mirrorStates()).toEqual(['range', 'range', 'range', 'active', 'tail']);

    await ds.advance(250);
    await expect(ds.status).toHaveText('Updating next pointers to remove the node');
    expect(await ds.mirror()).toEqual(['10:head', '20:default', '30:active', '40:removing', '50:tail']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('Removed node at position 3');
    expect(await ds.mirror()).toEqual(['10:head', '20:default', '30:default', '40:removing', '50:tail']);
    await ds.advance(1000);
    expect(await ds.mirror()).toEqual(['10:head', '20:default', '30:default', '50:tail']);
    await expect(ds.summary).toHaveText(['Linked List Length: 4', 'Head: 10', 'Tail: 50']);
    await ds.advance(1000);
    await expect(ds.status).toHaveText('');
  });

  test('an empty list says so and disables Remove Node', async ({ page }) => {
    const ds = await open(page);
    for (let left = 5; left > 0; left -= 1) {
      await ds.run('Remove Node', 'Remove Node', { [`Position (0 to ${left - 1})`]: '0' }, 'Remove');
      await expect(ds.status).toHaveText('Traversing to position 0');
      await ds.advance(4000);
    }
    await expect(ds.summary).toHaveText(['Linked List is empty']);
    expect(await ds.mirrorValues()).toEqual([]);
    await expect(ds.operation('Remove Node')).toBeDisabled();
    await expect(ds.operation('Add to End')).toBeEnabled();
    await expect(ds.operation('Insert at Position')).toBeEnabled();

    await ds.run('Insert at Position', 'Insert Node', { Value: '4', 'Position (0 to 0)': '0' }, 'Insert');
    await ds.advance(5000);
    expect(await ds.mirror()).toEqual(['4:head']);
    await expect(ds.figure.locator('li')).toHaveText(['Node 0: 4, head, tail']);
    await expect(ds.summary).toHaveText(['Linked List Length: 1', 'Head: 4', 'Tail: 4']);
  });

  test('invalid positions and values are ignored silently', async ({ page }) => {
    const ds = await open(page);
    const attempts: Array<[string, string, Record<string, string>, string]> = [
      ['Add to End', 'Add Node', { Value: '' }, 'Add'],
      ['Insert at Position', 'Insert Node', { Value: '1', 'Position (0 to 5)': '6' }, 'Insert'],
      ['Insert at Position', 'Insert Node', { Value: '', 'Position (0 to 5)': '0' }, 'Insert'],
      ['Insert at Position', 'Insert Node', { Value: '1', 'Position (0 to 5)': '1.5' }, 'Insert'],
      ['Remove Node', 'Remove Node', { 'Position (0 to 4)': '5' }, 'Remove'],
      ['Remove Node', 'Remove Node', { 'Position (0 to 4)': '-1' }, 'Remove'],
    ];
    for (const [operation, title, fields, confirm] of attempts) {
      const dialog = await ds.run(operation, title, fields, confirm);
      await expect(dialog, `${title} ${JSON.stringify(fields)}`).toBeVisible();
      await expect(ds.status).toHaveText('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await ds.advance(5000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
  });
});
