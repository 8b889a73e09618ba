import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted } from './app';
import { installFrozenClock } from './clock';
import { expectNodesApartInsideFigure } from './nodePlaces';

/** The textbook forest: 0 ← 4 ← 6 ← 7 in a tree of rank 3, and the set {8, 9}. */
const TEXTBOOK = ['0 0 3', '1 0 0', '2 0 1', '3 2 0', '4 0 2', '5 4 0', '6 4 1', '7 6 0', '8 8 1', '9 8 0'];

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openUnionFind(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/union-find?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  const figure = page.locator('figure[data-scene="union-find"]');
  const operations = page.getByRole('region', { name: 'Operations' });
  return {
    figure,
    operations,
    narration: figure.locator('[data-narration]'),
    result: page.locator('output[data-result]'),
    error: page.getByTestId('union-find-error'),
    summary: page.locator('[data-summary]'),
  };
}

/** Every element as "node parent rank", from the mirror. */
const elements = (figure: Locator) =>
  figure
    .locator('li[data-node]')
    .evaluateAll((items) =>
      items.map((item) =>
        ['data-node', 'data-parent', 'data-rank'].map((name) => item.getAttribute(name)).join(' '),
      ),
    );

/** The parent array's parent cells, in element order, as the page shows them. */
const parentCells = (page: Page) =>
  page
    .getByTestId('parent-array')
    .locator('[data-parent-of]')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent));

/** Takes the run that an operation started to its last step, with the step scrubber's End key. */
async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

async function twoElements(operations: Locator, a: string, b: string, button: 'Union' | 'Connected?') {
  await operations.getByLabel('First element').fill(a);
  await operations.getByLabel('Second element').fill(b);
  await operations.getByRole('button', { name: button, exact: true }).click();
  await operationStarted(operations.page());
}

