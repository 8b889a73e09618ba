import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted, runFor } from './app';
import { installFrozenClock } from './clock';
import { graphPreset } from '@/core/graph';

async function openGraphsPage(page: Page, query = '') {
  await page.goto(`/data-structures/graphs?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const figure = page.locator('figure[data-scene="graph"]');
  await figure.locator('li[data-node]').first().waitFor({ state: 'attached' });
  const panel = page.getByRole('region', { name: 'Operations' });
  return { figure, panel };
}

/** Picks an operation and its inputs, then runs it. */
async function run(
  panel: Locator,
  operation: string,
  inputs: { vertex?: string; from?: string; to?: string; weight?: string; label?: string } = {},
) {
  await panel.getByLabel('Operation', { exact: true }).selectOption({ label: operation });
  if (inputs.vertex) await panel.getByLabel('Vertex', { exact: true }).selectOption(inputs.vertex);
  if (inputs.from) await panel.getByLabel('From', { exact: true }).selectOption(inputs.from);
  if (inputs.to) await panel.getByLabel('To', { exact: true }).selectOption(inputs.to);
  if (inputs.weight !== undefined) await panel.getByLabel('Weight', { exact: true }).fill(inputs.weight);
  if (inputs.label !== undefined) await panel.getByLabel('Label', { exact: true }).fill(inputs.label);
  await panel.getByRole('button', { name: /^Run / }).click();
  await operationStarted(panel.page());
}

/** Moves the step scrubber to the run's last step with the keyboard. */
async function stepToEnd(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

const listRow = (page: Page, vertex: string) =>
  page.getByRole('list', { name: 'Adjacency list' }).locator(`li[data-list="${vertex}"]`);

async function listOf(page: Page, vertex: string): Promise<string[]> {
  return listRow(page, vertex)
    .locator('li[data-entry]')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-entry')}/${item.getAttribute('data-weight')}`),
    );
}

const cell = (page: Page, from: string, to: string) =>
  page.getByRole('table', { name: 'Adjacency matrix' }).locator(`td[data-cell="${from},${to}"]`);

