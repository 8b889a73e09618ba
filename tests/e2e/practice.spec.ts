import { axeFindings } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';
import { installFrozenClock } from './clock';
import { DataStructurePage } from './pages/DataStructurePage';

async function openLcs(page: Page) {
  await page.goto('/algorithms/dp?renderer=canvas&algo=lcs');
  await appReady(page);
  const card = page.locator('#dp-visualizer');
  await card.getByRole('heading', { level: 2 }).waitFor();
  return card;
}

/**
 * Sets the slowest animation speed (a step a second): an answered step plays on at once, and the next
 * question replaces the feedback, so a slow machine needs the time to read it.
 */
async function slowest(page: Page) {
  const speed = page.getByRole('slider', { name: 'Animation Speed' });
  await speed.focus();
  await speed.press('Home');
}

test.describe('practice: predict the next step', () => {
  test('answers by pointer, right and wrong, replays the mistake by keyboard, and keeps the accuracy', async ({
    page,
  }) => {
    const card = await openLcs(page);
    const practiceToggle = card.getByRole('button', { name: 'Practice' });
    await expect(practiceToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByTestId('practice')).toHaveCount(0);
    await practiceToggle.click();
    await expect(practiceToggle).toHaveAttribute('aria-pressed', 'true');
    const slider = card.getByRole('slider', { name: 'Step' });
    const question = card.getByTestId('practice-question');

    // The first question opens at once, before step 1 plays: dp[1][1] compares A with B.
    await expect(question).toContainText('What value goes into dp[1][1]?');
    await expect(slider).toHaveValue('1');
    await expect(question.getByRole('button').first()).toBeFocused();
    // Step forward waits for the answer.
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(slider).toHaveValue('1');
    expect(await axeFindings(page, { include: '#dp-visualizer' })).toEqual([]);

    await question.getByRole('button', { name: '1', exact: true }).click();
    const feedback = card.getByTestId('practice-feedback');
    await expect(feedback).toHaveText('Not quite. The answer is: 0');
    await expect(card.getByRole('status')).toHaveCount(1);
    await expect(slider).toHaveValue('2');
    const figure = card.locator('figure[data-scene="dp-table"]');
    await expect(figure.locator('li[data-row="1"][data-col="1"]')).toHaveAttribute('data-value', '0');
    await expect(card.getByTestId('practice-score')).toHaveText('Score 0 / 1');
    await expect(card.getByTestId('practice-streak')).toHaveText('Streak 0');

    // The mistake comes back, and this time the keyboard answers it.
    await card.getByRole('button', { name: 'Replay mistakes (1)' }).click();
    await expect(slider).toHaveValue('1');
    await expect(question).toContainText('What value goes into dp[1][1]?');
    await question.getByRole('button', { name: '0', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveText('Right: 0');
    await expect(card.getByTestId('practice-score')).toHaveText('Score 1 / 1');
    await expect(card.getByTestId('practice-streak')).toHaveText('Streak 1');
    await expect(card.getByTestId('practice-accuracy')).toHaveText('All-time accuracy here: 50% of 2');

    // Accuracy per topic is kept in this browser and shown on the progress page.
    await page.goto('/progress');
    await appReady(page);
    const row = page.getByTestId('practice-topics').locator('tr[data-topic="lcs"]');
    await expect(row.locator('td')).toHaveText(['Longest Common Subsequence', '2', '50% (1 right)']);
    await expect(page.getByTestId('practice-best-streak')).toHaveText('Best run of right answers: 1');
  });

  test('sorting asks whether each comparison swaps, answered with the keyboard alone', async ({ page }) => {
    await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=5&seed=7&preset=random');
    await appReady(page);
    const card = page.locator('#sorting-visualizer');
    const toggle = card.getByRole('button', { name: 'Practice' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const question = card.getByTestId('practice-question');
    await expect(question).toBeVisible();
    const prompt = (await question.locator('p').textContent()) ?? '';
    const match = /^Next, (\d+) \(index 0\) is compared with (\d+) \(index 1\)\. Will they swap\?$/.exec(
      prompt,
    );
    expect(match).not.toBeNull();
    const swaps = Number(match?.[1]) > Number(match?.[2]);
    // The arrow key's step waits for the answer too.
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('0');
    const right = question.getByRole('button', {
      name: swaps ? 'Yes, they swap' : 'No, they stay where they are',
    });
    await right.focus();
    await page.keyboard.press('Space');
    await expect(card.getByTestId('practice-feedback')).toHaveText(
      `Right: ${swaps ? 'Yes, they swap' : 'No, they stay where they are'}`,
    );
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('1');
    await expect(card.locator('figure[data-scene="bars"] [aria-live="polite"]')).toContainText('Compare');
  });

  test('playing stops before the next question and goes on once it is answered', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const card = await openLcs(page);
    await card.locator('figure[data-scene]').scrollIntoViewIfNeeded();
    await card.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    await card.getByRole('button', { name: 'Practice' }).click();
    await card.getByRole('button', { name: 'Visualize' }).click();
    await page.clock.runFor(3000);
    const slider = card.getByRole('slider', { name: 'Step' });
    await expect(slider).toHaveValue('1');
    const question = card.getByTestId('practice-question');
    await question.getByRole('button', { name: '0', exact: true }).click();
    await expect(slider).toHaveValue('2');
    // Speed 50 plays a step every 200 ms: on to the next question, two steps later.
    await page.clock.runFor(3000);
    await expect(slider).toHaveValue('4');
    await expect(question).toContainText('What value goes into dp[1][4]?');
  });

  test('turning Practice on opens the first question at once: sorting, DP and a structure page', async ({
    page,
  }) => {
    // Sorting, opened at a step between two questions: the run moves on to the next question, paused.
    await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=5&seed=7&preset=random&step=1');
    await appReady(page);
    const sorting = page.locator('#sorting-visualizer');
    const sortingSlider = sorting.getByRole('slider', { name: 'Step' });
    await expect(sortingSlider).toHaveValue('1');
    await sorting.getByRole('button', { name: 'Practice' }).click();
    const sortingQuestion = sorting.getByTestId('practice-question');
    await expect(sortingQuestion.locator('p')).toHaveText(/Will they swap\?$/);
    await expect(sortingQuestion.getByRole('button').first()).toBeFocused();
    expect(Number(await sortingSlider.inputValue())).toBeGreaterThan(1);

    // DP: no Play or Step first.
    const card = await openLcs(page);
    await card.getByRole('button', { name: 'Practice' }).click();
    await expect(card.getByTestId('practice-question')).toContainText('What value goes into dp[1][1]?');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('1');
    // At the end of the run, the panel says how to be asked again.
    await card.getByRole('slider', { name: 'Step' }).focus();
    await page.keyboard.press('End');
    await expect(card.getByTestId('practice-hint')).toHaveText(
      'No questions left in this run. Reset it, or play it again from the end, to be asked again.',
    );
    await card.getByRole('button', { name: 'Reset' }).click();
    await expect(card.getByTestId('practice-hint')).toHaveText(
      'Play or step forward: the run stops before each question and plays the step once you answer.',
    );

    // Trees: an in-order traversal opened at step 1; the next visit question, at step 3, comes up at once.
    await page.goto(
      '/data-structures/trees?renderer=canvas&variant=bst&keys=50,30,20,40,70,60,80&op=inorder&step=1',
    );
    await appReady(page);
    const treeSlider = page.getByRole('slider', { name: 'Step' });
    await expect(treeSlider).toHaveValue('1');
    await page.getByRole('button', { name: 'Practice' }).click();
    await expect(page.getByTestId('practice-question').locator('p')).toHaveText(
      'In-order: which key is visited next?',
    );
    await expect(treeSlider).toHaveValue('3');
  });

  test('Play with a question open waits for the answer, then plays on to the next question', async ({
    page,
  }) => {
    const clock = await installFrozenClock(page);
    await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=5&seed=7&preset=random');
    await appReady(page);
    const card = page.locator('#sorting-visualizer');
    await card.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    const slider = card.getByRole('slider', { name: 'Step' });
    await expect(question).toBeVisible();
    await expect(slider).toHaveValue('0');

    await card.getByRole('button', { name: /^(Play|Visualize|Resume)$/ }).click();
    await expect(card.getByTestId('practice-plays-on')).toHaveText('The run plays on once you answer.');
    await page.clock.runFor(2000);
    await expect(slider).toHaveValue('0');
    await expect(question.getByRole('button').first()).toBeFocused();

    const prompt = (await question.locator('p').textContent()) ?? '';
    const [, a, b] = /^Next, (\d+) \(index 0\) is compared with (\d+) \(index 1\)/.exec(prompt) ?? [];
    const right = Number(a) > Number(b) ? 'Yes, they swap' : 'No, they stay where they are';
    await question.getByRole('button', { name: right }).click();
    await expect(slider).toHaveValue('1');
    // Speed 50 plays a step every 200 ms, on to the next question and no further.
    await page.clock.runFor(3000);
    await expect(question).toBeVisible();
    const stoppedAt = Number(await slider.inputValue());
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    await page.clock.runFor(2000);
    await expect(slider).toHaveValue(String(stoppedAt));
  });

  test('the feedback stands with the question it answers, and the picture marks the answer', async ({
    page,
  }) => {
    const card = await openLcs(page);
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    await expect(question).toContainText('What value goes into dp[1][1]?');
    const figure = card.locator('figure[data-scene="dp-table"]');
    await expect(figure.locator('li[data-answer]')).toHaveCount(0);

    await question.getByRole('button', { name: '1', exact: true }).click();
    // The question stays, with the choice and the right answer marked in words beside the options.
    const answered = card.getByTestId('practice-answered');
    await expect(answered).toContainText('What value goes into dp[1][1]?');
    await expect(answered.locator('li[data-chosen="true"]')).toHaveText('1 (your answer)');
    await expect(answered.locator('li[data-right="true"]')).toHaveText('0 (the right answer)');
    await expect(answered.getByRole('button')).toHaveCount(0);
    await expect(card.getByTestId('practice-feedback')).toHaveText('Not quite. The answer is: 0');
    await expect(question).toHaveCount(0);
    // The mirror marks the cell the answer names, and only it.
    await expect(figure.locator('li[data-answer="true"]')).toHaveCount(1);
    await expect(figure.locator('li[data-row="1"][data-col="1"]')).toHaveAttribute('data-answer', 'true');
    expect(await axeFindings(page, { include: '[data-testid="practice"]' })).toEqual([]);

    // The next question replaces the feedback and the mark.
    await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(question).toContainText('What value goes into dp[1][4]?');
    await expect(answered).toHaveCount(0);
    await expect(card.getByTestId('practice-feedback')).toHaveText('');
    await expect(figure.locator('li[data-answer]')).toHaveCount(0);

    await question.getByRole('button', { name: '1', exact: true }).click();
    await expect(answered.locator('li[data-chosen="true"]')).toHaveText('1 (your answer, right)');
    await expect(card.getByTestId('practice-feedback')).toHaveText('Right: 1');
    await expect(figure.locator('li[data-row="1"][data-col="4"]')).toHaveAttribute('data-answer', 'true');
  });

  test('sorting marks the two bars compared once the swap question is answered', async ({ page }) => {
    await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=5&seed=7&preset=random');
    await appReady(page);
    const card = page.locator('#sorting-visualizer');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    await question.getByRole('button', { name: 'Yes, they swap' }).click();
    const items = card.locator('figure[data-scene="bars"] li');
    await expect(card.locator('figure[data-scene="bars"] li[data-answer="true"]')).toHaveCount(2);
    await expect(items.nth(0)).toHaveAttribute('data-answer', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-answer', 'true');
  });

  test('BFS asks which vertex leaves the queue; the queue panel holds the answer', async ({ page }) => {
    await page.goto('/algorithms/graph?renderer=canvas&algo=bfs');
    await appReady(page);
    const card = page.locator('#graph-visualizer');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    const forward = card.getByRole('button', { name: 'Step forward' });
    // Answer whatever comes first until the queue question does.
    for (let tries = 0; tries < 12; tries++) {
      if (await question.isVisible()) {
        if ((await question.locator('p').textContent()) === 'Which one leaves the queue next?') break;
        await question.getByRole('button').first().click();
      } else {
        await forward.click();
      }
    }
    await expect(question.locator('p')).toHaveText('Which one leaves the queue next?');
    const front = ((await card.getByTestId('frontier').textContent()) ?? '').trim().split(/\s+/)[0] ?? '';
    await question.getByRole('button', { name: front, exact: true }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText(`Right: ${front}`);
  });
  test('a stack operation waits for a prediction: Pop answered wrong by pointer, Push right by keyboard', async ({
    page,
  }) => {
    const ds = new DataStructurePage(page, 'stack');
    await ds.goto('/data-structures/stacks');
    const toggle = page.getByRole('button', { name: 'Practice' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const question = page.getByTestId('practice-question');
    const feedback = page.getByTestId('practice-feedback');

    // Pop waits: the stack is unchanged and no operation can start until the answer.
    await ds.operation('Pop').click();
    await expect(question.locator('p')).toHaveText('Pop: which value does it give back?');
    await expect(question.getByRole('button').first()).toBeFocused();
    await expect(ds.status).toHaveText('');
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 50]);
    for (const name of ['Push', 'Pop', 'Peek']) await expect(ds.operation(name)).toBeDisabled();

    await question.getByRole('button', { name: '10', exact: true }).click();
    await expect(feedback).toHaveText('Not quite. The answer is: 50');
    await expect(ds.status).toHaveText('Removing top element: 50');
    await ds.advance(3000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40]);
    await expect(page.getByTestId('practice-score')).toHaveText('Score 0 / 1');

    // Push asks what the stack will hold; the keyboard finds and chooses the right list.
    await ds.operation('Push').click();
    const dialog = ds.dialog('Push Element');
    await ds.field(dialog, 'Value').fill('60');
    await page.keyboard.press('Enter');
    await expect(question.locator('p')).toHaveText('Push: what will it hold afterwards, from the bottom up?');
    // The closed dialog leaves the focus on the question it led to (once its timers have run).
    await ds.advance(1);
    await expect(question.getByRole('button').first()).toBeFocused();
    await question.getByRole('button', { name: '10, 20, 30, 40, 60', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveText('Right: 10, 20, 30, 40, 60');
    await expect(ds.status).toHaveText('Creating new node with value 60');
    await ds.advance(1000);
    expect(await ds.mirrorValues()).toEqual([10, 20, 30, 40, 60]);
    await expect(page.getByTestId('practice-score')).toHaveText('Score 1 / 2');
    await expect(page.getByTestId('practice-streak')).toHaveText('Streak 1');
  });
  test('an open stack question passes axe', async ({ page }) => {
    // axe-core needs running timers; the question holds the operation back, so nothing moves.
    const ds = new DataStructurePage(page, 'stack');
    await ds.goto('/data-structures/stacks', { realTime: true });
    await page.getByRole('button', { name: 'Practice' }).click();
    await ds.operation('Peek').click();
    await expect(page.getByTestId('practice-question').locator('p')).toHaveText(
      'Peek: which value does it give back?',
    );
    expect(await axeFindings(page, { include: 'main' })).toEqual([]);
  });
  test('trees, heaps and hash tables ask where the new key lands, answered by pointer and keyboard', async ({
    page,
  }) => {
    const question = page.getByTestId('practice-question');
    const feedback = page.getByTestId('practice-feedback');
    const operations = page.getByRole('region', { name: 'Operations' });

    // Trees: 42 goes left of 50, right of 30, right of 40, then left of the leaf 45.
    await page.goto('/data-structures/trees?renderer=canvas');
    await appReady(page);
    await page.getByRole('button', { name: 'Practice' }).click();
    await slowest(page);
    await operations.getByLabel('Key').fill('42');
    await operations.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(question.locator('p')).toHaveText('Insert 42: where is it attached?');
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('0');
    await question.getByRole('button', { name: 'left child of 45', exact: true }).click();
    await expect(feedback).toHaveText('Right: left child of 45');
    // The answered step plays, and the run goes on down the tree until the next question, three steps on.
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(page.locator('figure[data-scene="tree"] [data-narration]')).toHaveText(
      '42 > 40: go right, to 45.',
    );

    // Heaps: 5 sifts up past 19 and 8 and stops below the root 4, at index 1.
    await page.goto('/data-structures/heaps?renderer=canvas');
    await appReady(page);
    await page.getByRole('button', { name: 'Practice' }).click();
    await operations.getByLabel('Value to insert').fill('5');
    await operations.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(question.locator('p')).toHaveText('Insert 5: at which index does it settle?');
    await expect(question.getByRole('button').first()).toBeFocused();
    await question.getByRole('button', { name: 'index 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The insert plays on at once, so the next question may already have replaced the feedback.
    await expect(page.getByTestId('practice-score')).toHaveText('Score 1 / 1');

    // Hash tables: 22 mod 7 = 1; a wrong answer names bucket 1.
    await page.goto('/data-structures/hash-tables?renderer=canvas');
    await appReady(page);
    await page.getByRole('button', { name: 'Practice' }).click();
    await slowest(page);
    await operations.getByLabel('Key').fill('22');
    await operations.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(question.locator('p')).toHaveText('Insert 22: which bucket does it go into?');
    await question.getByRole('button', { name: 'bucket 2', exact: true }).click();
    await expect(feedback).toHaveText('Not quite. The answer is: bucket 1');
    await expect(page.getByTestId('practice-score')).toHaveText('Score 0 / 1');
  });
});
