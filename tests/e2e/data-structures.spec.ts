import { axeFindings } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DataStructurePage, type SceneName } from './pages/DataStructurePage';

const pages: ReadonlyArray<{
  path: string;
  heading: string;
  scene: SceneName;
  className: string;
  add: { operation: string; title: string; confirm: string };
  tableRow: string;
  hasTypes: boolean;
}> = [
  {
    path: '/data-structures/arrays',
    heading: 'Arrays',
    scene: 'array',
    className: 'DynamicArray',
    add: { operation: 'Add Element', title: 'Add Element', confirm: 'Add' },
    tableRow: 'Access',
    hasTypes: true,
  },
  {
    path: '/data-structures/stacks',
    heading: 'Stacks',
    scene: 'stack',
    className: 'ArrayStack',
    add: { operation: 'Push', title: 'Push Element', confirm: 'Push' },
    tableRow: 'Push',
    hasTypes: true,
  },
  {
    path: '/data-structures/queues',
    heading: 'Queues',
    scene: 'queue',
    className: 'CircularQueue',
    add: { operation: 'Enqueue', title: 'Enqueue Element', confirm: 'Enqueue' },
    tableRow: 'Enqueue',
    hasTypes: true,
  },
  {
    path: '/data-structures/linked-lists',
    heading: 'Linked Lists',
    scene: 'linked-list',
    className: 'SinglyLinkedList',
    add: { operation: 'Add to End', title: 'Add Node', confirm: 'Add' },
    tableRow: 'Insert at Position',
    hasTypes: true,
  },
];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const spec of pages) {
  test.describe(`${spec.heading}: shared layout`, () => {
    test('tabs: Visualization, Code (JavaScript first) and Information', async ({ page }) => {
      // Below 1280 px the listing has its own tab; wider screens show it beside the scene.
      await page.setViewportSize({ width: 1024, height: 900 });
      const ds = new DataStructurePage(page, spec.scene);
      await ds.goto(spec.path);
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveText(['Visualization', 'Code', 'Information']);
      await expect(tabs.getByRole('tab', { name: 'Visualization' })).toHaveAttribute('aria-selected', 'true');
      await expect(ds.figure.locator('[aria-hidden="true"] canvas')).toHaveCount(1);

      await tabs.getByRole('tab', { name: 'Code' }).click();
      // The listing loads on first use; React reveals it on a timer, which the frozen clock must let run.
      await ds.advance(1000);
      const languages = page.getByRole('group', { name: 'Language' }).getByRole('button');
      await expect(languages).toHaveText(['JavaScript', 'Python', 'Java']);
      await expect(languages.first()).toHaveAttribute('aria-pressed', 'true');
      const listing = page.getByRole('region', { name: /implementation in JavaScript$/ });
      await expect(listing).toContainText(`class ${spec.className}`);
      await languages.nth(1).click();
      await expect(languages.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('region', { name: /implementation in Python$/ })).toContainText(
        `class ${spec.className}`,
      );
      await languages.nth(2).click();
      await expect(page.getByRole('region', { name: /implementation in Java$/ })).toContainText(
        `public class ${spec.className}`,
      );

      await tabs.getByRole('tab', { name: 'Information' }).click();
      for (const title of [
        'Characteristics',
        'Common Use Cases',
        'Time Complexity',
        'Space Complexity',
        'Variants',
      ]) {
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      if (spec.hasTypes)
        await expect(page.getByRole('heading', { name: 'Types', exact: true })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Operation', 'Complexity']);
      await expect(table.getByRole('rowheader', { name: spec.tableRow, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Space Complexity' })).toContainText('O(n)');
    });

    test('stays inside its card with 30 elements at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const ds = new DataStructurePage(page, spec.scene);
      await ds.goto(spec.path, { realTime: true });
      const host = ds.figure.locator('[data-frames]');
      await ds.figure.locator('canvas').waitFor({ state: 'attached' });
      const initialHeight = (await host.boundingBox())?.height ?? 0;
      // A shared link brings 29 values; the 30th comes through the page's own dialog.
      const values = Array.from({ length: 29 }, (_, index) => index + 1).join(',');
      await ds.goto(`${spec.path}?values=${values}`);
      await expect(ds.mirrorItems).toHaveCount(29);
      await ds.run(spec.add.operation, spec.add.title, { Value: '30' }, spec.add.confirm);
      await ds.advance(5000);
      await expect(ds.mirrorItems).toHaveCount(30);
      await expect(ds.operation(spec.add.operation)).toBeEnabled();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const card = page.getByRole('region', { name: spec.heading.replace(/s$/, ''), exact: true });
      const cardBox = await card.boundingBox();
      const hostBox = await host.boundingBox();
      expect(cardBox && hostBox).toBeTruthy();
      if (cardBox && hostBox) {
        expect(hostBox.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(hostBox.x + hostBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        // The scene wraps (or stacks in columns) and grows taller instead of overflowing sideways.
        expect(hostBox.height).toBeGreaterThan(initialHeight);
      }
    });
  });
}

test.describe('data-structure pages: accessibility mid-operation', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`an open dialog and a running operation have no serious violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const ds = new DataStructurePage(page, 'linked-list');
      await ds.goto('/data-structures/linked-lists', { realTime: true });
      await ds.operation('Insert at Position').click();
      await ds.dialog('Insert Node').waitFor();
      const coloursOnly = theme === 'dark';
      expect(await axeFindings(page, { include: 'dialog', coloursOnly })).toEqual([]);
      await ds.field(ds.dialog('Insert Node'), 'Value').fill('25');
      await ds.field(ds.dialog('Insert Node'), 'Position (0 to 5)').fill('2');
      await ds.field(ds.dialog('Insert Node'), 'Position (0 to 5)').press('Enter');
      // The insert runs for 5 s; axe looks at it mid-way, with the operation buttons disabled.
      await expect(ds.status).toHaveText('Traversing to position 2');
      await expect(ds.operation('Add to End')).toBeDisabled();
      expect(await axeFindings(page, { coloursOnly })).toEqual([]);
    });
  }
});