test.describe('graphs page', () => {
  test('shows the textbook graph drawn, as adjacency lists and as a matrix, all in agreement', async ({
    page,
  }) => {
    const { figure } = await openGraphsPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graphs');
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await expect(figure.locator('li[data-edge]')).toHaveCount(14);
    expect(await listOf(page, 'A')).toEqual(['B/4', 'H/8']);
    expect(await listOf(page, 'B')).toEqual(['A/4', 'C/8', 'H/11']);
    await expect(cell(page, 'A', 'B')).toHaveAttribute('data-value', '4');
    await expect(cell(page, 'B', 'A')).toHaveAttribute('data-value', '4');
    await expect(cell(page, 'A', 'C')).toHaveAttribute('data-value', '');
  });

  test('neighbours plays step by step on the step timer and answers in the stored order', async ({
    page,
  }) => {
    const clock = await installFrozenClock(page);
    const { figure, panel } = await openGraphsPage(page);
    await clock.freeze();
    await run(panel, 'Neighbours', { vertex: 'B' });
    // Speed 50: one step every 200 ms.
    await runFor(page, 200);
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('1');
    await expect(figure.locator('[aria-live="polite"]')).toHaveText("B's list, entry 1: A (weight 4)");
    await expect(listRow(page, 'B').locator('li[data-entry="A"]')).toHaveAttribute('data-state', 'active');
    await expect(figure.locator('li[data-node="A"]')).toHaveAttribute('data-state', 'visited');
    await runFor(page, 600);
    await expect(page.getByTestId('operation-result')).toHaveText('Neighbours of B: A, C, H');
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
  });

  test('removing a vertex takes it out of each list that holds it, then drops it; stepping back shows each stage', async ({
    page,
  }) => {
    const { figure, panel } = await openGraphsPage(page);
    await run(panel, 'Remove vertex', { vertex: 'A' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('Vertex A removed with 2 edges');
    await expect(figure.locator('li[data-node="A"]')).toHaveCount(0);
    await expect(listRow(page, 'A')).toHaveCount(0);
    expect(await listOf(page, 'B')).toEqual(['C/8', 'H/11']);
    await expect(
      page.getByRole('table', { name: 'Adjacency matrix' }).locator('td[data-cell^="A,"]'),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Step back' }).click();
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(figure.locator('[aria-live="polite"]')).toHaveText("B's list holds A: remove it");
    // A is still drawn, its edge to B marked for removal, and B's list no longer holds it.
    await expect(figure.locator('li[data-node="A"]')).toHaveCount(1);
    await expect(figure.locator('li[data-edge="A-B"]')).toHaveAttribute('data-state', 'rejected');
    expect(await listOf(page, 'B')).toEqual(['C/8', 'H/11']);
    await expect(cell(page, 'A', 'B')).toHaveAttribute('data-value', '4');
  });

  test('adding an edge scans for a duplicate, then appends to both lists; a weight can be changed', async ({
    page,
  }) => {
    const { figure, panel } = await openGraphsPage(page);
    await run(panel, 'Add edge', { from: 'A', to: 'E', weight: '3' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('Edge A–E added with weight 3');
    expect(await listOf(page, 'A')).toEqual(['B/4', 'H/8', 'E/3']);
    expect((await listOf(page, 'E')).at(-1)).toBe('A/3');
    await expect(figure.locator('li[data-edge="A-E"]')).toHaveAttribute('data-weight', '3');

    await run(panel, 'Set weight', { from: 'E', to: 'A', weight: '-2' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('E–A now weighs -2 (was 3)');
    await expect(cell(page, 'A', 'E')).toHaveAttribute('data-value', '-2');
    await expect(cell(page, 'E', 'A')).toHaveAttribute('data-value', '-2');
    await expect(figure.locator('li[data-edge="A-E"]')).toHaveAttribute('data-weight', '-2');
  });

  test('has edge and degree answer, and a directed degree counts edges in and out', async ({ page }) => {
    const { panel } = await openGraphsPage(page);
    await run(panel, 'Has edge', { from: 'H', to: 'G' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('Yes: H–G is an edge of weight 1');
    await run(panel, 'Has edge', { from: 'A', to: 'C' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('No: there is no edge A–C');
    await run(panel, 'Degree', { vertex: 'C' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('Degree of C: 4');

    await page.getByRole('checkbox', { name: 'Directed' }).check();
    await expect(cell(page, 'B', 'A')).toHaveAttribute('data-value', '');
    await run(panel, 'Degree', { vertex: 'C' });
    await stepToEnd(page);
    await expect(page.getByTestId('operation-result')).toHaveText('Degree of C: 4 (in 1, out 3)');
  });

  test('refused operations say why and change nothing', async ({ page }) => {
    const { figure, panel } = await openGraphsPage(page);
    await run(panel, 'Add edge', { from: 'A', to: 'A', weight: '1' });
    await expect(panel.getByTestId('operation-error')).toHaveText(
      'An edge from a vertex to itself is not allowed',
    );
    await run(panel, 'Add edge', { from: 'A', to: 'B', weight: '1' });
    await expect(panel.getByTestId('operation-error')).toHaveText('The edge A–B is already there');
    await run(panel, 'Add edge', { from: 'A', to: 'C', weight: '1.5' });
    await expect(panel.getByTestId('operation-error')).toHaveText('Weight must be a whole number');
    await run(panel, 'Add vertex', { label: 'B' });
    await expect(panel.getByTestId('operation-error')).toHaveText('Vertex B is already in the graph');
    await run(panel, 'Remove edge', { from: 'A', to: 'C' });
    await expect(panel.getByTestId('operation-error')).toHaveText('There is no edge A–C');
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await expect(figure.locator('li[data-edge]')).toHaveCount(14);
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();

    await run(panel, 'Add vertex', { label: 'Q' });
    await expect(panel.getByTestId('operation-error')).toHaveCount(0);
    await stepToEnd(page);
    await expect(listRow(page, 'Q')).toContainText('empty');
  });

  test('the edge list rejects bad lines with their line numbers and redraws only a valid list', async ({
    page,
  }) => {
    const { figure } = await openGraphsPage(page);
    const box = page.getByLabel('Edge list', { exact: true });
    await box.fill('A B 2\nB C x\nC C 1');
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByText('line 2: weight must be a number')).toBeVisible();
    await expect(figure.locator('li[data-node]')).toHaveCount(9);

    await box.fill('P Q 2\nQ R 5\nS');
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(figure.locator('li[data-node]')).toHaveCount(4);
    expect(await listOf(page, 'Q')).toEqual(['P/2', 'R/5']);
    await expect(listRow(page, 'S')).toContainText('empty');
    await expect(cell(page, 'R', 'Q')).toHaveAttribute('data-value', '5');

    await box.fill(Array.from({ length: 201 }, (_, i) => `X${i.toString(36)}`).join('\n'));
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByText(/at most 200 vertices/)).toBeVisible();
    await expect(figure.locator('li[data-node]')).toHaveCount(4);
  });

  test('a large graph keeps its lists and explains why the matrix is not drawn', async ({ page }) => {
    await openGraphsPage(page);
    const box = page.getByLabel('Edge list', { exact: true });
    await box.fill(Array.from({ length: 29 }, (_, i) => `V${i} V${i + 1} 1`).join('\n'));
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByRole('list', { name: 'Adjacency list' }).locator('li[data-list]')).toHaveCount(30);
    await expect(page.getByTestId('matrix-too-large')).toContainText(
      '30 × 30 = 900 cells, 58 of them filled',
    );
  });

  test('a vertex tapped onto the canvas gets a list and a matrix row at once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { figure } = await openGraphsPage(page);
    const surface = page.locator('[data-edit-mode]');
    await page.locator('canvas').waitFor({ state: 'attached' });
    const box = await surface.boundingBox();
    if (!box) throw new Error('The drawing surface has no box');
    await page.mouse.click(box.x + box.width * 0.95, box.y + box.height * 0.08);
    await expect(figure.locator('li[data-node="J"]')).toHaveCount(1);
    await expect(listRow(page, 'J')).toContainText('empty');
    await expect(cell(page, 'J', 'A')).toHaveAttribute('data-value', '');
  });

  test('the Code tab highlights the line the current step runs, in each language', async ({ page }) => {
    // Below 1280 px the listing is in the Code tab.
    await page.setViewportSize({ width: 1024, height: 900 });
    // On a frozen clock the run is still playing when Pause is pressed, however slow the machine; once
    // it is paused, time runs again for the rest of the page (the Code tab's listing).
    const clock = await installFrozenClock(page);
    const { panel } = await openGraphsPage(page);
    await clock.freeze();
    await run(panel, 'Has edge', { from: 'A', to: 'H' });
    await page.getByRole('group', { name: 'Playback' }).getByRole('button', { name: 'Pause' }).click();
    await page.clock.resume();
    await page.getByRole('slider', { name: 'Step' }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Code' }).click();
    const current = page.locator('[data-current]').first();
    await expect(current).toContainText('return i;');
    await page.getByRole('button', { name: 'Python' }).click();
    await expect(page.locator('[data-current]').first()).toContainText('if u == v:');
    await page.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(page.locator('[data-current]').first()).toContainText('return i;');
    await page.getByRole('tab', { name: 'Information' }).click();
    await expect(page.getByRole('table').getByRole('row', { name: /Has edge/ })).toContainText('O(deg(u))');
  });

  test('has the same player controls as the Heaps page, with the scrubber there before any operation', async ({
    page,
  }) => {
    const controls = async () => {
      const playback = page.getByRole('group', { name: 'Playback' });
      await expect(playback).toBeVisible();
      return {
        buttons: await playback
          .getByRole('button')
          .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent)),
        sliders: [
          await page.getByRole('slider', { name: 'Step' }).count(),
          await page.getByRole('slider', { name: 'Speed' }).count(),
        ],
        share: await page.getByRole('button', { name: /^Share this / }).textContent(),
      };
    };
    await page.goto('/data-structures/heaps?renderer=canvas');
    await appReady(page);
    const heaps = await controls();
    await openGraphsPage(page);
    await expect(page.getByRole('slider', { name: 'Step' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Speed' })).toBeVisible();
    expect(await controls()).toEqual(heaps);
  });

  test('the scrubber moves the scene through the run, and the share link reopens it at its step', async ({
    page,
  }) => {
    const clock = await installFrozenClock(page);
    const { figure, panel } = await openGraphsPage(page);
    await clock.freeze();
    await run(panel, 'Remove vertex', { vertex: 'A' });
    await page.getByRole('button', { name: 'Pause' }).click();
    const scrubber = page.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('End');
    await expect(figure.locator('li[data-node="A"]')).toHaveCount(0);
    await expect(page.getByTestId('operation-result')).toHaveText('Vertex A removed with 2 edges');
    await scrubber.press('Home');
    await expect(scrubber).toHaveValue('0');
    await expect(figure.locator('li[data-node="A"]')).toHaveCount(1);
    await expect(page.getByTestId('operation-result')).toHaveCount(0);
    for (let i = 0; i < 3; i++) await scrubber.press('ArrowRight');
    await expect(scrubber).toHaveValue('3');
    const said = await figure.locator('[aria-live="polite"]').textContent();
    await expect(figure.locator('li[data-edge="A-B"]')).toHaveAttribute('data-state', 'rejected');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share this run' }).click();
    const url = await page.getByLabel(/Link copied/).inputValue();
    expect(url).toMatch(/[?&]op=removeVertex&vertex=A&step=3$/);
    // The link opens in real time, paused at its step.
    await page.clock.resume();
    await page.goto(`${url}&renderer=canvas`);
    await appReady(page);
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(figure.locator('[aria-live="polite"]')).toHaveText(said ?? '');
    await expect(figure.locator('li[data-edge="A-B"]')).toHaveAttribute('data-state', 'rejected');
  });

  test('a link whose graph cannot be opened says why and opens the textbook graph', async ({ page }) => {
    const { figure } = await openGraphsPage(page, 'graph=un_A.B_A-A');
    await expect(page.getByTestId('link-notice')).toHaveText(
      "This link's graph could not be opened: edge A–A goes from a vertex to itself.",
    );
    await expect(figure.locator('li[data-node]')).toHaveCount(graphPreset('textbook').vertices.length);
    // A link that opens says nothing.
    await openGraphsPage(page);
    await expect(page.getByTestId('link-notice')).toHaveCount(0);
  });

  test('fits a 375 px phone and has no serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { panel } = await openGraphsPage(page);
    await run(panel, 'Neighbours', { vertex: 'A' });
    await stepToEnd(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
  });
});
