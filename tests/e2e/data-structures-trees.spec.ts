import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted, runFor } from './app';
import { installFrozenClock } from './clock';
import { AppShell } from './pages/AppShell';
import { expectNodesApartInsideFigure } from './nodePlaces';

/** The textbook tree the page opens with, in level order: key, depth, parent, side. */
const TEXTBOOK = [
  '50 0  ',
  '30 1 50 left',
  '70 1 50 right',
  '20 2 30 left',
  '40 2 30 right',
  '60 2 70 left',
  '80 2 70 right',
  '10 3 20 left',
  '35 3 40 left',
  '45 3 40 right',
  '65 3 60 right',
];

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openTrees(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/trees?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  const figure = page.locator('figure[data-scene="tree"]');
  const operations = page.getByRole('region', { name: 'Operations' });
  return {
    figure,
    operations,
    narration: figure.locator('[data-narration]'),
    error: page.getByTestId('tree-error'),
    order: page.getByTestId('tree-order'),
    rotation: page.getByTestId('tree-rotation'),
    summary: page.locator('[data-summary]'),
  };
}

const treeNodes = (figure: Locator) =>
  figure
    .locator('li[data-node]')
    .evaluateAll((items) =>
      items.map((item) =>
        ['data-node', 'data-depth', 'data-parent', 'data-side']
          .map((name) => item.getAttribute(name))
          .join(' '),
      ),
    );

/** Takes the run that an operation started to its last step, with the step scrubber's End key. */
async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

async function keyed(operations: Locator, operation: 'Insert' | 'Search' | 'Delete', key: string) {
  await operations.getByLabel('Key').fill(key);
  await operations.getByRole('button', { name: operation, exact: true }).click();
  await operationStarted(operations.page());
}