test.describe('union-find page', () => {
  test('opens on the textbook forest, mirrored with each parent and rank, and its parent array', async ({
    page,
  }) => {
    const { figure, narration, summary, result } = await openUnionFind(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Union-Find');
    await expect(narration).toHaveText('Ready: 10 elements in 2 sets.');
    expect(await elements(figure)).toEqual(TEXTBOOK);
    await expect(figure.locator('li[data-node="0"]')).toHaveText('0, a root of rank 3');
    expect(await parentCells(page)).toEqual(['0', '0', '0', '2', '0', '4', '4', '6', '8', '8']);
    await expect(summary).toContainText('Sets2');
    await expect(result).toHaveCount(0);
  });

  test('find walks up to the root, answers it, and compresses the path one pointer at a time', async ({
    page,
  }) => {
    const { figure, operations, narration, result, summary } = await openUnionFind(page);
    await operations.getByLabel('Element to find').fill('7');
    await operations.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(narration).toHaveText('Ready to run find(7) on 10 elements in 2 sets.');
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration).toHaveText('find(7): start at 7 and follow the parent pointers up.');
    await expect(figure.locator('li[data-node="7"]')).toHaveAttribute('data-state', 'active');
    await forward.click();
    await expect(narration).toHaveText("7's parent is 6; 6 is not its own parent, so keep going.");
    await forward.click();
    await forward.click();
    await forward.click();
    await expect(narration).toHaveText("0 is its own parent: the root of 7's set is 0.");
    await expect(figure.locator('li[data-node="0"]')).toHaveAttribute('data-state', 'found');
    await expect(result).toHaveText('find(7) = 0');
    await forward.click();
    await expect(narration).toHaveText(
      'Path compression: 7 pointed to 6; now it points straight at the root 0.',
    );
    await expect(figure.locator('li[data-node="7"]')).toHaveAttribute('data-parent', '0');
    await expect(figure.locator('li[data-node="6"]')).toHaveAttribute('data-parent', '4');
    await finish(page);
    await expect(figure.locator('li[data-node="6"]')).toHaveAttribute('data-parent', '0');
    await expect(result).toHaveText('find(7) = 0');
    await expect(summary).toContainText('Parent hops3');
    await expect(summary).toContainText('Pointers compressed2');
    await expect(page.getByText('find(7): step 7 of 7')).toBeVisible();
  });

  test('connected? compares roots, and union by rank hangs the root of lower rank under the other', async ({
    page,
  }) => {
    const { figure, operations, result, narration, summary } = await openUnionFind(page);
    await twoElements(operations, '5', '9', 'Connected?');
    await finish(page);
    await expect(result).toHaveText('not connected');
    await twoElements(operations, '9', '3', 'Union');
    await finish(page);
    await expect(narration).toHaveText(
      'Union by rank: 8 (rank 1) now points to 0 (rank 3), the root of higher rank.',
    );
    await expect(result).toHaveText('joined under 0');
    await expect(figure.locator('li[data-node="8"]')).toHaveAttribute('data-parent', '0');
    await expect(summary).toContainText('Sets1');
    await twoElements(operations, '5', '9', 'Connected?');
    await finish(page);
    await expect(result).toHaveText('connected');
    await twoElements(operations, '1', '2', 'Union');
    await finish(page);
    await expect(result).toHaveText('already connected');
  });

  test('bad input gets a clear message and changes nothing; Make Sets and the textbook example start over', async ({
    page,
  }) => {
    const { figure, operations, error, narration } = await openUnionFind(page);
    const find = async (text: string) => {
      await operations.getByLabel('Element to find').fill(text);
      await operations.getByRole('button', { name: 'Find', exact: true }).click();
    };
    await find('');
    await expect(error).toHaveText('Enter an element, from 0 to 9.');
    await find('10');
    await expect(error).toHaveText('10 is out of range: the elements are 0 to 9.');
    await find('x');
    await expect(error).toHaveText('"x" is not an element: elements are 0 to 9.');
    await twoElements(operations, '1', '-2', 'Union');
    await expect(error).toHaveText('"-2" is not an element: elements are 0 to 9.');
    await operations.getByLabel('Number of elements').fill('17');
    await operations.getByRole('button', { name: 'Make Sets' }).click();
    await expect(error).toHaveText('Enter how many elements to start with, a whole number from 1 to 16.');
    expect(await elements(figure)).toEqual(TEXTBOOK);
    await expect(narration).toHaveText('Ready: 10 elements in 2 sets.');

    await operations.getByLabel('Number of elements').fill('16');
    await operations.getByRole('button', { name: 'Make Sets' }).click();
    await expect(error).toHaveCount(0);
    await expect(narration).toHaveText('Ready: 16 elements in 16 sets.');
    await expect(figure.locator('li[data-node][data-rank="0"]')).toHaveCount(16);
    await operations.getByRole('button', { name: 'Textbook Example' }).click();
    // The mirror follows the click a render later: read it until it matches.
    await expect.poll(() => elements(figure)).toEqual(TEXTBOOK);
  });

  test('a shared link reopens the sets and the operation at its step', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { narration, result } = await openUnionFind(
      page,
      'parent=0,0,0,2,0,4,4,6,8,8&rank=3,0,1,0,2,0,1,0,1,0&op=find&a=7&speed=50&step=5',
    );
    await expect(narration).toHaveText("0 is its own parent: the root of 7's set is 0.");
    await expect(result).toHaveText('find(7) = 0');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/union-find\?parent=0%2C0%2C0%2C2%2C0%2C4%2C4%2C6%2C8%2C8&rank=3%2C0%2C1%2C0%2C2%2C0%2C1%2C0%2C1%2C0&op=find&a=7&speed=50&step=6$/,
    );
  });

  test('practice asks for the root before a find walks up to it', async ({ page }) => {
    const { operations } = await openUnionFind(page, '', { frozen: false });
    const question = page.getByTestId('practice-question');
    await page.getByRole('button', { name: 'Practice' }).click();
    await operations.getByLabel('Element to find').fill('7');
    await operations.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(question.locator('p')).toHaveText('find(7): which element is the root of its set?');
    await question.getByRole('button', { name: '0', exact: true }).click();
    await expect(page.getByTestId('practice-score')).toHaveText('Score 1 / 1');
  });

  test('the Code tab highlights the line the step runs', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    const { operations, result } = await openUnionFind(page, '', { frozen: false });
    await twoElements(operations, '3', '7', 'Connected?');
    await finish(page);
    await expect(result).toHaveText('connected');
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(page.locator('[data-current]')).toHaveText(
      /^\d+\s+return this\.find\(a\) === this\.find\(b\);$/,
    );
  });

  test('fits a 375 px screen, the parent array under the forest', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { figure } = await openUnionFind(page, '', { frozen: false });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const forest = await figure.boundingBox();
    const array = await page.getByTestId('parent-array').boundingBox();
    expect(array!.y).toBeGreaterThanOrEqual(forest!.y + forest!.height);
    // Every element's parent cell is inside the window: the array stacks into tables that fit.
    const cells = page.getByTestId('parent-array').locator('[data-parent-of]');
    await expect(cells).toHaveCount(10);
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expectNodesApartInsideFigure(figure, 10);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations mid-operation in ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openUnionFind(
        page,
        'parent=0,0,0,2,0,4,4,6,8,8&rank=3,0,1,0,2,0,1,0,1,0&op=union&a=9&b=3&step=4',
        {
          frozen: false,
        },
      );
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});

test('at 1440 x 900 the forest and the parent array stand side by side, in view with the controls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { figure, operations } = await openUnionFind(page);
  await operations.getByLabel('Element to find').fill('7');
  await operations.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('slider', { name: 'Step' }).focus();
  await page.getByRole('slider', { name: 'Step' }).press('End');
  const array = page.getByTestId('parent-array');
  const forestBox = (await figure.boundingBox())!;
  const arrayBox = (await array.boundingBox())!;
  // Forest on the left, the array on its right, their tops level.
  expect(arrayBox.x).toBeGreaterThanOrEqual(forestBox.x + forestBox.width);
  expect(Math.abs(arrayBox.y - forestBox.y)).toBeLessThan(40);
  await expect(figure).toBeInViewport({ ratio: 0.9 });
  await expect(array).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('media-bar').getByRole('button', { name: 'Reset' })).toBeInViewport();
  // Compression re-pointed 7 and 6 at the root; the array says so in its rows.
  expect(await parentCells(page)).toEqual(['0', '0', '0', '2', '0', '4', '0', '0', '8', '8']);
  await expect(array.getByRole('row', { name: '7 0 0' })).toBeVisible();
});

test(`every union-find node is drawn inside the figure, none overlapping, at 1440 px`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { figure } = await openUnionFind(page);
  await expectNodesApartInsideFigure(figure, 10);
});
