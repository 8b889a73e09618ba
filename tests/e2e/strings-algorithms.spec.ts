import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';

async function openStringsPage(page: Page, query = '') {
  await page.goto(`/algorithms/strings?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#strings-visualizer');
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

const field = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true });
const figureOf = (card: Locator) => card.locator('figure[data-scene="string-match"]');
const narration = (figure: Locator) => figure.locator('[aria-live="polite"]');
const textCells = (figure: Locator) => figure.locator('ol[data-mirror="text"] li');
const textStates = (figure: Locator) =>
  textCells(figure).evaluateAll((items) => items.map((li) => li.getAttribute('data-state')));
/** The text indices whose state includes `role`. */
const indicesWith = (figure: Locator, role: string) =>
  figure
    .locator(`ol[data-mirror="text"] li[data-state~="${role}"]`)
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-index'))));
const result = (card: Locator) => card.locator('output[data-result]');
/** A counter under the picture, by its label. */
const counter = (card: Locator, label: string) => card.locator(`dt:text-is("${label}") + dd`);

test.describe('string matching page', () => {
  test('every algorithm finds CLRS’s "ababaca" in "abababacaba" at 2, in the result and the mirror', async ({
    page,
  }) => {
    const card = await openStringsPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('String Matching');
    const figure = figureOf(card);
    for (const [button, heading] of [
      ['Naive', 'Naive String Matching'],
      ['KMP', 'Knuth-Morris-Pratt (KMP)'],
      ['Rabin-Karp', 'Rabin-Karp'],
    ] as const) {
      await chooseAlgorithm(card, button);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(heading);
      await field(card, 'Text').fill('abababacaba');
      await field(card, 'Pattern').fill('ababaca');
      await expect(result(card)).toHaveCount(0);
      await stepToEnd(card);
      await expect(result(card)).toHaveText('found at 2');
      await expect(textCells(figure)).toHaveCount(11);
      await expect(textCells(figure).nth(7)).toHaveAttribute('data-value', 'c');
      expect(await indicesWith(figure, 'match')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    }
  });

  test('overlapping occurrences are all found and said how: found at 0, 2, 4; none says not found', async ({
    page,
  }) => {
    const card = await openStringsPage(page, 'algo=kmp&text=abababa&pattern=aba');
    await stepToEnd(card);
    await expect(result(card)).toHaveText('found at 0, 2, 4');
    expect(await indicesWith(figureOf(card), 'match')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await chooseAlgorithm(card, 'Naive');
    await card.getByRole('button', { name: 'Worst case: "aaab" in "aaaaaaaaaa"' }).click();
    await stepToEnd(card);
    await expect(result(card)).toHaveText('not found');
    await expect(counter(card, 'Character comparisons')).toHaveText('28');
    await expect(counter(card, 'Shifts')).toHaveText('6');
    expect(await indicesWith(figureOf(card), 'match')).toEqual([]);
  });

  test('naive matching compares under the pattern and slides it one place at a mismatch', async ({
    page,
  }) => {
    const card = await openStringsPage(page);
    const figure = figureOf(card);
    await expect(field(card, 'Text')).toHaveValue('abababacaba');
    await expect(field(card, 'Pattern')).toHaveValue('ababaca');
    await expect(narration(figure)).toHaveText(
      'Ready: Naive String Matching looks for “ababaca” in “abababacaba”',
    );
    const forward = card.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 7; i++) await forward.click();
    await expect(narration(figure)).toHaveText('text[5] “b” differs from pattern[5] “c”: shift 0 fails');
    expect((await textStates(figure)).slice(0, 7)).toEqual([
      'window equal',
      'window equal',
      'window equal',
      'window equal',
      'window equal',
      'window mismatch',
      'window',
    ]);
    await expect(figure.locator('ol[data-mirror="pattern"]')).toHaveAttribute('data-shift', '0');
    await expect(figure.locator('ol[data-mirror="pattern"] li').nth(5)).toHaveAttribute(
      'data-state',
      'mismatch',
    );
    await forward.click();
    await expect(figure.locator('ol[data-mirror="pattern"]')).toHaveAttribute('data-shift', '1');
    await expect(figure.locator('ol[data-mirror="pattern"] li').first()).toHaveAttribute('data-at', '1');
  });

  test('KMP builds the prefix table first, shown as a row, then shifts the pattern by it', async ({
    page,
  }) => {
    const card = await openStringsPage(page, 'algo=kmp&step=17');
    const figure = figureOf(card);
    const table = figure.locator('ol[data-mirror="prefix-table"] li');
    await expect(narration(figure)).toHaveText('π[6] = 1: “ababaca” starts and ends with “a”');
    await expect(table).toHaveCount(7);
    expect(await table.evaluateAll((items) => items.map((li) => li.getAttribute('data-value')))).toEqual([
      '0',
      '0',
      '1',
      '2',
      '3',
      '0',
      '1',
    ]);
    await expect(figure.locator('ol[data-mirror="pattern"]')).not.toHaveAttribute('data-shift');
    await card.getByRole('slider', { name: 'Step' }).press('Home');
    await expect(table.nth(3)).toHaveAttribute('data-value', '?');
    const scrubber = card.getByRole('slider', { name: 'Step' });
    for (let i = 0; i < 24; i++) await scrubber.press('ArrowRight');
    await expect(narration(figure)).toHaveText(
      'The pattern shifts 2 places, to 2: its first 3 characters (π[4] = 3) already match, so text[5] is compared next with pattern[3]',
    );
    await expect(figure.locator('ol[data-mirror="pattern"]')).toHaveAttribute('data-shift', '2');
    await expect(table.nth(4)).toHaveAttribute('data-state', 'current');
    await expect(card.getByTestId('facts').locator('[data-fact="q"] dd')).toHaveText('3');
  });

  test('Rabin-Karp shows each window’s hash and marks CLRS’s spurious hit', async ({ page }) => {
    const card = await openStringsPage(page, 'algo=rabinKarp');
    const figure = figureOf(card);
    await expect(field(card, 'Text')).toHaveValue('2359023141526739921');
    await expect(field(card, 'Pattern')).toHaveValue('31415');
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    for (let i = 0; i < 35; i++) await scrubber.press('ArrowRight');
    await expect(narration(figure)).toHaveText(
      'A spurious hit at 12: the hashes were equal (10) but “67399” is not “31415”',
    );
    const hashes = figure.locator('[data-mirror="hashes"]');
    await expect(hashes).toHaveAttribute('data-pattern-hash', '10');
    await expect(hashes).toHaveAttribute('data-window-hash', '10');
    expect(await indicesWith(figure, 'spurious')).toEqual([12, 13, 14, 15, 16]);
    await expect(counter(card, 'Spurious hits')).toHaveText('1');
    await stepToEnd(card);
    await expect(result(card)).toHaveText('found at 6');
    expect(await indicesWith(figure, 'match')).toEqual([6, 7, 8, 9, 10]);
  });

  test('every invalid input gets a clear message beside its field, and the last run stays on screen', async ({
    page,
  }) => {
    const card = await openStringsPage(page);
    const problem = card.getByTestId('strings-problem');
    const text = field(card, 'Text');
    const pattern = field(card, 'Pattern');
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('ArrowRight');
    await scrubber.press('ArrowRight');
    const cases: [Locator, string, string][] = [
      [text, '', 'Enter a text: 1 to 32 letters or digits'],
      [text, 'a'.repeat(33), 'The text is too long: at most 32 characters (it has 33)'],
      [text, 'ab cd', 'Use letters and digits only in the text: a space is not one'],
      [text, 'abc', 'The pattern is longer than the text (7 characters against 3): it cannot occur in it'],
    ];
    for (const [input, value, message] of cases) {
      await input.fill(value);
      await expect(problem).toHaveText(message);
      await expect(scrubber).toHaveValue('2');
      await expect(card.locator('figure[data-scene]')).toHaveCount(1);
    }
    await expect(pattern).toHaveAttribute('aria-invalid', 'true');
    await text.fill('abcabd');
    await pattern.fill('');
    await expect(problem).toHaveText('Enter a pattern: 1 to 12 letters or digits');
    await pattern.fill('a_b');
    await expect(problem).toHaveText('Use letters and digits only in the pattern: “_” is not one');
    await expect(text).toHaveAttribute('aria-invalid', 'false');
    await pattern.fill('abd');
    await expect(problem).toHaveCount(0);
    await stepToEnd(card);
    await expect(result(card)).toHaveText('found at 3');
  });

  test('a shared link reopens the same algorithm, text, pattern and step', async ({ page }) => {
    const card = await openStringsPage(page);
    await chooseAlgorithm(card, 'KMP');
    await field(card, 'Text').fill('aabaacaabaaabaab');
    await field(card, 'Pattern').fill('aabaaab');
    for (let i = 0; i < 5; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=kmp');
    const said = await narration(figureOf(card)).textContent();

    const reopened = await openStringsPage(page, url.split('?')[1]);
    await expect(reopened.getByRole('heading', { level: 2 })).toHaveText('Knuth-Morris-Pratt (KMP)');
    await expect(field(reopened, 'Text')).toHaveValue('aabaacaabaaabaab');
    await expect(field(reopened, 'Pattern')).toHaveValue('aabaaab');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await expect(narration(figureOf(reopened))).toHaveText(said ?? '');
    await stepToEnd(reopened);
    await expect(result(reopened)).toHaveText('found at 6');
  });

  test('practice asks whether the hashes let Rabin-Karp skip a window, and the answer is what it does', async ({
    page,
  }) => {
    const card = await openStringsPage(page, 'algo=rabinKarp');
    await card.getByRole('button', { name: 'Practice' }).click();
    const question = card.getByTestId('practice-question');
    await expect(question).toContainText(
      'Shift 0: the window “23590” hashes to 11, the pattern to 10. What happens?',
    );
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('2');
    await question.getByRole('button', { name: 'The hashes are equal: compare the characters' }).click();
    await expect(card.getByTestId('practice-feedback')).toHaveText(
      'Not quite. The answer is: The hashes differ: move on without comparing characters',
    );
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(card.getByTestId('practice-score')).toHaveText('Score 0 / 1');
  });

  test('the code listing highlights the line each step runs, in all three languages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openStringsPage(page, 'algo=kmp&step=24');
    const beside = card.getByTestId('code-beside');
    await expect(beside.locator('[data-current]')).toHaveText(/q = pi\[q - 1\]/);
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/q = pi\[q - 1\]/);
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/q = pi\[q - 1\]/);
    await expect(beside).toContainText('kmp("abababacaba", "ababaca")');
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of ['algo=naiveMatch&step=7', 'algo=kmp&step=24', 'algo=rabinKarp&step=35']) {
      const card = await openStringsPage(page, query);
      await figureOf(card).scrollIntoViewIfNeeded();
      await card.locator('canvas').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