test.describe('trees page', () => {
  test('is reached from its Home card and from the Data Structures menu', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const card = page.locator('#data-structure-categories').getByRole('link', { name: 'Explore Trees' });
    await card.click();
    await expect(page).toHaveURL('/data-structures/trees');
    await expect(shell.heading()).toHaveText('Trees');
    await shell.goto('/about');
    await shell.openDesktopMenu('Data Structures');
    await shell.nav.getByRole('link', { name: 'Trees', exact: true }).click();
    await expect(page).toHaveURL('/data-structures/trees');
    await expect(shell.heading()).toHaveText('Trees');
  });

  test('opens on the textbook binary search tree, mirrored node by node', async ({ page }) => {
    const { figure, narration, summary } = await openTrees(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trees');
    await expect(page.getByRole('tab', { name: 'Visualization' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
    await expect(narration).toHaveText('Ready: a binary search tree of 11 nodes, height 4.');
    expect(await treeNodes(figure)).toEqual(TEXTBOOK);
    await expect(figure.locator('li[data-node="50"]')).toHaveAttribute('data-state', 'default');
    await expect(figure.locator('li[data-balance]')).toHaveCount(0);
    await expect(summary).toContainText('Nodes11');
    await expect(summary).toContainText('Height4');
    await expect(summary).toContainText('Root50');
  });

  test('insert walks down one comparison at a time and attaches the new leaf', async ({ page }) => {
    const { figure, operations, narration, summary } = await openTrees(page);
    await keyed(operations, 'Insert', '42');
    // It plays at once; take it back to the start and step by hand.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(narration).toHaveText('Ready to insert 42 in a binary search tree of 11 nodes, height 4.');
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration).toHaveText('42 < 50: go left, to 30.');
    await expect(figure.locator('li[data-node="50"]')).toHaveAttribute('data-state', 'compare');
    await forward.click();
    await expect(narration).toHaveText('42 > 30: go right, to 40.');
    await page.keyboard.press('ArrowRight');
    await expect(narration).toHaveText('42 > 40: go right, to 45.');
    await page.keyboard.press('ArrowLeft');
    await expect(narration).toHaveText('42 > 30: go right, to 40.');
    await page.getByRole('button', { name: /^(Play|Resume)$/ }).click();
    await runFor(page, 10_000);
    await expect(narration).toHaveText('42 becomes the left child of 45.');
    const added = figure.locator('li[data-node="42"]');
    await expect(added).toHaveAttribute('data-state', 'new');
    await expect(added).toHaveAttribute('data-parent', '45');
    await expect(added).toHaveAttribute('data-side', 'left');
    await expect(added).toHaveAttribute('data-depth', '4');
    await expect(summary).toContainText('Nodes12');
    await expect(summary).toContainText('Height5');
    await expect(page.getByText('Insert 42: step 5 of 5')).toBeVisible();
  });

  test('search finds a key or narrates that it is not there', async ({ page }) => {
    const { figure, operations, narration, summary } = await openTrees(page);
    await keyed(operations, 'Search', '65');
    await finish(page);
    await expect(narration).toHaveText('65 = 65: found 65.');
    await expect(figure.locator('li[data-node="65"]')).toHaveAttribute('data-state', 'found');
    await expect(summary).toContainText('Found65');
    await keyed(operations, 'Search', '36');
    await finish(page);
    await expect(narration).toHaveText('Reached an empty place: 36 is not in the tree.');
    await expect(summary).toContainText('Foundnot found');
    expect(await treeNodes(figure)).toEqual(TEXTBOOK);
  });

  test('delete narrates the leaf, one-child and two-children cases', async ({ page }) => {
    const { figure, operations, narration } = await openTrees(page);
    await keyed(operations, 'Delete', '10');
    await runFor(page, 10_000);
    await expect(narration).toHaveText('10 is removed.');
    await expect(figure.locator('li[data-node="10"]')).toHaveCount(0);

    await keyed(operations, 'Delete', '60');
    await finish(page);
    await page.keyboard.press('ArrowLeft');
    await expect(narration).toHaveText('Found 60. It has one child, 65: the child takes its place.');
    await expect(figure.locator('li[data-node="60"]')).toHaveAttribute('data-state', 'removing');
    await page.keyboard.press('ArrowRight');
    await expect(narration).toHaveText('60 is removed; 65 moves up into its place.');
    await expect(figure.locator('li[data-node="65"]')).toHaveAttribute('data-parent', '70');

    await keyed(operations, 'Delete', '30');
    await page.getByRole('button', { name: 'Reset' }).click();
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await expect(narration).toHaveText(
      'Found 30. It has two children: find its in-order successor, the smallest key in its right subtree. Start at 40.',
    );
    await forward.click();
    await expect(narration).toHaveText('40 has a left child: go left to 35.');
    await forward.click();
    await expect(narration).toHaveText('35 has no left child: it is the in-order successor of 30.');
    await expect(figure.locator('li[data-node="35"]')).toHaveAttribute('data-state', 'found');
    await forward.click();
    await expect(narration).toHaveText('35 replaces 30. 30 is removed.');
    await expect(figure.locator('li[data-node="35"]')).toHaveAttribute('data-parent', '50');
    await expect(figure.locator('li[data-node="40"]')).toHaveAttribute('data-parent', '35');

    await keyed(operations, 'Delete', '99');
    await finish(page);
    await expect(narration).toHaveText('Reached an empty place: 99 is not in the tree. Nothing changes.');
  });

  test('min, max and height answer with the path they take', async ({ page }) => {
    const { figure, operations, narration, summary } = await openTrees(page);
    await operations.getByRole('button', { name: 'Min', exact: true }).click();
    await finish(page);
    await expect(narration).toHaveText('10 has no left child: it is the minimum, 10.');
    await expect(summary).toContainText('Minimum10');
    await operations.getByRole('button', { name: 'Max', exact: true }).click();
    await finish(page);
    await expect(narration).toHaveText('80 has no right child: it is the maximum, 80.');
    await expect(figure.locator('li[data-node="80"]')).toHaveAttribute('data-state', 'found');
    await operations.getByRole('button', { name: 'Height', exact: true }).click();
    await finish(page);
    await expect(narration).toHaveText(
      "Height of 50: 1 + max(3, 3) = 4. That is the root, so the tree's height is 4.",
    );
    await expect(summary).toContainText('Height4');
  });

  test('the four traversals write the visiting order out as it grows', async ({ page }) => {
    const { figure, operations, narration, order } = await openTrees(page);
    await operations.getByRole('button', { name: 'In-order' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(order).toHaveText('In-order: …');
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await forward.click();
    await expect(order).toHaveText('In-order: 10, 20, 30');
    await expect(figure.locator('li[data-node="30"]')).toHaveAttribute('data-state', 'active');
    await expect(figure.locator('li[data-node="10"]')).toHaveAttribute('data-state', 'range');
    await finish(page);
    await expect(order).toHaveText('In-order: 10, 20, 30, 35, 40, 45, 50, 60, 65, 70, 80');
    await expect(narration).toContainText('In-order: 10, 20, 30, 35, 40, 45, 50, 60, 65, 70, 80.');
    for (const [name, expected] of [
      ['Pre-order', 'Pre-order: 50, 30, 20, 10, 40, 35, 45, 70, 60, 65, 80'],
      ['Post-order', 'Post-order: 10, 20, 35, 45, 40, 30, 65, 60, 80, 70, 50'],
      ['Level-order', 'Level-order: 50, 30, 70, 20, 40, 60, 80, 10, 35, 45, 65'],
    ] as const) {
      await operations.getByRole('button', { name }).click();
      await finish(page);
      await expect(order).toHaveText(expected);
    }
  });

  test('sorted keys make a plain BST a list of height 15; AVL keeps height 4 and names its rotations', async ({
    page,
  }) => {
    const { figure, operations, narration, rotation, summary } = await openTrees(page);
    await operations.getByRole('button', { name: 'Sorted 1–15' }).click();
    await runFor(page, 200);
    await expect(narration).toHaveText('Insert 1, key 1 of 15.');
    await finish(page);
    await expect(narration).toHaveText('All 15 keys inserted in order: a binary search tree of height 15.');
    await expect(summary).toContainText('Height15');
    await expect(figure.locator('li[data-node][data-side="left"]')).toHaveCount(0);
    await expect(figure.locator('li[data-node="15"]')).toHaveAttribute('data-depth', '14');

    await operations.getByRole('button', { name: 'AVL tree' }).click();
    await expect(operations.getByRole('button', { name: 'AVL tree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'AVL tree', level: 2 })).toBeVisible();
    await expect(narration).toHaveText('Ready: an AVL tree of 15 nodes, height 4.');
    await expect(summary).toContainText('Height4');
    await expect(figure.locator('li[data-node="8"]')).toHaveAttribute('data-depth', '0');
    await expect(figure.locator('li[data-balance]')).toHaveCount(15);

    // Textbook tree, then 5 under 10 leaves 20 left-heavy by 2: the LL case, one right rotation.
    await operations.getByRole('button', { name: 'Textbook' }).click();
    await finish(page);
    await expect(narration).toHaveText('All 11 keys inserted in order: an AVL tree of height 4.');
    await keyed(operations, 'Insert', '5');
    await finish(page);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(narration).toHaveText(
      'LL rotation: rotate right at 20; 10 takes its place and 20 becomes its right child. Balance factors now: 10 is 0, 20 is 0.',
    );
    await expect(rotation).toHaveText('LL rotation');
    await expect(figure.locator('li[data-node="10"]')).toHaveAttribute('data-parent', '30');
    await expect(figure.locator('li[data-node="20"]')).toHaveAttribute('data-parent', '10');
    await expect(figure.locator('li[data-node="20"]')).toHaveAttribute('data-side', 'right');
    await page.keyboard.press('ArrowLeft');
    await expect(narration).toHaveText(
      '20: height 3, balance factor +2: too left-heavy. Its left child 10 has balance +1, so this is the Left-Left (LL) case.',
    );
    await expect(figure.locator('li[data-node="20"]')).toHaveAttribute('data-balance', '2');

    // 25, then 22: 20's right child leans left, the RL case, two rotations.
    await keyed(operations, 'Insert', '25');
    await finish(page);
    await keyed(operations, 'Insert', '22');
    await finish(page);
    await expect(figure.locator('li[data-node="22"]')).toHaveAttribute('data-parent', '10');
    for (const node of await figure.locator('li[data-balance]').all()) {
      expect(Math.abs(Number(await node.getAttribute('data-balance')))).toBeLessThanOrEqual(1);
    }
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(rotation).toHaveText('RL rotation');
  });

  test('bad input gets a clear message and changes nothing', async ({ page }) => {
    const { figure, operations, error, narration } = await openTrees(page);
    await keyed(operations, 'Insert', '');
    await expect(error).toHaveText('Enter a key.');
    await keyed(operations, 'Insert', 'abc');
    await expect(error).toHaveText('"abc" is not a whole number.');
    await keyed(operations, 'Search', '2.5');
    await expect(error).toHaveText('"2.5" is not a whole number.');
    await keyed(operations, 'Insert', '1000');
    await expect(error).toHaveText('1000 is out of range: keys go from -999 to 999.');
    await keyed(operations, 'Insert', '50');
    await expect(error).toHaveText(
      'Key 50 is already in the tree: a binary search tree keeps each key once.',
    );
    expect(await treeNodes(figure)).toEqual(TEXTBOOK);
    await expect(narration).toHaveText('Ready: a binary search tree of 11 nodes, height 4.');
  });

  test('a tree holds at most 63 nodes', async ({ page }) => {
    const full = Array.from({ length: 63 }, (_, i) => i + 1).join(',');
    const { figure, operations, error } = await openTrees(page, `variant=avl&keys=${full}`);
    await expect(figure.locator('li[data-node]')).toHaveCount(63);
    await keyed(operations, 'Insert', '100');
    await expect(error).toHaveText('The tree is full: it holds at most 63 nodes. Delete one first.');
    await expect(figure.locator('li[data-node]')).toHaveCount(63);
  });

  test('an empty tree has nothing to search, measure or traverse', async ({ page }) => {
    const { figure, operations, error, narration } = await openTrees(page, 'variant=bst&keys=7');
    await keyed(operations, 'Delete', '7');
    await finish(page);
    await expect(narration).toHaveText('7 is removed.');
    await expect(figure.locator('li[data-node]')).toHaveCount(0);
    await keyed(operations, 'Search', '7');
    await expect(error).toHaveText('The tree is empty: there is nothing to search.');
    await operations.getByRole('button', { name: 'Min', exact: true }).click();
    await expect(error).toHaveText('The tree is empty: it has no minimum.');
    await operations.getByRole('button', { name: 'In-order' }).click();
    await expect(error).toHaveText('The tree is empty: there is nothing to traverse.');
    await keyed(operations, 'Insert', '7');
    await expect(error).toHaveCount(0);
    await finish(page);
    await expect(narration).toHaveText('The tree is empty: 7 becomes the root.');
  });

  test('a shared link rebuilds the tree and the operation at its step', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { figure, narration } = await openTrees(
      page,
      'variant=avl&keys=30,20&op=insert&value=10&speed=50&step=5',
    );
    await expect(narration).toHaveText(
      '30: height 3, balance factor +2: too left-heavy. Its left child 20 has balance +1, so this is the Left-Left (LL) case.',
    );
    await expect(page.getByRole('button', { name: 'AVL tree' })).toHaveAttribute('aria-pressed', 'true');
    expect(await treeNodes(figure)).toEqual(['30 0  ', '20 1 30 left', '10 2 20 left']);
    await page.getByRole('button', { name: 'Step forward' }).click();
    expect(await treeNodes(figure)).toEqual(['20 0  ', '10 1 20 left', '30 1 20 right']);
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/trees\?variant=avl&keys=30%2C20&op=insert&value=10&speed=50&step=6$/,
    );
  });

  test('the Code tab highlights the line the step runs, in each language', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    const { operations, narration } = await openTrees(page, '', { frozen: false });
    await operations.getByRole('button', { name: 'Max', exact: true }).click();
    await expect(narration).toHaveText('80 has no right child: it is the maximum, 80.');
    await page.getByRole('tab', { name: 'Code' }).click();
    const current = page.locator('[data-current]');
    await expect(current).toHaveText(/^\d+\s+return node\.key;$/);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+return node\.key$/);
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(current).toHaveText(/^\d+\s+return node\.key;$/);
  });

  test("the listing's example builds the variant chosen: a plain BST, then an AVL tree", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    const { operations } = await openTrees(page, 'variant=avl', { frozen: false });
    await operations.getByRole('button', { name: 'Plain BST' }).click();
    await expect(operations.getByRole('button', { name: 'Plain BST' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('tab', { name: 'Code' }).click();
    const listing = page.getByRole('region', { name: /^Binary search tree in / });
    await expect(listing).toContainText('const tree = new BinarySearchTree(false);');
    await expect(listing).toContainText('console.log(tree.preOrder()); // [1, 2, 3, 4, 5, 6, 7]');
    await expect(listing).not.toContainText('new BinarySearchTree(true)');
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(listing).toContainText('tree = BinarySearchTree(avl=False)');
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(listing).toContainText('BinarySearchTree tree = new BinarySearchTree(false);');
    await page.getByRole('tab', { name: 'Visualization' }).click();
    await operations.getByRole('button', { name: 'AVL tree' }).click();
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(listing).toContainText('BinarySearchTree tree = new BinarySearchTree(true);');
  });

  test('fits a 375 px screen, a wide tree scrolling sideways inside its frame', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { figure, operations, summary } = await openTrees(page, '', { frozen: false });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    await operations.getByRole('button', { name: 'Sorted 1–15' }).click();
    await finish(page);
    await expect(summary).toContainText('Height15');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Drawn at its legible size, wider than the figure, which scrolls it sideways.
    const figureWidth = await figure.evaluate((element) => element.clientWidth);
    await expect
      .poll(() => figure.locator('canvas').evaluate((canvas) => canvas.clientWidth))
      .toBeGreaterThan(figureWidth);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations mid-operation in ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      // axe runs on the page's timers, so the clock is left running.
      await openTrees(page, 'variant=avl&keys=50,30,70,20,40&op=inorder&step=3', { frozen: false });
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`every node is drawn inside the figure, none overlapping, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { figure } = await openTrees(page);
    await expectNodesApartInsideFigure(figure, TEXTBOOK.length);
  });
}

test('zoom in, zoom out and Fit change the drawing and bring the whole tree back into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { figure } = await openTrees(page);
  const zoom = figure.getByRole('group', { name: /zoom and pan/ });
  const radius = () => figure.locator('li[data-node="50"]').getAttribute('data-r').then(Number);
  const before = await radius();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveAttribute('data-zoom', '125');
  await expect.poll(radius).toBeGreaterThan(before);
  await zoom.getByRole('button', { name: 'Zoom in' }).press('-');
  await expect(zoom).toHaveAttribute('data-zoom', '100');
  await zoom.getByRole('button', { name: 'Zoom in' }).press('+');
  await zoom.getByRole('button', { name: 'Fit the whole picture' }).click();
  await expect(zoom).toHaveAttribute('data-zoom', '100');
  await expectNodesApartInsideFigure(figure, TEXTBOOK.length);
});
