import { axeFindingsInBothThemes } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, asPhoneInLight } from './app';
import { installFrozenClock } from './clock';

async function openMathPage(page: Page, query = '') {
  await page.goto(`/algorithms/math?renderer=canvas${query ? `&${query}` : ''}`);
  await appReady(page);
  const card = page.locator('#math-visualizer');
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

const narration = (figure: Locator) => figure.locator('[aria-live="polite"]');

test.describe('mathematical algorithms page', () => {
  test('GCD shows each division a = q·b + r, the squares, and the gcd', async ({ page }) => {
    const card = await openMathPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mathematical Algorithms');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('GCD (Euclidean)');
    const figure = card.locator('figure[data-scene="square-tiling"]');
    await expect(card.getByLabel('a', { exact: true })).toHaveValue('48');
    await expect(card.getByLabel('b', { exact: true })).toHaveValue('18');
    await expect(narration(figure)).toHaveText('Ready: GCD (Euclidean) on a = 48, b = 18');
    await expect(figure.locator('li[data-division]')).toHaveCount(0);

    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration(figure)).toHaveText('48 = 2 × 18 + 12: gcd(48, 18) = gcd(18, 12)');
    const first = figure.locator('li[data-division="1"]');
    await expect(first).toHaveAttribute('data-q', '2');
    await expect(first).toHaveAttribute('data-r', '12');
    await expect(first).toHaveAttribute('data-state', 'active');
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: shown at the last step');

    await stepToEnd(card);
    await expect(figure.locator('li[data-division]')).toHaveText([
      '48 = 2 × 18 + 12',
      '18 = 1 × 12 + 6',
      '12 = 2 × 6 + 0 (found)',
    ]);
    await expect(narration(figure)).toHaveText('The remainder is 0: gcd(48, 18) = 6');
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: gcd(48, 18) = 6');
    await expect(card.getByText('Divisions', { exact: true }).first()).toBeVisible();
    // The canvas is drawn, not blank.
    expect(await figure.locator('canvas').screenshot()).toBeTruthy();
    await expect(figure.locator('[data-frames]')).not.toHaveAttribute('data-frames', '0');
  });

  test('the sieve crosses out multiples from p² and counts the primes', async ({ page }) => {
    const card = await openMathPage(page);
    await chooseAlgorithm(card, 'Sieve of Eratosthenes');
    const figure = card.locator('figure[data-scene="number-grid"]');
    await card.getByLabel('N', { exact: true }).fill('30');
    await expect(figure.locator('li[data-value]')).toHaveCount(29);
    await expect(figure.locator('li[data-state="default"]')).toHaveCount(29);

    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration(figure)).toHaveText(
      '2 is not crossed out, so it is prime: cross out its multiples from 2² = 4',
    );
    await expect(figure.locator('li[data-value="2"]')).toHaveAttribute('data-state', 'prime');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration(figure)).toHaveText('Cross out 4 = 2 × 2');
    await expect(figure.locator('li[data-value="4"]')).toHaveAttribute('data-state', 'crossed');

    await stepToEnd(card);
    await expect(figure.locator('li[data-state="prime"]')).toHaveText(
      ['2', '3', '5', '7', '11', '13', '17', '19', '23', '29'].map((p) => `${p} (prime)`),
    );
    await expect(figure.locator('li[data-state="default"]')).toHaveCount(0);
    await expect(figure.locator('li[data-value="25"]')).toHaveAttribute('data-state', 'crossed');
    await expect(narration(figure)).toHaveText('There are 10 primes up to 30');
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: 10 primes up to 30');

    await card.getByLabel('N', { exact: true }).fill('1000');
    await stepToEnd(card);
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: 168 primes up to 1,000');
    await expect(figure.locator('li[data-state="prime"]')).toHaveCount(168);
  });

  test('prime factorization builds the factor tree and writes the prime powers', async ({ page }) => {
    const card = await openMathPage(page, 'algo=factorization&n=360');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Prime Factorization');
    const figure = card.locator('figure[data-scene="factor-tree"]');
    await expect(figure.locator('li[data-node]')).toHaveCount(1);
    await expect(figure.locator('li[data-node="f0"]')).toHaveAttribute('data-value', '360');

    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration(figure)).toHaveText('2 divides 360: 360 = 2 × 180');
    await expect(figure.locator('li[data-node="f1"]')).toHaveAttribute('data-value', '2');
    await expect(figure.locator('li[data-node="f1"]')).toHaveAttribute('data-parent', 'f0');
    await expect(figure.locator('li[data-node="f1"]')).toHaveAttribute('data-state', 'prime');
    await expect(figure.locator('li[data-node="f2"]')).toHaveAttribute('data-value', '180');
    await expect(figure.locator('li[data-node="f2"]')).toHaveAttribute('data-state', 'active');

    await stepToEnd(card);
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: 360 = 2³ × 3² × 5');
    const leaves = figure.locator('li[data-state="prime"]');
    await expect(leaves).toHaveCount(6);
    expect(await leaves.evaluateAll((items) => items.map((item) => item.getAttribute('data-value')))).toEqual(
      ['2', '2', '2', '3', '3', '5'],
    );
  });

  test('a number up to 10^12 is factored exactly, failed trials shown in one step', async ({ page }) => {
    const card = await openMathPage(page, 'algo=factorization&n=999999999989');
    const figure = card.locator('figure[data-scene="factor-tree"]');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(narration(figure)).toHaveText(
      'Try d = 2 to 999,999: none divides 999,999,999,989 (999,998 trial divisions in one step)',
    );
    await stepToEnd(card);
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: 999,999,999,989 = 999,999,999,989');
    await card.getByLabel('n', { exact: true }).fill('1000000000000');
    await stepToEnd(card);
    await expect(card.getByTestId('math-answer')).toHaveText('Answer: 1,000,000,000,000 = 2¹² × 5¹²');
  });

  test('every invalid input gets a clear message beside its field, and the last run stays on screen', async ({
    page,
  }) => {
    const card = await openMathPage(page);
    const a = card.getByLabel('a', { exact: true });
    const problem = card.getByTestId('math-problem');
    const cases: [string, string][] = [
      ['', 'Enter a: a whole number from 1 to 1,000,000'],
      ['forty', 'a must be a whole number from 1 to 1,000,000'],
      ['0', 'a must be from 1 to 1,000,000'],
      ['123456789', 'a is too long: at most 7 digits (from 1 to 1,000,000)'],
    ];
    const scrubber = card.getByRole('slider', { name: 'Step' });
    await scrubber.focus();
    await scrubber.press('ArrowRight');
    await scrubber.press('ArrowRight');
    await expect(scrubber).toHaveValue('2');
    for (const [text, message] of cases) {
      await a.fill(text);
      await expect(problem).toHaveText(message);
      await expect(a).toHaveAttribute('aria-invalid', 'true');
      // The last valid run stays, at the step it was on, with its controls.
      await expect(scrubber).toHaveValue('2');
      await expect(card.locator('figure[data-scene]')).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^(Visualize|Play|Resume)$/ })).toBeVisible();
    }
    await a.fill('12');
    await expect(problem).toHaveCount(0);
    await expect(card.getByRole('slider', { name: 'Step' })).toBeVisible();

    await chooseAlgorithm(card, 'Sieve of Eratosthenes');
    await card.getByLabel('N', { exact: true }).fill('1001');
    await expect(problem).toHaveText('N must be from 2 to 1,000');
    await chooseAlgorithm(card, 'Prime Factorization');
    await card.getByLabel('n', { exact: true }).fill('1000000000001');
    await expect(problem).toHaveText('n must be from 2 to 1,000,000,000,000');
    await card.getByLabel('n', { exact: true }).fill('12.5');
    await expect(problem).toHaveText('n must be a whole number from 2 to 1,000,000,000,000');
  });

  test('playing runs the steps on the step timer; the keyboard steps and resets', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const card = await openMathPage(page, 'algo=sieve&n=50');
    await card.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    await card.getByRole('button', { name: 'Visualize' }).click();
    // Play starts in the task after the click: the step timer is set once Pause shows.
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Speed 50: one step every 200 ms.
    await page.clock.runFor(1000);
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('5');
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('4');
    await page.keyboard.press('r');
    await expect(card.getByRole('slider', { name: 'Step' })).toHaveValue('0');
  });

  test('a shared link reopens the same algorithm, number and step', async ({ page }) => {
    const card = await openMathPage(page);
    await chooseAlgorithm(card, 'Prime Factorization');
    await card.getByLabel('n', { exact: true }).fill('9240');
    for (let i = 0; i < 3; i++) await card.getByRole('button', { name: 'Step forward' }).click();
    await card.getByRole('button', { name: 'Share this run' }).click();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toContain('algo=factorization');
    expect(url).toContain('n=9240');
    const said = await narration(card.locator('figure[data-scene="factor-tree"]')).textContent();

    const reopened = await openMathPage(page, url.split('?')[1]);
    await expect(reopened.getByRole('heading', { level: 2 })).toHaveText('Prime Factorization');
    await expect(reopened.getByLabel('n', { exact: true })).toHaveValue('9240');
    await expect(reopened.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(narration(reopened.locator('figure[data-scene="factor-tree"]'))).toHaveText(said ?? '');
  });

  test('the code listing highlights the line each step runs, in all three languages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = await openMathPage(page);
    const beside = card.getByTestId('code-beside');
    await card.getByRole('button', { name: 'Step forward' }).click();
    await expect(beside.locator('[data-current]')).toHaveAttribute('data-line', '4');
    await expect(beside.locator('[data-current]')).toHaveText(/const r = a % b;/);
    await beside.getByRole('button', { name: 'Python' }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/r = a % b/);
    await beside.getByRole('button', { name: 'Java', exact: true }).click();
    await expect(beside.locator('[data-current]')).toHaveText(/long r = a % b;/);
  });

  test('fits a 375 px phone with no serious accessibility violations, in light and in dark', async ({
    page,
  }) => {
    await asPhoneInLight(page);
    for (const query of ['algo=gcd&a=1000000&b=7', 'algo=sieve&n=100', 'algo=factorization&n=549755813888']) {
      const card = await openMathPage(page, `${query}&step=3`);
      await card.locator('canvas').waitFor({ state: 'attached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] });
    }
  });
});
