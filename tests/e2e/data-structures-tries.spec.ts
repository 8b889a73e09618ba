import { axeFindings } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, operationStarted } from './app';
import { installFrozenClock } from './clock';
import { expectNodesApartInsideFigure } from './nodePlaces';

const TEXTBOOK_QUERY = 'words=app,apple,apt,ball,bat,bath,tea,to';

/** Opens the page; with `frozen`, time then moves only with page.clock.runFor. */
async function openTries(page: Page, query = '', { frozen = true } = {}) {
  const clock = frozen ? await installFrozenClock(page) : null;
  await page.goto(`/data-structures/tries?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  await clock?.freeze();
  const figure = page.locator('figure[data-scene="trie"]');
  const operations = page.getByRole('region', { name: 'Operations' });
  return {
    figure,
    operations,
    narration: figure.locator('[data-narration]'),
    result: page.locator('output[data-result]'),
    error: page.getByTestId('trie-error'),
    summary: page.locator('[data-summary]'),
  };
}

/** The words the mirror end-marks, in its order (depth first, letters in order). */
const endMarked = (figure: Locator) =>
  figure
    .locator('li[data-node][data-end="true"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-node')));

const node = (figure: Locator, prefix: string) => figure.locator(`li[data-node="${prefix}"]`);

/** Takes the run that an operation started to its last step, with the step scrubber's End key. */
async function finish(page: Page) {
  await operationStarted(page);
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.focus();
  await scrubber.press('End');
}

async function onWord(operations: Locator, word: string, button: 'Insert' | 'Search' | 'Delete') {
  await operations.getByLabel('Word', { exact: true }).fill(word);
  await operations.getByRole('button', { name: button, exact: true }).click();
  await operationStarted(operations.page());
}

async function startsWith(operations: Locator, prefix: string) {
  await operations.getByLabel('Prefix', { exact: true }).fill(prefix);
  await operations.getByRole('button', { name: 'Starts With', exact: true }).click();
  await operationStarted(operations.page());
}

test.describe('tries page', () => {
  test('opens on the textbook trie: a node per prefix, each word end-marked', async ({ page }) => {
    const { figure, narration, summary, result } = await openTries(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tries');
    await expect(narration).toHaveText('Ready: a trie of 8 words.');
    await expect(figure.locator('li[data-node]')).toHaveCount(17);
    expect(await endMarked(figure)).toEqual(['app', 'apple', 'apt', 'ball', 'bat', 'bath', 'tea', 'to']);
    await expect(node(figure, '')).toHaveAttribute('data-depth', '0');
    await expect(node(figure, 'app')).toHaveAttribute('data-depth', '3');
    await expect(node(figure, 'app')).toHaveAttribute('data-parent', 'ap');
    await expect(node(figure, 'ap')).toHaveAttribute('data-end', 'false');
    await expect(node(figure, 'a')).toHaveAttribute('data-parent', '');
    await expect(summary).toContainText('Words8');
    await expect(result).toHaveCount(0);
  });

  test('starts-with counts the words under a prefix and lists them for autocomplete', async ({ page }) => {
    const { figure, operations, narration, result } = await openTries(page);
    await startsWith(operations, 'ap');
    await page.getByRole('button', { name: 'Reset' }).click();
    const forward = page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expect(narration).toHaveText('Count the words that start with "ap": start at the root.');
    await forward.click();
    await expect(narration).toHaveText(`'a' is there: follow it to "a".`);
    await expect(node(figure, 'a')).toHaveAttribute('data-state', 'active');
    await finish(page);
    await expect(result).toHaveText('3 words start with "ap"');
    await expect(page.getByRole('list', { name: 'Autocomplete for “ap”' }).getByRole('listitem')).toHaveText([
      'app',
      'apple',
      'apt',
    ]);
    await startsWith(operations, 'zz');
    await finish(page);
    await expect(result).toHaveText('0 words start with "zz"');
    await expect(page.getByText('No suggestions.')).toBeVisible();
  });

  test('search finds an end-marked word and not a prefix that is only the start of others', async ({
    page,
  }) => {
    const { operations, result, narration } = await openTries(page);
    await onWord(operations, 'app', 'Search');
    await finish(page);
    await expect(result).toHaveText('found');
    await onWord(operations, 'ap', 'Search');
    await finish(page);
    await expect(result).toHaveText('not found');
    await expect(narration).toHaveText(
      'The node for "ap" is not end-marked: it is only the start of longer words, so "ap" is not found.',
    );
  });

  test('insert adds the missing letters and end-marks the word; delete prunes what only it needed', async ({
    page,
  }) => {
    const { figure, operations, result, summary } = await openTries(page);
    await onWord(operations, 'Apply', 'Insert');
    await finish(page);
    await expect(result).toHaveText('inserted "apply"');
    await expect(node(figure, 'apply')).toHaveAttribute('data-end', 'true');
    await expect(node(figure, 'apply')).toHaveAttribute('data-parent', 'appl');
    await expect(node(figure, 'apply')).toHaveAttribute('data-depth', '5');
    await expect(summary).toContainText('Nodes added1');
    await onWord(operations, 'apple', 'Delete');
    await finish(page);
    await expect(result).toHaveText('deleted "apple"');
    await expect(node(figure, 'apple')).toHaveCount(0);
    await expect(node(figure, 'appl')).toHaveCount(1);
    await onWord(operations, 'apply', 'Delete');
    await finish(page);
    await expect(node(figure, 'appl')).toHaveCount(0);
    await expect(node(figure, 'app')).toHaveAttribute('data-end', 'true');
    await onWord(operations, 'cat', 'Delete');
    await finish(page);
    await expect(result).toHaveText('"cat" is not in the trie');
  });

  test('bad input gets a clear message and changes nothing', async ({ page }) => {
    const { figure, operations, error, narration } = await openTries(page);
    await onWord(operations, '', 'Insert');
    await expect(error).toHaveText('Enter a word: letters a to z.');
    await onWord(operations, 'ap1', 'Search');
    await expect(error).toHaveText('"ap1" has a character that is not a letter: use a to z only.');
    await onWord(operations, 'abcdefghijklm', 'Insert');
    await expect(error).toHaveText('"abcdefghijklm" has 13 letters: a word here has at most 12.');
    await startsWith(operations, '');
    await expect(error).toHaveText('Enter a prefix: letters a to z.');
    const many = Array.from({ length: 26 }, (_, i) => `w${String.fromCharCode(97 + i)}`).join(', ');
    await operations.getByLabel('Words to start from').fill(many);
    await operations.getByRole('button', { name: 'Build Trie' }).click();
    await expect(error).toHaveText('A trie here holds at most 25 words; that list has 26.');
    await expect(figure.locator('li[data-node]')).toHaveCount(17);
    await expect(narration).toHaveText('Ready: a trie of 8 words.');

    await operations.getByLabel('Words to start from').fill('cat, car');
    await operations.getByRole('button', { name: 'Build Trie' }).click();
    await expect(error).toHaveCount(0);
    expect(await endMarked(figure)).toEqual(['car', 'cat']);
    await operations.getByRole('button', { name: 'Textbook Example' }).click();
    await expect(figure.locator('li[data-node]')).toHaveCount(17);
  });

  test('a shared link reopens the words and the operation at its step', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { narration } = await openTries(page, `${TEXTBOOK_QUERY}&op=startsWith&word=ap&speed=50&step=4`);
    await expect(narration).toHaveText('"app" ends here: it starts with "ap".');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Share this run' }).click();
    await expect(page.getByLabel(/Link copied/)).toHaveValue(
      /\/data-structures\/tries\?words=app%2Capple%2Capt%2Cball%2Cbat%2Cbath%2Ctea%2Cto&op=startsWith&word=ap&speed=50&step=5$/,
    );
  });

  test('practice asks whether a searched word is found before the end mark is checked', async ({ page }) => {
    const { operations } = await openTries(page, '', { frozen: false });
    const question = page.getByTestId('practice-question');
    await page.getByRole('button', { name: 'Practice' }).click();
    const speed = page.getByRole('slider', { name: 'Animation Speed' });
    await speed.focus();
    await speed.press('Home');
    await onWord(operations, 'ap', 'Search');
    await expect(question.locator('p')).toHaveText('What happens next?');
    await question.getByRole('button', { name: 'Search for "ap": start at the root.', exact: true }).click();
    await expect(question.locator('p')).toHaveText('The walk spelled "ap": is "ap" in the trie?');
    await question.getByRole('button', { name: 'not found', exact: true }).click();
    await expect(page.getByTestId('practice-score')).toHaveText('Score 2 / 2');
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { figure } = await openTries(page, '', { frozen: false });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations mid-operation in ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openTries(page, `${TEXTBOOK_QUERY}&op=startsWith&word=ap&step=5`, { frozen: false });
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`every trie node is drawn inside the figure, none overlapping, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { figure } = await openTries(page);
    await expectNodesApartInsideFigure(figure, 17);
  });
}
