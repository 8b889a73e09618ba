/**
 * Floyd-Warshall on the Graph Algorithms page: the textbook matrix through the result element and the
 * matrix mirror, a negative cycle on the diagonal, a shared link, practice, a phone and accessibility.
 */
import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { matrixLayout } from '@scenes/matrix/layout';
import { cellAt } from '@scenes/dp/layout';
import { GRAPH_ALGORITHMS } from '@/core/algorithms/graph/registry';
import { defaultGraphRun, encodeGraphRunConfig } from '@/core/algorithms/graph/runConfig';
import { parseEdgeList } from '@/core/graph';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';

async function openGraphPage(page: Page, query = '') {
  await page.goto(`/algorithms/graph?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#graph-visualizer');
  const figure = card.locator('figure[data-scene="graph"]');
  await figure.locator('li[data-node]').first().waitFor({ state: 'attached' });
  return { card, figure, matrix: card.locator('figure[data-scene="matrix"]') };
}

async function stepToEnd(card: Locator) {
  const scrubber = card.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

/** The matrix mirror's values, row by row, as 'A B C' strings. */
async function matrixRows(matrix: Locator): Promise<string[]> {
  return matrix.locator('li[data-row][data-col]').evaluateAll((items) => {
    const rows = new Map<string, string[]>();
    for (const item of items) {
      const row = item.getAttribute('data-row') ?? '';
      rows.set(row, [...(rows.get(row) ?? []), item.getAttribute('data-value') ?? '']);
    }
    return [...rows.values()].map((values) => values.join(' '));
  });
}

test.describe('Floyd-Warshall', () => {
  test('fills the textbook all-pairs matrix one k at a time (CLRS figure 25.4)', async ({ page }) => {
    const { card, figure, matrix } = await openGraphPage(page, 'algo=floydWarshall');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Floyd-Warshall');
    await expect(card.getByLabel('Graph', { exact: true })).toHaveValue('all-pairs');
    await expect(card.getByLabel('Source', { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Step forward' }).click();
    expect(await matrixRows(matrix)).toEqual([
      '0 3 8 ∞ -4',
      '∞ 0 ∞ 1 7',
      '∞ 4 0 ∞ ∞',
      '2 ∞ -5 0 ∞',
      '∞ ∞ ∞ 6 0',
    ]);
    for (let i = 0; i < 7; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('[aria-live="polite"]')).toHaveText(
      'k = A: dist[D][B] = ∞ > dist[D][A] + dist[A][B] = 2 + 3 = 5, improved',
    );
    const improved = matrix.locator('li[data-row="D"][data-col="B"]');
    await expect(improved).toHaveAttribute('data-value', '5');
    await expect(improved).toHaveAttribute('data-state', 'improved');
    await expect(matrix).toHaveAttribute('aria-label', 'Distance matrix, 5 × 5, k = A');

    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText(
      '20 of 20 ordered pairs have a shortest path',
    );
    expect(await matrixRows(matrix)).toEqual([
      '0 1 -3 2 -4',
      '3 0 -4 1 -1',
      '7 4 0 5 3',
      '2 -1 -5 0 -2',
      '8 5 1 6 0',
    ]);
    await expect(matrix.locator('li[data-state="default"]')).toHaveCount(25);
    await expect(card.getByText('Improvements', { exact: true }).locator('..')).toContainText('18');
    await expect(card.getByTestId('negative-cycle')).toHaveText('none found');
  });

  test('finds a negative cycle on the diagonal', async ({ page }) => {
    const { card, figure, matrix } = await openGraphPage(page, 'algo=floydWarshall&preset=negative-cycle');
    await stepToEnd(card);
    await expect(card.locator('output[data-result]')).toHaveText('negative cycle through B, C, D');
    for (const v of ['B', 'C', 'D'])
      await expect(matrix.locator(`li[data-row="${v}"][data-col="${v}"]`)).toHaveAttribute(
        'data-state',
        'negative',
      );
    await expect(matrix.locator('li[data-row="B"][data-col="A"]')).toHaveAttribute('data-value', '∞');
    await expect(figure.locator('li[data-node][data-state="path"]')).toHaveCount(3);
    await expect(card.getByTestId('negative-cycle')).toHaveText('through B, C, D');
  });

  test('the matrix shows only for Floyd-Warshall, and a shared link reopens the same step', async ({
    page,
  }) => {
    const { card, figure, matrix } = await openGraphPage(page, 'algo=bellmanFord&preset=negative-weights');
    await expect(matrix).toHaveCount(0);
    await card
      .getByRole('group', { name: 'Algorithm' })
      .getByRole('button', { name: 'Floyd-Warshall' })
      .click();
    await expect(matrix).toHaveCount(1);
    for (let i = 0; i < 9; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=floydWarshall');
    const narration = await figure.locator('[aria-live="polite"]').textContent();
    const rows = await matrixRows(matrix);

    const reopened = await openGraphPage(page, url.split('?')[1]);
    await expect(reopened.card.getByRole('heading', { level: 2 })).toHaveText('Floyd-Warshall');
    await expect(reopened.card.getByRole('slider', { name: 'Step' })).toHaveValue('9');
    await expect(reopened.figure.locator('[aria-live="polite"]')).toHaveText(narration ?? '');
    expect(await matrixRows(reopened.matrix)).toEqual(rows);
  });

  test('practice asks whether a cell improves through k', async ({ page }) => {
    const { card } = await openGraphPage(page, 'algo=floydWarshall');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    const forward = card.getByRole('button', { name: 'Step forward' });
    for (let tries = 0; tries < 40; tries++) {
      if (await question.isVisible()) {
        if (((await question.locator('p').textContent()) ?? '').includes('improve through')) break;
        await question.getByRole('button').first().click();
      } else {
        await forward.click();
      }
    }
    await expect(question.locator('p')).toHaveText(
      /^k = [A-E]: does dist\[[A-E]\]\[[A-E]\] improve through [A-E]\?$/,
    );
    await question.getByRole('button', { name: /^Yes/ }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText(/^(Right|Not quite)/);
  });
});

test.describe('Floyd-Warshall on a 1440x900 laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a matrix taller than its box scrolls to the cell being checked', async ({ page }) => {
    // A path of 18 vertices: an 18 × 18 matrix, taller than the window allows its box.
    const labels = [...'ABCDEFGHIJKLMNOPQR'];
    const parsed = parseEdgeList(
      labels
        .slice(1)
        .map((to, i) => `${labels[i]} ${to} 1`)
        .join('\n'),
      {
        directed: false,
        weighted: true,
      },
    );
    if (!('graph' in parsed)) throw new Error(parsed.errors.join('; '));
    const run = { ...defaultGraphRun('floydWarshall'), graph: parsed.graph, preset: null };
    // The first step that checks a cell of the last row.
    const trace = GRAPH_ALGORITHMS.floydWarshall.trace(parsed.graph, { source: null, target: null });
    let step = 1;
    while (!trace.frameAt(step).model.matrix?.state[17]?.includes('current')) step++;
    const checkedCol = trace.frameAt(step).model.matrix?.state[17]?.indexOf('current') ?? -1;

    const { matrix } = await openGraphPage(page, encodeGraphRunConfig({ ...run, step }));
    await expect(matrix.locator('li[data-state="current"]')).toHaveAttribute('data-row', 'R');
    const box = matrix.locator('[data-scrolls]');
    await expect(box).toHaveAttribute('data-scrolls', 'true');
    // A box that scrolls is a focusable region, so the keyboard can scroll it too.
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box).toHaveAttribute('role', 'region');
    const view = await box.evaluate((element) => ({
      width: element.clientWidth,
      height: element.clientHeight,
      left: element.scrollLeft,
      top: element.scrollTop,
    }));
    expect(view.height).toBeLessThan(900);
    const layout = matrixLayout({ labels, value: labels.map(() => labels.map(() => 0)) }, view.width);
    const cell = cellAt(layout, 17, checkedCol);
    expect(cell.y).toBeGreaterThanOrEqual(view.top);
    expect(cell.y + layout.cellHeight).toBeLessThanOrEqual(view.top + view.height);
    expect(cell.x).toBeGreaterThanOrEqual(view.left);
    expect(cell.x + layout.cellWidth).toBeLessThanOrEqual(view.left + view.width);
  });
});

test('Floyd-Warshall fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
  page,
}) => {
  await asPhoneInLight(page);
  for (const query of ['algo=floydWarshall&step=20', 'algo=floydWarshall&preset=negative-cycle&step=46']) {
    const { card, matrix } = await openGraphPage(page, query);
    await expect(matrix.locator('li[data-row]')).toHaveCount(25);
    await expect(card.getByRole('slider', { name: 'Step' })).not.toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
  }
});
