/**
 * Topological sorts and Bellman-Ford on the Graph Algorithms page: each textbook answer through the
 * result element and the mirror, the refusals, a shared link, practice, a phone and accessibility.
 */
import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';

async function openGraphPage(page: Page, query = '') {
  await page.goto(`/algorithms/graph?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#graph-visualizer');
  const figure = card.locator('figure[data-scene="graph"]');
  await figure.locator('li[data-node]').first().waitFor({ state: 'attached' });
  return { card, figure };
}

async function chooseAlgorithm(card: Locator, name: string) {
  await card.getByRole('group', { name: 'Algorithm' }).getByRole('button', { name, exact: true }).click();
}

async function stepToEnd(card: Locator) {
  const scrubber = card.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

/** Each vertex's value of one mirror attribute (null when it has none). */
async function attributeOf(figure: Locator, name: string): Promise<Record<string, string | null>> {
  return figure
    .locator('li[data-node]')
    .evaluateAll(
      (items, attribute) =>
        Object.fromEntries(
          items.map((item) => [item.getAttribute('data-node'), item.getAttribute(attribute)]),
        ),
      name,
    );
}

const COURSES_KAHN = 'CAL, DIS, PRG, LIN, DS, DB, OS, ALG, ML';

test.describe('topological sort', () => {
  test("Kahn's algorithm orders the course prerequisites, with the in-degree table, the queue and data-order", async ({
    page,
  }) => {
    const { card, figure } = await openGraphPage(page);
    await card.getByLabel('Graph', { exact: true }).selectOption('courses');
    await chooseAlgorithm(card, 'Topological (Kahn)');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Topological Sort (Kahn)');
    await expect(card.getByLabel('Source', { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Step forward' }).click();
    const table = card.getByRole('table', { name: 'Distances and parents' });
    await expect(table.locator('tr', { hasText: 'in-degree' })).toContainText(
      '0 0 0 1 2 2 1 1 2'.replace(/ /g, ''),
    );
    await expect(card.getByTestId('frontier')).toHaveText('CAL  DIS  PRG');
    await expect(figure.locator('li[data-order]')).toHaveCount(0);
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('li[data-node="CAL"]')).toHaveAttribute('data-order', '1');

    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText(COURSES_KAHN);
    await expect(card.getByTestId('topological-order')).toHaveText(COURSES_KAHN);
    const order = await attributeOf(figure, 'data-order');
    expect(
      COURSES_KAHN.split(', ')
        .map((v) => order[v])
        .join(' '),
    ).toBe('1 2 3 4 5 6 7 8 9');
    await expect(figure.locator('[aria-live="polite"]')).toContainText(`Topological order: ${COURSES_KAHN}`);
  });

  test('the depth-first sort reverses its finishing order', async ({ page }) => {
    const { card, figure } = await openGraphPage(page, 'algo=topoDfs&preset=courses');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Topological Sort (DFS)');
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('PRG, DIS, CAL, LIN, DS, ALG, ML, OS, DB');
    await expect(card.getByTestId('finishing-order')).toHaveText('DB, OS, ML, ALG, DS, LIN, CAL, DIS, PRG');
    await expect(figure.locator('li[data-node="PRG"]')).toHaveAttribute('data-order', '1');
    await expect(figure.locator('li[data-node="DB"]')).toHaveAttribute('data-order', '9');
  });

  test('a graph with a cycle is refused with the cycle named, and an undirected one too', async ({
    page,
  }) => {
    const { card } = await openGraphPage(page, 'algo=topoKahn&preset=courses');
    await card.getByRole('heading', { name: 'Build the graph' }).scrollIntoViewIfNeeded();
    const edgeList = card.getByLabel('Edge list', { exact: true });
    await edgeList.fill('D A\nA B\nB C\nC A');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(card.getByTestId('graph-problem')).toHaveText(
      'The graph has a cycle, so it has no topological order: A -> B -> C -> A. Remove one of its edges to run',
    );
    // The player stays, turned off, until the graph can be ordered.
    await expect(card.getByRole('slider', { name: 'Step' })).toBeDisabled();
    await chooseAlgorithm(card, 'Topological (DFS)');
    await expect(card.getByTestId('graph-problem')).toContainText('A -> B -> C -> A');

    await card.getByLabel('Graph', { exact: true }).selectOption('textbook');
    await expect(card.getByTestId('graph-problem')).toHaveText(
      'A topological order needs a directed graph: switch Directed on, or pick the Course prerequisites or Directed acyclic graph preset',
    );
  });

  test('on the default undirected graph the player stays and one click makes the graph directed', async ({
    page,
  }) => {
    const { card } = await openGraphPage(page);
    await chooseAlgorithm(card, 'Topological (Kahn)');
    await expect(card.getByTestId('graph-problem')).toContainText(
      'A topological order needs a directed graph',
    );
    await expect(card.getByRole('slider', { name: 'Step' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Visualize', exact: true })).toBeDisabled();
    const fixes = card.getByTestId('graph-problem-fixes');
    await expect(fixes.getByRole('button')).toHaveText([
      'Make it directed',
      'Load the Course prerequisites preset',
    ]);
    await fixes.getByRole('button', { name: 'Make it directed' }).click();
    await expect(card.getByTestId('graph-problem')).toHaveCount(0);
    await expect(card.getByRole('checkbox', { name: 'Directed' })).toBeChecked();
    await expect(card.getByRole('button', { name: 'Visualize', exact: true })).toBeEnabled();
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).not.toBeEmpty();
  });
});

test.describe('Bellman-Ford', () => {
  test('finds the textbook distances with negative weights, round by round', async ({ page }) => {
    const { card, figure } = await openGraphPage(page);
    await card.getByLabel('Graph', { exact: true }).selectOption('negative-weights');
    await chooseAlgorithm(card, "Dijkstra's");
    await expect(card.getByTestId('graph-problem')).toHaveText(
      "Dijkstra's algorithm needs non-negative weights: edge T→Z has weight -4",
    );
    await chooseAlgorithm(card, 'Bellman-Ford');
    await expect(card.getByLabel('Source', { exact: true })).toHaveValue('S');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('[aria-live="polite"]')).toHaveText(
      'Round 1 of at most 4: relax every edge in turn',
    );
    await expect(card.getByText('Rounds', { exact: true }).locator('..')).toContainText('1');

    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('S 0, T 2, X 4, Y 7, Z -2');
    expect(await attributeOf(figure, 'data-dist')).toEqual({ S: '0', T: '2', X: '4', Y: '7', Z: '-2' });
    expect(await attributeOf(figure, 'data-parent')).toEqual({ S: '', T: 'X', X: 'Y', Y: 'S', Z: 'T' });
    await expect(card.getByTestId('negative-cycle')).toHaveText('none found');
  });

  test('reports a reachable negative cycle with its vertices', async ({ page }) => {
    const { card, figure } = await openGraphPage(page, 'algo=bellmanFord&preset=negative-cycle');
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('negative cycle: B -> C -> D -> B');
    await expect(figure.locator('li[data-node][data-state="path"]')).toHaveCount(3);
    await expect(figure.locator('li[data-edge="D>B"]')).toHaveAttribute('data-state', 'path');
    await expect(figure.locator('[aria-live="polite"]')).toContainText('B -> C -> D -> B');
  });

  test('a typed edge list with negative weights runs, and a bad weight is refused', async ({ page }) => {
    const { card, figure } = await openGraphPage(page, 'algo=bellmanFord&preset=negative-weights');
    await card.getByRole('heading', { name: 'Build the graph' }).scrollIntoViewIfNeeded();
    const edgeList = card.getByLabel('Edge list', { exact: true });
    await edgeList.fill('A B 4\nA C 5\nC B -3\nB D 1000');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(card.getByRole('alert').filter({ hasText: 'line 4' })).toContainText(
      'line 4: weight must be between -999 and 999',
    );
    await edgeList.fill('A B 4\nA C 5\nC B -3\nB D 2');
    await card.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(figure.locator('li[data-node]')).toHaveCount(4);
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('A 0, B 2, C 5, D 4');
  });

  test('a shared link reopens the same graph, algorithm, source and step', async ({ page }) => {
    const { card, figure } = await openGraphPage(page, 'algo=bellmanFord&preset=negative-weights');
    await card.getByLabel('Source', { exact: true }).selectOption('T');
    for (let i = 0; i < 5; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    const narration = await figure.locator('[aria-live="polite"]').textContent();

    const { card: reopened, figure: again } = await openGraphPage(page, url.split('?')[1]);
    await expect(reopened.getByRole('heading', { level: 2 })).toHaveText('Bellman-Ford');
    await expect(reopened.getByLabel('Source', { exact: true })).toHaveValue('T');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await expect(again.locator('[aria-live="polite"]')).toHaveText(narration ?? '');
  });

  test('practice asks what dist becomes, negative values included', async ({ page }) => {
    const { card } = await openGraphPage(page, 'algo=bellmanFord&preset=negative-weights');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    const forward = card.getByRole('button', { name: 'Step forward' });
    for (let tries = 0; tries < 40; tries++) {
      if (await question.isVisible()) {
        if (((await question.locator('p').textContent()) ?? '').startsWith('What is dist[')) break;
        await question.getByRole('button').first().click();
      } else {
        await forward.click();
      }
    }
    const prompt = (await question.locator('p').textContent()) ?? '';
    expect(prompt).toMatch(/^What is dist\[[A-Z]\] after this step\?$/);
    // The narration of the step asked about says the answer: "..., so dist[V] = n".
    const vertex = /dist\[([A-Z])\]/.exec(prompt)?.[1] ?? '';
    const options = await question.getByRole('button').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(2);
    await question.getByRole('button').first().click();
    await expect(card.getByTestId('practice-feedback')).toHaveText(/^(Right|Not quite)/);
    expect(vertex).not.toBe('');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the new algorithms fit a 375 px phone with no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const query of [
      'algo=topoKahn&preset=courses&step=6',
      'algo=bellmanFord&preset=negative-cycle&step=40',
    ]) {
      const { card } = await openGraphPage(page, query);
      await expect(
        card.locator('output[data-result]').or(card.getByRole('slider', { name: 'Step' })),
      ).not.toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    }
  });
}
