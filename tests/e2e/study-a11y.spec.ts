import { axeFindings } from './axe';
import { makeFixturePdfs, type FixtureName } from '../fixtures/make-pdfs';
import { expect, test } from './fixtures';
import { pdf, StudyScreen } from './pages/StudyPage';

let fixtures: Record<FixtureName, Uint8Array>;
test.beforeAll(async () => {
  fixtures = await makeFixturePdfs();
});

test.describe('PDF study tool accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`idle, error and loading views have no serious or critical axe violations in ${theme}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.route(/pdfText\.worker-[\w-]+\.js$/, () => new Promise<void>(() => {}));
      const study = new StudyScreen(page);
      await study.goto();

      // Idle, with a file over 10 MB chosen (name, size and the refusal on screen).
      await study.dropBlankFile('big-scan.pdf', 11 * 1024 * 1024);
      await expect(study.chosenFile).toBeVisible();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'idle').toEqual([]);

      // Error.
      await study.generateButton.click();
      await expect(study.error).toBeVisible();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'error').toEqual([]);
      await study.tryAgain.click();

      // Loading, held at its first step (the reader's worker script is held back from the start).
      await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
      await expect(study.loading).toBeVisible();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'loading').toEqual([]);
      await study.loading.getByRole('button', { name: 'Cancel' }).click();
    });

    test(`quiz, flashcards and progress have no serious or critical axe violations in ${theme}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const study = new StudyScreen(page);
      await study.goto();
      await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));

      // The quiz submitted (some answers wrong) with explanations open, the flashcard flipped, the progress tab.
      await study.studySetShown();
      for (let i = 0; i < 5; i++) await study.question(i).getByRole('radio').first().check();
      await study.submit.click();
      const explanations = page.getByRole('button', { name: 'Show Explanations' });
      if (await explanations.count()) await explanations.click();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'quiz').toEqual([]);
      await study.tab('Flashcards').click();
      await study.flashcard.click();
      await expect(page.getByRole('button', { name: 'Easy' })).toBeVisible();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'flashcards').toEqual([]);
      await study.tab('Progress').click();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' }), 'progress').toEqual([]);
    });
  }

  test('works from the keyboard: drop zone, quiz radios, tabs and the flashcard', async ({ page }) => {
    const study = new StudyScreen(page);
    // Listening before the page opens: Playwright turns on its interception of file choosers when a
    // listener is added, without waiting for the browser to confirm, so a key pressed at once could
    // open the chooser before it is intercepted.
    const chooser = page.waitForEvent('filechooser');
    await study.goto();
    await study.dropzone.focus();
    await expect(study.dropzone).toBeFocused();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pdf('data-structures.pdf', fixtures['data-structures']));
    await expect(study.chosenFile).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(study.generateButton).toBeFocused();
    await page.keyboard.press('Enter');
    await study.studySetShown();

    // A question is one radio group: arrows move the choice within it.
    const radios = study.question(0).getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect(radios.nth(0)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(2)).toBeChecked();
    await expect(study.question(1).getByRole('radio', { checked: true })).toHaveCount(0);

    // Tabs with arrow keys, then the flashcard flips with Space and Enter.
    await study.tab('Interactive Quiz').focus();
    await page.keyboard.press('ArrowRight');
    await expect(study.tab('Flashcards')).toHaveAttribute('aria-selected', 'true');
    await study.flashcard.focus();
    await page.keyboard.press('Space');
    await expect(study.flashcard).toHaveAttribute('data-flipped', 'true');
    await page.keyboard.press('Enter');
    await expect(study.flashcard).toHaveAttribute('data-flipped', 'false');
  });
});
