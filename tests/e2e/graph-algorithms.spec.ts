import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';
import { installFrozenClock } from './clock';
import { graphPreset } from '@/core/graph';

async function openGraphPage(page: Page, query = '') {
  await page.goto(`/algorithms/graph?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#graph-visualizer');
  const figure = card.locator('figure[data-scene="graph"]');
  await figure.locator('li[data-node]').first().waitFor({ state: 'attached' });
  return { card, figure };
}

/** The edge list and edit forms load when their section comes near the screen. */
async function openBuilder(card: Locator) {
  await card.getByRole('heading', { name: 'Build the graph' }).scrollIntoViewIfNeeded();
  await card.getByLabel('Edge list', { exact: true }).waitFor();
}

async function chooseAlgorithm(card: Locator, name: string) {
  await card.getByRole('group', { name: 'Algorithm' }).getByRole('button', { name, exact: true }).click();
}

/** Moves the step scrubber to its last frame with the keyboard. */
async function stepToEnd(card: Locator) {
  const scrubber = card.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

async function distances(figure: Locator): Promise<Record<string, string>> {
  return figure
    .locator('li[data-node]')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [item.getAttribute('data-node'), item.getAttribute('data-dist')]),
      ),
    );
}

test.describe('graph algorithms page on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 });

  test('the scene’s first frame draws every vertex’s name and distance and every weight', async ({
    page,
  }) => {
    // A busy phone: the frames that draw the scene come slowly, so a label left for a later frame shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const { card, figure } = await openGraphPage(page);
    await figure.scrollIntoViewIfNeeded();
    const host = figure.locator('[data-labels]');
    await host.waitFor({ state: 'attached', timeout: 30_000 });
    const labels = async () => JSON.parse((await host.getAttribute('data-labels')) ?? '[]') as string[];
    const drawn = await labels();
    expect(drawn.filter((text) => /^[A-Z]$/.test(text)).sort()).toEqual([...'ABCDEFGHI']);
    // Nothing is reached before the first step: nine '∞' under the vertices.
    expect(drawn.filter((text) => text === '∞')).toHaveLength(9);
    expect(drawn).toHaveLength(9 + 9 + 14);
    // Drawn in the scene's first frame: none waited for a later one.
    expect(await host.getAttribute('data-labels-drawn-at')).toBe(
      await host.getAttribute('data-scene-drawn-at'),
    );

    // A step's new distances are drawn too.
    await stepToEnd(card);
    await expect.poll(async () => (await labels()).filter((text) => text === '∞')).toEqual([]);
  });
});

test.describe('graph algorithms page', () => {
  test('the colour key tells a vertex not reached (an empty ring) from a finished one (a solid disc)', async ({
    page,
  }) => {
    const { card } = await openGraphPage(page);
    const key = card.getByRole('list', { name: 'Colour key' });
    await expect(key.locator('li')).toHaveText([
      'Not reached',
      'Current',
      'Waiting (frontier)',
      'Finished',
      'In the tree',
      'On the path',
    ]);
    const swatch = (state: string) =>
      key.locator(`li[data-state="${state}"] > span`).evaluate((element) => {
        const style = getComputedStyle(element);
        return { fill: style.backgroundColor, border: style.borderTopWidth, radius: style.borderRadius };
      });
    const notReached = await swatch('default');
    const finished = await swatch('visited');
    // Told apart by shape as well as colour: an empty ring against a filled disc.
    expect(notReached.fill).toBe('rgba(0, 0, 0, 0)');
    expect(notReached.border).not.toBe('0px');
    expect(finished.fill).not.toBe('rgba(0, 0, 0, 0)');
    expect(finished.border).toBe('0px');
  });

  test('BFS on the textbook graph visits level by level and shows every distance', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Graph Algorithms');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Breadth-First Search');
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await expect(figure.locator('li[data-edge]')).toHaveCount(14);
    await expect(figure.locator('li[data-edge="A-B"]')).toHaveAttribute('data-weight', '4');
    // Before the first step nothing is reached.
    await expect(figure.locator('li[data-node="E"]')).toHaveAttribute('data-dist', '∞');

    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('[aria-live="polite"]')).not.toHaveText(/^Ready/);

    await stepToEnd(card);
    expect(await distances(figure)).toEqual({
      A: '0',
      B: '1',
      C: '2',
      D: '3',
      E: '4',
      F: '3',
      G: '2',
      H: '1',
      I: '2',
    });
    await expect(card.getByTestId('visit-order')).toHaveText('A → B → H → C → G → I → D → F → E');
    await expect(figure.locator('li[data-node="B"]')).toHaveAttribute('data-parent', 'A');
  });

  test('Dijkstra finds the shortest distances and marks the path to the target', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await chooseAlgorithm(card, "Dijkstra's");
    await expect(card.getByRole('heading', { level: 2 })).toHaveText("Dijkstra's Algorithm");
    await card.getByLabel('Target', { exact: true }).selectOption('E');
    await stepToEnd(card);
    expect(await distances(figure)).toEqual({
      A: '0',
      B: '4',
      C: '12',
      D: '19',
      E: '21',
      F: '11',
      G: '9',
      H: '8',
      I: '14',
    });
    // A–H–G–F–E is the shortest way to E (8 + 1 + 2 + 10 = 21).
    for (const edge of ['A-H', 'G-H', 'F-G', 'E-F']) {
      await expect(figure.locator(`li[data-edge="${edge}"]`)).toHaveAttribute('data-state', 'path');
    }
    await expect(figure.locator('li[data-node="E"]')).toHaveAttribute('data-state', 'path');
    const relaxations = card.locator('dt', { hasText: 'Relaxations' }).locator('+ dd');
    await expect(relaxations).not.toHaveText('0');
  });

  test('equal distances leave the queue in label order, as the Information tab states: B before AA', async ({
    page,
  }) => {
    const { card, figure } = await openGraphPage(page);
    await openBuilder(card);
    await card.getByLabel('Edge list', { exact: true }).fill('S B 1\nS AA 1\nB C 1\nAA C 1');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await chooseAlgorithm(card, "Dijkstra's");
    await card.getByLabel('Source', { exact: true }).selectOption('S');
    await card.getByLabel('Target', { exact: true }).selectOption('C');
    await stepToEnd(card);
    await expect(figure.locator('[aria-live="polite"]')).toHaveText(
      'The queue is empty. Shortest path from S to C: S–B–C, total weight 2',
    );
    for (const edge of ['S-B', 'B-C'])
      await expect(figure.locator(`li[data-edge="${edge}"]`)).toHaveAttribute('data-state', 'path');
    await page.getByRole('tab', { name: 'Information' }).click();
    await expect(page.getByText(/so B comes before AA and AA before AB\./)).toBeVisible();
  });

  test("Prim and Kruskal build the textbook graph's minimum spanning tree of weight 37", async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    for (const name of ["Prim's", "Kruskal's"]) {
      await chooseAlgorithm(card, name);
      await stepToEnd(card);
      await expect(card.getByText('Total weight:')).toContainText('37');
      await expect(figure.locator('li[data-edge][data-state="tree"]')).toHaveCount(8);
    }
    await expect(card.getByRole('table', { name: 'Distances and parents' })).toContainText('set parent');
  });

  test('an edge list draws the graph it describes, and a bad line changes nothing', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await openBuilder(card);
    const edgeList = card.getByLabel('Edge list', { exact: true });
    await edgeList.fill('A B 2\nB C x\nC');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(card.getByRole('alert').filter({ hasText: 'line 2' })).toContainText(
      'line 2: weight must be a number',
    );
    await expect(figure.locator('li[data-node]')).toHaveCount(9);

    await edgeList.fill('P Q 3\nQ R 4\nP R 9\nS');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(figure.locator('li[data-node]')).toHaveCount(4);
    await expect(figure.locator('li[data-edge]')).toHaveCount(3);
    await expect(figure.locator('li[data-edge="P-R"]')).toHaveAttribute('data-weight', '9');
    await expect(card.getByLabel('Graph', { exact: true })).toHaveValue('');
    // BFS from P never reaches the lone vertex S.
    await stepToEnd(card);
    await expect(figure.locator('li[data-node="S"]')).toHaveAttribute('data-dist', '∞');
    await expect(figure.locator('li[data-node="R"]')).toHaveAttribute('data-dist', '1');
  });

  test('a graph is built by pointer: tap to add vertices, drag between them for an edge, tap to delete', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    const { card, figure } = await openGraphPage(page);
    const surface = card.locator('[data-edit-mode]');
    await card.locator('canvas').waitFor({ state: 'attached' });
    // The learner scrolls the drawing up from under the media bar that stays at the window's bottom.
    await surface.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await surface.boundingBox();
    if (!box) throw new Error('The drawing surface has no box');
    const spot = (fx: number, fy: number) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height });
    const first = spot(0.62, 0.5);
    const second = spot(0.84, 0.5);

    // The canvas opens on Move: a tap on empty space adds nothing until Add is chosen.
    const tools = card.getByRole('group', { name: 'Pointer edits' });
    await expect(tools.getByRole('button', { name: 'Move' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.click(first.x, first.y);
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await tools.getByRole('button', { name: 'Add' }).click();
    await page.mouse.click(first.x, first.y);
    await expect(figure.locator('li[data-node]')).toHaveCount(10);
    await expect(figure.locator('li[data-node="J"]')).toHaveCount(1);
    await page.mouse.click(second.x, second.y);
    await expect(figure.locator('li[data-node="K"]')).toHaveCount(1);

    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    await page.mouse.move((first.x + second.x) / 2, first.y, { steps: 4 });
    await page.mouse.move(second.x, second.y, { steps: 4 });
    await page.mouse.up();
    await expect(figure.locator('li[data-edge="J-K"]')).toHaveCount(1);
    await expect(card.getByLabel('Graph', { exact: true })).toHaveValue('');

    await tools.getByRole('button', { name: 'Delete' }).click();
    await page.mouse.click(second.x, second.y);
    await expect(figure.locator('li[data-node="K"]')).toHaveCount(0);
    await expect(figure.locator('li[data-edge="J-K"]')).toHaveCount(0);
  });

  test('a stray tap on the canvas after a finished run keeps the run', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await stepToEnd(card);
    const scrubber = card.getByRole('slider', { name: 'Step' });
    const last = (await scrubber.getAttribute('max')) ?? '';
    expect(Number(last)).toBeGreaterThan(0);
    await expect(scrubber).toHaveValue(last);
    const box = await card.locator('[data-edit-mode]').boundingBox();
    if (!box) throw new Error('The drawing surface has no box');
    await page.mouse.click(box.x + 0.62 * box.width, box.y + 0.5 * box.height);
    await expect(figure.locator('li[data-node]')).toHaveCount(9);
    await expect(scrubber).toHaveValue(last);
  });

  test('the same edits work from the keyboard, and refused ones say why', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    const showTools = card.getByRole('button', { name: 'Show the edge list and edit forms' });
    await showTools.focus();
    await page.keyboard.press('Enter');
    await card.getByLabel('Edge list', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Add vertex' }).click();
    await expect(figure.locator('li[data-node="J"]')).toHaveCount(1);
    await card.getByLabel('From', { exact: true }).selectOption('J');
    await card.getByLabel('To', { exact: true }).selectOption('A');
    await card.getByLabel('Weight', { exact: true }).fill('6');
    await card.getByRole('button', { name: 'Add edge' }).click();
    await expect(figure.locator('li[data-edge="J-A"]')).toHaveAttribute('data-weight', '6');
    await card.getByRole('button', { name: 'Add edge' }).click();
    await expect(card.getByTestId('edit-error')).toHaveText('The edge J–A is already there');
    await card.getByLabel('Vertex', { exact: true }).selectOption('J');
    await card.getByRole('button', { name: 'Remove vertex' }).click();
    await expect(figure.locator('li[data-node="J"]')).toHaveCount(0);
    await expect(figure.locator('li[data-edge="J-A"]')).toHaveCount(0);
  });

  test('bad input gets a clear message and no run', async ({ page }) => {
    const { card } = await openGraphPage(page);
    await chooseAlgorithm(card, "Dijkstra's");
    await openBuilder(card);
    await card.getByLabel('Edge list', { exact: true }).fill('A B 3\nB C -2');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(card.getByTestId('graph-problem')).toContainText('non-negative');
    await expect(card.getByTestId('graph-problem')).toContainText('-2');
    await expect(card.getByRole('slider', { name: 'Step' })).toBeDisabled();

    await card.getByLabel('Graph', { exact: true }).selectOption('dag');
    await chooseAlgorithm(card, "Prim's");
    await expect(card.getByTestId('graph-problem')).toHaveText("Prim's algorithm needs an undirected graph");
    await chooseAlgorithm(card, "Kruskal's");
    await expect(card.getByTestId('graph-problem')).toHaveText(
      "Kruskal's algorithm needs an undirected graph",
    );
  });

  test('Kruskal on a disconnected graph says it built a spanning forest', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await card.getByLabel('Graph', { exact: true }).selectOption('disconnected');
    await chooseAlgorithm(card, "Kruskal's");
    await stepToEnd(card);
    await expect(figure.locator('[aria-live="polite"]')).toContainText('forest');
  });

  test('playing runs the steps on the step timer', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const { card } = await openGraphPage(page);
    await card.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    await card.getByRole('button', { name: 'Visualize' }).click();
    // Play starts in the task after the click: the step timer is set once Pause shows.
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Speed 50: one step every 200 ms.
    await page.clock.runFor(1000);
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await card.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(1000);
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('5');
  });

  test('the keyboard drives the player: arrows step, R resets', async ({ page }) => {
    const { card } = await openGraphPage(page);
    await card.getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await page.keyboard.press('ArrowLeft');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('2');
    await page.keyboard.press('r');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('0');
  });

  test('a shared link reopens the same graph, algorithm, source, target and step', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await openBuilder(card);
    await card.getByLabel('Edge list', { exact: true }).fill('A B 1\nB C 1\nA C 5\nC D 1');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await chooseAlgorithm(card, "Dijkstra's");
    await card.getByLabel('Source', { exact: true }).selectOption('B');
    await card.getByLabel('Target', { exact: true }).selectOption('D');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    const narration = await figure.locator('[aria-live="polite"]').textContent();

    const { card: reopened, figure: again } = await openGraphPage(page, url.split('?')[1]);
    await expect(reopened.getByRole('heading', { level: 2 })).toHaveText("Dijkstra's Algorithm");
    await expect(again.locator('li[data-node]')).toHaveCount(4);
    await expect(reopened.getByLabel('Source', { exact: true })).toHaveValue('B');
    await expect(reopened.getByLabel('Target', { exact: true })).toHaveValue('D');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('2');
    await expect(again.locator('[aria-live="polite"]')).toHaveText(narration ?? '');
  });

  test('the code listing beside the canvas highlights the line each step runs', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { card } = await openGraphPage(page);
    const beside = card.getByTestId('code-beside');
    await expect(beside).toBeVisible();
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(beside.locator('[data-current]').first()).toBeVisible();
  });

  test('fits a 375 px phone and has no serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { card } = await openGraphPage(page);
    await card.getByRole('button', { name: 'Step forward' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('a link whose graph cannot be opened says why and opens the textbook graph', async ({ page }) => {
    const { figure } = await openGraphPage(page, 'algo=bfs&graph=hello');
    await expect(page.getByTestId('link-notice')).toHaveText(
      "This link's graph could not be opened: it is not a graph as this site writes them.",
    );
    await expect(figure.locator('li[data-node]')).toHaveCount(graphPreset('textbook').vertices.length);
  });
});
