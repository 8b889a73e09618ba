import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { gridLayout } from '@scenes/grid/layout';
import { gridPreset, withWall } from '@/core/algorithms/graph/grid/grid';
import { defaultGridRun, encodeGridRunConfig } from '@/core/algorithms/graph/grid/runConfig';
import { appReady } from './app';
import { expect, test } from './fixtures';

async function openGrid(page: Page, query = 'algo=aStar') {
  await page.goto(`/algorithms/graph?renderer=canvas&${query}`);
  await appReady(page);
  const card = page.locator('#graph-visualizer');
  const figure = card.locator('figure[data-scene="grid"]');
  await figure.locator('li[data-cell]').first().waitFor({ state: 'attached' });
  return { card, figure };
}

async function stepToEnd(card: Locator) {
  const scrubber = card.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

const cell = (figure: Locator, row: number, col: number) => figure.locator(`li[data-cell="${row},${col}"]`);

/** Where the middle of a cell is drawn on the screen. */
async function cellPoint(editor: Locator, rows: number, cols: number, row: number, col: number) {
  const box = await editor.boundingBox();
  if (box === null) throw new Error('the grid is not laid out');
  const layout = gridLayout(rows, cols, box.width);
  return {
    x: box.x + layout.originX + (col + 0.5) * layout.cell,
    y: box.y + layout.originY + (row + 0.5) * layout.cell,
  };
}

test.describe('A* search on a grid', () => {
  test('finds the textbook path round the wall, and says how many cells each search expands', async ({
    page,
  }) => {
    const { card, figure } = await openGrid(page);
    await expect(card.getByRole('heading', { name: 'A* Search' })).toBeVisible();
    await expect(card.getByTestId('grid-compare')).toContainText('A* expanded 18 cells, Dijkstra 59');
    await expect(figure.locator('li[data-cell]')).toHaveCount(70);
    await expect(cell(figure, 3, 1)).toHaveAttribute('data-state', 'start');
    await expect(cell(figure, 3, 8)).toHaveAttribute('data-state', 'goal');
    await expect(cell(figure, 2, 4)).toHaveAttribute('data-state', 'wall');
    await expect(card.getByTestId('grid-answer')).toContainText('shown at the last step');
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('path length 11');
    await expect(figure.locator('li[data-state="path"]')).toHaveCount(10);
    await expect(figure.locator('[data-narration]')).toContainText(
      'Shortest path found: 11 moves through 12 cells',
    );
    await expect(card.getByText('Cells expanded').locator('..')).toContainText('18');

    await card.getByLabel('Euclidean').check();
    await expect(card.getByTestId('grid-compare')).toContainText('Euclidean heuristic');
    await card.getByLabel('Grid preset').selectOption({ label: 'No path' });
    await expect(card.getByTestId('grid-compare')).toContainText('A* expanded 51 cells, Dijkstra 51');
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('no path');
    await expect(figure.locator('[data-narration]')).toContainText('so there is no path');
  });

  test('draws walls with a pointer drag and moves the goal by dragging G', async ({ page }) => {
    const { card, figure } = await openGrid(page);
    const editor = card.getByTestId('grid-editor');
    await editor.scrollIntoViewIfNeeded();
    await card.locator('canvas').first().waitFor({ state: 'attached' });
    const from = await cellPoint(editor, 7, 10, 0, 1);
    const to = await cellPoint(editor, 7, 10, 0, 5);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    for (const col of [1, 2, 3, 4, 5])
      await expect(cell(figure, 0, col)).toHaveAttribute('data-state', 'wall');
    await expect(card.getByLabel('Grid preset')).toHaveValue('');
    // Starting on a wall rubs it out.
    const wall = await cellPoint(editor, 7, 10, 0, 3);
    await page.mouse.click(wall.x, wall.y);
    await expect(cell(figure, 0, 3)).toHaveAttribute('data-state', 'empty');
    const goal = await cellPoint(editor, 7, 10, 3, 8);
    const there = await cellPoint(editor, 7, 10, 6, 9);
    await page.mouse.move(goal.x, goal.y);
    await page.mouse.down();
    await page.mouse.move(there.x, there.y, { steps: 6 });
    await page.mouse.up();
    await expect(cell(figure, 6, 9)).toHaveAttribute('data-state', 'goal');
    await expect(cell(figure, 3, 8)).toHaveAttribute('data-state', 'empty');
  });

  test('draws walls and moves the start with the keyboard', async ({ page }) => {
    const { card, figure } = await openGrid(page);
    const editor = card.getByTestId('grid-editor');
    await editor.focus();
    await page.keyboard.press('ArrowUp');
    await expect(card.getByTestId('grid-editor-status')).toHaveText('Cell (2,1): open');
    await page.keyboard.press('Space');
    await expect(cell(figure, 2, 1)).toHaveAttribute('data-state', 'wall');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(cell(figure, 2, 2)).toHaveAttribute('data-state', 'wall');
    await page.keyboard.press('Enter');
    await expect(cell(figure, 2, 2)).toHaveAttribute('data-state', 'empty');
    // Space toggled a wall: it did not start the run.
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('s');
    await expect(cell(figure, 4, 2)).toHaveAttribute('data-state', 'start');
    await expect(cell(figure, 3, 1)).toHaveAttribute('data-state', 'empty');
    await expect(card.getByTestId('grid-editor-status')).toHaveText('The start is now (4,2)');
  });

  test('refuses a grid larger than 40×40 or a size that is not a number, and keeps the last grid', async ({
    page,
  }) => {
    const { card, figure } = await openGrid(page);
    await card.getByLabel('Rows').fill('41');
    await card.getByRole('button', { name: 'Resize' }).click();
    await expect(card.getByTestId('grid-problem')).toHaveText(
      'A grid has at most 40 rows (40×40 cells at most): 41 is too many.',
    );
    await expect(figure.locator('li[data-cell]')).toHaveCount(70);
    await card.getByLabel('Rows').fill('ten');
    await card.getByRole('button', { name: 'Resize' }).click();
    await expect(card.getByTestId('grid-problem')).toHaveText(
      'The number of rows must be a whole number, like 20.',
    );
    await card.getByLabel('Rows').fill('40');
    await card.getByLabel('Columns').fill('40');
    await card.getByRole('button', { name: 'Resize' }).click();
    await expect(card.getByTestId('grid-problem')).toHaveCount(0);
    await expect(figure.locator('li[data-cell]')).toHaveCount(1600);
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText(/^path length \d+$/);
  });

  test('a shared link reopens the grid, heuristic and step; a broken grid falls back with a notice', async ({
    page,
  }) => {
    const grid = withWall(withWall(gridPreset('textbook'), 0, true), 1, true);
    const query = encodeGridRunConfig({
      ...defaultGridRun(),
      grid,
      preset: null,
      heuristic: 'euclidean',
      step: 5,
    });
    const { card, figure } = await openGrid(page, query);
    await expect(cell(figure, 0, 0)).toHaveAttribute('data-state', 'wall');
    await expect(cell(figure, 0, 1)).toHaveAttribute('data-state', 'wall');
    await expect(card.getByLabel('Euclidean')).toBeChecked();
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await page.goto('/algorithms/graph?renderer=canvas&algo=aStar&grid=99x99.0.1.zz');
    await appReady(page);
    await expect(
      page.getByText('The shared grid could not be read, so the default grid is shown instead.'),
    ).toBeVisible();
    await expect(page.locator('figure[data-scene="grid"] li[data-cell]')).toHaveCount(70);
  });

  test('lists A* with the graph algorithms in the one chooser, and switches between them', async ({
    page,
  }) => {
    await page.goto('/algorithms/graph?renderer=canvas');
    await appReady(page);
    const card = page.locator('#graph-visualizer');
    const chooser = card.getByRole('group', { name: 'Algorithm' });
    const names = [
      'BFS',
      'DFS',
      "Dijkstra's",
      "Prim's",
      "Kruskal's",
      'Topological (Kahn)',
      'Topological (DFS)',
      'Bellman-Ford',
      'Floyd-Warshall',
      'A*',
    ];
    await expect(chooser.getByRole('button')).toHaveText(names);
    // No second way in above the player: A* is one of the choices.
    await expect(page.getByRole('button', { name: /compared with Dijkstra/ })).toHaveCount(0);

    const aStar = chooser.getByRole('button', { name: 'A*', exact: true });
    await aStar.click();
    await expect(card.locator('figure[data-scene="grid"]')).toBeAttached();
    await expect(card.locator('figure[data-scene="graph"]')).toHaveCount(0);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('A* Search');
    await expect(chooser.getByRole('button')).toHaveText(names);
    await expect(chooser.getByRole('button', { name: 'A*', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The keyboard stays on the chooser when the grid replaces the graph.
    await expect(chooser.getByRole('button', { name: 'A*', exact: true })).toBeFocused();

    await chooser.getByRole('button', { name: 'BFS', exact: true }).click();
    await expect(card.locator('figure[data-scene="graph"]')).toBeAttached();
    await expect(card.locator('figure[data-scene="grid"]')).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'Breadth-First Search' })).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'BFS', exact: true })).toBeFocused();
    await expect(chooser.getByRole('button', { name: 'A*', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a link to A* opens the grid with A* chosen among the graph algorithms', async ({ page }) => {
    const { card } = await openGrid(page, 'algo=aStar&preset=maze');
    const chooser = card.getByRole('group', { name: 'Algorithm' });
    await expect(chooser.getByRole('button', { name: 'A*', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chooser.getByRole('button', { name: "Dijkstra's", exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(card.getByLabel('Grid preset')).toHaveValue('maze');
  });

  test('practice asks for f = g + h before a cell joins the open set, and marks the cell', async ({
    page,
  }) => {
    const { card, figure } = await openGrid(page);
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    const forward = card.getByRole('button', { name: 'Step forward' });
    let prompt = '';
    for (let tries = 0; tries < 20; tries++) {
      if (await question.isVisible()) {
        prompt = (await question.locator('p').first().textContent()) ?? '';
        if (prompt.endsWith('What is its f?')) break;
        await question.getByRole('button').first().click();
      } else {
        await forward.click();
      }
    }
    const [, row, col, g, h] =
      /^\((\d+),(\d+)\) joins the open set with g = (\d+) and h = (\d+)/.exec(prompt) ?? [];
    const f = String(Number(g) + Number(h));
    await question.getByRole('button', { name: f, exact: true }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText(`Right: ${f}`);
    await expect(cell(figure, Number(row), Number(col))).toHaveAttribute('data-answer', 'true');
  });

  test('fits a 375 px phone and has no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { card, figure } = await openGrid(page, 'algo=aStar&preset=maze');
    // The scene's canvas is made when the figure comes near the screen.
    await figure.scrollIntoViewIfNeeded();
    await card.locator('canvas').first().waitFor({ state: 'attached' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await axeFindingsInBothThemes(page, { include: '#graph-visualizer' })).toEqual({
      light: [],
      dark: [],
    });
  });
});
