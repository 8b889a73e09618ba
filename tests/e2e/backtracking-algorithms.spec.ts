import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';

async function openBacktrackingPage(page: Page, query = '') {
  await page.goto(`/algorithms/backtracking?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#backtracking-visualizer');
  await card.getByRole('heading', { level: 2 }).waitFor();
  return card;
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

const tree = (card: Locator) => card.locator('figure[data-scene="recursion-tree"]');
const calls = (card: Locator) => tree(card).locator('li[data-call][data-depth][data-state]');
const narration = (card: Locator) => tree(card).locator('[aria-live="polite"]');
const result = (card: Locator) => card.locator('output[data-result]');

test.describe('backtracking page', () => {
  test('subsets of [1, 2, 3]: every call records a subset, and the tree grows choose by choose', async ({
    page,
  }) => {
    const card = await openBacktrackingPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backtracking');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Subsets');
    await expect(card.getByLabel('Numbers')).toHaveValue('1, 2, 3');
    await expect(narration(card)).toHaveText('Ready: Subsets on [1, 2, 3]');
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await expect(narration(card)).toHaveText('Record [] as subset 1');
    await expect(calls(card)).toHaveCount(1);
    await expect(calls(card).first()).toHaveAttribute('data-state', 'solution');
    await forward.click();
    await expect(narration(card)).toHaveText('Choose 1 after [] and explore: backtrack(1)');
    const chosen = tree(card).locator('li[data-call="1"]');
    await expect(chosen).toHaveAttribute('data-depth', '1');
    await expect(chosen).toHaveAttribute('data-state', 'active');
    await expect(chosen).toHaveAttribute('data-current', 'true');
    await expect(chosen).toHaveAttribute('data-choice', '1');
    await expect(card.getByTestId('bt-path')).toHaveText('[1]');
    await expect(card.getByTestId('backtracking-answer')).toHaveText('Answer: shown at the last step');

    await stepToEnd(card);
    await expect(result(card)).toHaveText('[[], [1], [1, 2], [1, 2, 3], [1, 3], [2], [2, 3], [3]]');
    await expect(calls(card)).toHaveCount(8);
    await expect(tree(card).locator('li[data-state="solution"]')).toHaveCount(8);
    await expect(card.getByTestId('bt-solutions').locator('li')).toHaveCount(8);
    await expect(card.locator('dl')).toContainText('Recursive calls8');
    await expect(card.locator('dl')).toContainText('Pruned0');
    expect(await tree(card).locator('canvas').screenshot()).toBeTruthy();
  });

  test('permutations of [1, 2, 3] prune every number already on the path', async ({ page }) => {
    const card = await openBacktrackingPage(page);
    await chooseAlgorithm(card, 'Permutations');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Permutations');
    await stepToEnd(card);
    await expect(result(card)).toHaveText(
      '[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]',
    );
    await expect(calls(card)).toHaveCount(31);
    await expect(tree(card).locator('li[data-state="pruned"]')).toHaveCount(15);
    await expect(tree(card).locator('li[data-state="solution"][data-depth="3"]')).toHaveCount(6);
    await expect(tree(card).locator('li[data-state="done"]')).toHaveCount(10);
    await expect(card.locator('dl')).toContainText('Pruned15');
    await expect(card.locator('dl')).toContainText('Solutions6');
  });

  test('combination sum finds [[2, 2, 3], [7]] for [2, 3, 6, 7] and 7, collecting them as found', async ({
    page,
  }) => {
    const card = await openBacktrackingPage(page, 'algo=combinationSum');
    await expect(card.getByLabel('Candidates; target')).toHaveValue('2, 3, 6, 7; 7');
    const skip = card.getByTestId('skip-to-solution');
    await skip.click();
    await expect(narration(card)).toHaveText('[2, 2, 3] adds up to 7: record it as combination 1');
    await expect(card.getByTestId('bt-solutions').locator('li')).toHaveText(['[2, 2, 3]']);
    await expect(tree(card).locator('li[data-current="true"]')).toHaveAttribute('data-state', 'solution');
    await expect(tree(card).locator('li[data-state="pruned"]')).toHaveCount(1);
    await skip.click();
    await expect(card.getByTestId('bt-solutions').locator('li')).toHaveText(['[2, 2, 3]', '[7]']);
    await expect(skip).toBeDisabled();
    await stepToEnd(card);
    await expect(result(card)).toHaveText('[[2, 2, 3], [7]]');
    await expect(tree(card).locator('li[data-state="pruned"]')).toHaveCount(7);
    await card.getByRole('button', { name: '[2, 3, 5], 8' }).click();
    await stepToEnd(card);
    await expect(result(card)).toHaveText('[[2, 2, 2, 2], [2, 3, 3], [3, 5]]');
  });

  test('4-Queens: the board and the tree, skipping from solution to solution', async ({ page }) => {
    const card = await openBacktrackingPage(page, 'algo=nQueens');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('N-Queens');
    const board = card.locator('figure[data-scene="board"]');
    const queens = board.locator('li[data-row][data-col][data-state="queen"]');
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await forward.click();
    await expect(narration(card)).toHaveText('(1, 0) is in the column of the queen at (0, 0): prune it');
    await expect(queens).toHaveCount(1);
    await expect(board.locator('li[data-state="pruned"]')).toHaveAttribute('data-row', '1');
    await expect(tree(card).locator('li[data-state="pruned"]')).toHaveCount(1);

    const skip = card.getByTestId('skip-to-solution');
    await skip.click();
    await expect(narration(card)).toHaveText('Every row has a queen: solution 1, columns [1, 3, 0, 2]');
    expect(await queens.evaluateAll((li) => li.map((q) => q.getAttribute('data-col')))).toEqual([
      '1',
      '3',
      '0',
      '2',
    ]);
    await skip.click();
    expect(await queens.evaluateAll((li) => li.map((q) => q.getAttribute('data-col')))).toEqual([
      '2',
      '0',
      '3',
      '1',
    ]);
    await expect(skip).toBeDisabled();
    await stepToEnd(card);
    await expect(result(card)).toHaveText('2 solutions');
    await expect(card.locator('dl')).toContainText('Recursive calls17');
    expect(await board.locator('canvas').screenshot()).toBeTruthy();
  });

  test('8-Queens follows the current path through thousands of calls and finds 92 solutions', async ({
    page,
  }) => {
    const card = await openBacktrackingPage(page, 'algo=nQueens&n=8&step=900');
    const skip = card.getByTestId('skip-to-solution');
    await skip.click();
    await expect(card.getByTestId('bt-solutions').locator('li')).toHaveText(['[0, 4, 7, 5, 2, 6, 1, 3]']);
    await expect(card.getByTestId('bt-tree-key')).toContainText('The tree follows the current path');
    const drawn = await calls(card).count();
    expect(drawn).toBeGreaterThan(9);
    expect(drawn).toBeLessThanOrEqual(81);
    await expect(tree(card).locator('li[data-current="true"]')).toHaveAttribute('data-depth', '8');
    await stepToEnd(card);
    await expect(result(card)).toHaveText('92 solutions');
    await expect(card.locator('dl')).toContainText('Recursive calls2,057');
    await expect(card.locator('dl')).toContainText('Solutions92');
    await expect(card.getByTestId('bt-solutions').locator('li')).toHaveCount(12);
  });

  test('every invalid input gets a clear message beside its field', async ({ page }) => {
    const card = await openBacktrackingPage(page, 'algo=nQueens');
    const problem = card.getByTestId('backtracking-problem');
    const n = card.getByLabel('Board size n');
    const cases: [string, string][] = [
      ['3', 'n must be from 4 to 10 (3 is out of range)'],
      ['11', 'n must be from 4 to 10 (11 is out of range)'],
      ['eight', '“eight” is not a whole number: enter n from 4 to 10'],
      ['', "Enter n, the board's size: a whole number from 4 to 10"],
    ];
    for (const [text, message] of cases) {
      await n.fill(text);
      await expect(problem).toHaveText(message);
      await expect(n).toHaveAttribute('aria-invalid', 'true');
      await expect(card.locator('figure[data-scene="recursion-tree"]')).toHaveCount(1);
    }
    await n.fill('6');
    await expect(problem).toHaveCount(0);
    await chooseAlgorithm(card, 'Subsets');
    const numbers = card.getByLabel('Numbers');
    await numbers.fill('1, 2, 3, 4, 5, 6, 7');
    await expect(problem).toHaveText('Too many numbers: at most 6, so the tree stays readable (there are 7)');
    await numbers.fill('1, 1');
    await expect(problem).toHaveText('1 appears twice: the numbers must all be different');
    await chooseAlgorithm(card, 'Combination Sum');
    await card.getByLabel('Candidates; target').fill('2, 3, 6, 7');
    await expect(problem).toHaveText(
      'Write the candidates, a semicolon, then the target, like 2, 3, 6, 7; 7',
    );
  });

  test('a shared link reopens the same algorithm, input and step', async ({ page }) => {
    const card = await openBacktrackingPage(page, 'algo=combinationSum');
    await card.getByLabel('Candidates; target').fill('3, 5, 4; 12');
    for (let i = 0; i < 5; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=combinationSum');
    const said = await narration(card).textContent();

    const reopened = await openBacktrackingPage(page, url.split('?')[1]);
    await expect(reopened.getByLabel('Candidates; target')).toHaveValue('3, 5, 4; 12');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await expect(narration(reopened)).toHaveText(said ?? '');
  });

  test('practice asks whether a branch is pruned, and which choice comes next', async ({ page }) => {
    const card = await openBacktrackingPage(page, 'algo=nQueens');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    await expect(question).toContainText(
      "Next the search tries square (0, 0), row 0's column 0: will this branch be pruned?",
    );
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('1');
    await question.getByRole('button', { name: 'No: it is chosen and explored' }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText('Right: No: it is chosen and explored');
    await expect(narration(card)).toHaveText("(0, 0) is safe: place row 0's queen there and explore row 1");
    // Two prunes later: which column row 1's queen goes in, among those not tried yet.
    const forward = card.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await expect(question).toContainText("Which column gets row 1's queen next?");
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('4');
    await question.getByRole('button', { name: '2', exact: true }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText('Right: 2');
    await expect(tree(card).locator('li[data-current="true"]')).toHaveAttribute('data-choice', '2');
  });

  test('the code listing highlights the line each step runs', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openBacktrackingPage(page, 'algo=nQueens&step=3');
    const beside = card.getByTestId('code-beside');
    await expect(beside.locator('[data-current]')).toHaveText(/if \(!isSafe\(row, col\)\) continue;/);
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/if not is_safe\(row, col\): continue/);
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/if \(!isSafe\(queens, row, col\)\) continue;/);
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of ['algo=subsets&step=9', 'algo=combinationSum&step=12', 'algo=nQueens&n=8&step=700']) {
      const card = await openBacktrackingPage(page, query);
      await card.locator('canvas').first().waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
