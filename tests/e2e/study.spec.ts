import { readFile } from 'node:fs/promises';
import { generateStudyMaterials, PROGRESS_STORAGE_KEY, SCORE_MESSAGES } from '@/core/study';
import { dataStructures } from '../fixtures/documents';
import { denseTextPdf, makeFixturePdfs, type FixtureName } from '../fixtures/make-pdfs';
import { pdfjsCMapsDir } from '../../scripts/pdfjsCMaps';
import { expect, test } from './fixtures';
import { pdf, StudyScreen } from './pages/StudyPage';
import { appReady } from './app';

let fixtures: Record<FixtureName, Uint8Array>;
test.beforeAll(async () => {
  fixtures = await makeFixturePdfs();
});

// The built-in generator is deterministic: the pool the page makes from the fixture PDF is the pool made
// here from the fixture's text (the unit tests check that extraction gives back exactly that text).
const expected = generateStudyMaterials(dataStructures.pages.map((text, i) => ({ page: i + 1, text })));

test.describe('PDF study tool, offline (the default)', () => {
  test('only PDFs are accepted; the chosen file shows its name and size; Generate waits for a file', async ({
    page,
  }) => {
    const study = new StudyScreen(page);
    await study.goto();
    await expect(study.generateButton).toBeDisabled();
    await expect(page.getByText('Drag & drop your PDF here or click to select a file')).toBeVisible();
    await expect(page.getByText('Supports PDF files up to 10MB')).toBeVisible();
    await expect(page.getByTestId('study-provider')).toContainText('never leaves it');

    await study.chooseByClick(pdf('notes.txt', new TextEncoder().encode('plain text'), 'text/plain'));
    await study.chooseByDrop(pdf('photo.png', new Uint8Array([137, 80, 78, 71]), 'image/png'));
    await expect(study.chosenFile).toHaveCount(0);
    await expect(study.generateButton).toBeDisabled();

    const bytes = fixtures['data-structures'];
    await study.chooseByClick(pdf('Data Structures.pdf', bytes));
    await expect(study.chosenFile).toContainText('Data Structures.pdf');
    await expect(study.chosenFile).toContainText(`${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
    await expect(study.generateButton).toBeEnabled();
    await expect(page.getByText('This PDF is larger than 10 MB')).toHaveCount(0);
  });

  test('upload -> quiz -> submit -> explanations -> retake -> flashcards -> export -> progress survives reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const study = new StudyScreen(page);
    await study.goto();
    await study.chooseByClick(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.generateButton.click();
    await study.studySetShown();
    await expect(page.getByRole('heading', { name: 'Study set: data-structures.pdf' })).toBeFocused();
    await expect(study.success).toContainText('5 questions per quiz (from 15) and 12 flashcards');
    await expect(study.tab('Interactive Quiz')).toHaveAttribute('aria-selected', 'true');

    // Quiz: 5 questions, each a radio group of 4; Submit waits for all of them.
    await expect(study.questions).toHaveCount(5);
    for (let i = 0; i < 5; i++) await expect(study.question(i).getByRole('radio')).toHaveCount(4);
    await expect(study.submit).toBeDisabled();
    const first = await study.answerAll(expected.quiz, 4);
    await expect(study.submit).toBeEnabled();
    await study.submit.click();

    await expect(study.result).toContainText('4/5');
    await expect(study.result).toContainText('(80%)');
    await expect(study.result).toContainText(SCORE_MESSAGES.great);
    await expect(study.submit).toHaveCount(0);
    await expect(study.question(0).getByRole('radio').first()).toBeDisabled();

    // Per-option marking: the last question was answered wrongly.
    const wrong = study.question(4);
    const wrongQuestion = first[4];
    await expect(wrong.locator('[data-mark="correct"]')).toContainText(wrongQuestion?.correctAnswer ?? '');
    await expect(wrong.locator('[data-mark="correct"]')).toContainText('Correct answer');
    await expect(wrong.locator('[data-mark="incorrect"]')).toContainText('Your answer');
    await expect(study.question(0).locator('[data-mark="incorrect"]')).toHaveCount(0);
    await expect(study.question(0).locator('[data-mark="correct"]')).toHaveCount(1);

    // Explanations, for wrongly answered questions only.
    await expect(page.getByTestId('quiz-explanation')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Show Explanations' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByTestId('quiz-explanation')).toHaveCount(1);
    await expect(wrong.getByTestId('quiz-explanation')).toContainText(wrongQuestion?.explanation ?? '');
    await expect(wrong.getByTestId('quiz-explanation')).toContainText(/On page \d the document says/);
    await page.getByRole('button', { name: 'Hide Explanations' }).click();
    await expect(page.getByTestId('quiz-explanation')).toHaveCount(0);

    // Retake: a new random set of 5 (the pool of 15 has 10 not asked yet), answers cleared.
    await page.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(study.result).toHaveCount(0);
    await expect(study.submit).toBeDisabled();
    const second = await study.shownQuestions();
    expect(second).toHaveLength(5);
    for (const text of second) expect(first.map((q) => q.question)).not.toContain(text);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

    // A perfect second attempt, then View Progress.
    await study.answerAll(expected.quiz, 5);
    await study.submit.click();
    await expect(study.result).toContainText('5/5');
    await expect(study.result).toContainText(SCORE_MESSAGES.excellent);
    await expect(page.getByRole('button', { name: 'Show Explanations' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View Progress' }).click();
    await expect(study.tab('Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('progress-accuracy-value')).toHaveText('90%');
    await expect(page.getByTestId('progress-accuracy')).toContainText('Across 2 quizzes');
    await expect(page.locator('[data-unlocked="true"]')).toHaveText([/Quiz Master/]);

    // Flashcards.
    await study.tab('Flashcards').click();
    const position = page.getByTestId('flashcard-position');
    const reviewed = page.getByTestId('flashcard-reviewed');
    await expect(position).toHaveText('Card 1 of 12');
    await expect(reviewed).toHaveText('0 of 12 reviewed');
    await expect(study.flashcard).toHaveAttribute('data-flipped', 'false');
    await expect(study.flashcard).toContainText(expected.flashcards[0]?.term ?? '');
    await expect(page.getByRole('button', { name: 'Easy' })).toHaveCount(0);
    await study.flashcard.click();
    await expect(study.flashcard).toHaveAttribute('data-flipped', 'true');
    await expect(study.flashcard).toHaveAccessibleName(`Definition: ${expected.flashcards[0]?.definition}`);
    await page.getByRole('button', { name: 'Easy' }).click();
    await expect(page.getByText('Rated Easy')).toBeVisible();
    await expect(reviewed).toHaveText('1 of 12 reviewed');
    await study.flashcard.focus();
    await page.keyboard.press('Space');
    await expect(study.flashcard).toHaveAttribute('data-flipped', 'false');
    await expect(page.getByRole('button', { name: 'Hard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(position).toHaveText('Card 2 of 12');
    await expect(reviewed).toHaveText('1 of 12 reviewed');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(reviewed).toHaveText('2 of 12 reviewed');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(position).toHaveText('Card 12 of 12');
    await expect(study.flashcard).toContainText(expected.flashcards[11]?.term ?? '');
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(reviewed).toHaveText('6 of 12 reviewed');
    await page.getByRole('button', { name: 'Shuffle' }).click();
    await expect(position).toHaveText('Card 1 of 12');
    await expect(reviewed).toHaveText('6 of 12 reviewed');

    await study.tab('Progress').click();
    await expect(page.getByTestId('progress-cards-value')).toHaveText('50%');
    await expect(page.getByTestId('progress-cards')).toContainText('6 of 12 in this set · 6 reviews in all');
    await expect(page.locator('[data-unlocked="true"]')).toHaveText([/Quiz Master/, /Study Enthusiast/]);

    await study.tab('Flashcards').click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(reviewed).toHaveText('0 of 12 reviewed');
    await expect(page.getByText(/^Rated /)).toHaveCount(0);
    await expect(study.flashcard).toContainText(expected.flashcards[0]?.term ?? '');

    // Export to Anki.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Anki' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('data-structures-flashcards.txt');
    const text = await readFile((await file.path()) ?? '', 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['#separator:tab', '#html:false']);
    expect(lines.filter((line) => !line.startsWith('#'))).toEqual(
      expected.flashcards.map((card) => `${card.term}\t${card.definition}`),
    );

    // Saved progress survives a reload.
    const saved = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      PROGRESS_STORAGE_KEY,
    );
    expect(saved.quizHistory.map((e: { score: number; total: number }) => [e.score, e.total])).toEqual([
      [4, 5],
      [5, 5],
    ]);
    expect(saved.totalFlashcardsReviewed).toBe(6);
    expect(saved.totalStudyTime).toBeGreaterThanOrEqual(0);

    await page.reload();
    await appReady(page);
    await study.heading.waitFor();
    await expect(study.success).toHaveCount(0);
    await study.chooseByDrop(pdf('data-structures.pdf', fixtures['data-structures']));
    await expect(study.chosenFile).toContainText('data-structures.pdf');
    await study.generateButton.click();
    await study.tab('Progress').click();
    await expect(page.getByTestId('progress-accuracy-value')).toHaveText('90%');
    await expect(page.getByTestId('progress-cards')).toContainText('0 of 12 in this set · 6 reviews in all');
  });

  test('corrupt saved progress and storage that refuses writes do not break the study view', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('studyGenieProgress', '{"totalStudyTime": "lots", "quizHistory": [oops');
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'studyGenieProgress')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const study = new StudyScreen(page);
    await study.goto();
    await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.studySetShown();
    await study.answerAll(expected.quiz, 3);
    await study.submit.click();
    await expect(study.result).toContainText('3/5');
    await study.tab('Progress').click();
    // Kept in memory for this visit, although it could not be saved.
    await expect(page.getByTestId('progress-accuracy-value')).toHaveText('60%');
    await expect(page.getByTestId('progress-time-value')).toHaveText(/^\d+:\d\d$/);
  });

  test('study time counts each second while the study view is open, and unlocks Dedicated Learner', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    const study = new StudyScreen(page);
    await study.goto();
    await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.studySetShown();
    await page.clock.pauseAt(new Date('2026-01-05T09:10:00Z'));
    await study.tab('Progress').click();
    const time = page.getByTestId('progress-time-value');
    const start = await time.innerText();
    expect(start).toMatch(/^0:0\d$/);
    await page.clock.runFor(65_000);
    const seconds = (text: string) => {
      const [m, s] = text.split(':').map(Number);
      return (m ?? 0) * 60 + (s ?? 0);
    };
    await expect.poll(async () => seconds(await time.innerText()) - seconds(start)).toBe(65);
    await expect(time).toHaveText(/^1:\d\d$/);
    await expect(page.locator('[data-unlocked="true"]')).toHaveCount(0);
    await page.clock.runFor(240_000);
    await expect(time).toHaveText(/^5:\d\d$/);
    await expect(page.locator('[data-unlocked="true"]')).toHaveText([/Dedicated Learner/]);

    // Leaving the study view stops the clock.
    await page.getByRole('button', { name: 'New PDF' }).click();
    const stored = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('studyGenieProgress') ?? '{}').totalStudyTime as number,
      );
    const before = await stored();
    await page.clock.runFor(10_000);
    expect(await stored()).toBe(before);
  });

  test('the loading view shows real progress and Cancel stops the work', async ({ page }) => {
    // Hold the PDF reader's worker script back so the loading view stays up for the assertions.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/pdfText\.worker-[\w-]+\.js$/, async (route) => {
      await gate;
      // The cancelled worker's request is gone by now; later ones go through.
      await route.continue().catch(() => {});
    });
    const study = new StudyScreen(page);
    await study.goto();
    await study.generate(pdf('large.pdf', fixtures['large-100-pages']));
    await expect(study.loading.getByRole('heading', { name: 'AI is analyzing your PDF...' })).toBeFocused();
    await expect(study.loading.getByRole('listitem')).toHaveCount(4);
    await expect(study.loading.getByRole('listitem').first()).toContainText('Opening the PDF');
    await expect(study.loading.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await study.loading.getByRole('button', { name: 'Cancel' }).click();
    await expect(study.loading).toHaveCount(0);
    await expect(study.chosenFile).toContainText('large.pdf');
    await expect(study.generateButton).toBeEnabled();
    release();

    // Run it for real, recording what the loading view showed on the way.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __loading: string[] }).__loading = seen;
      new MutationObserver(() => {
        const view = document.querySelector('[data-testid="study-loading"]');
        if (view)
          seen.push(
            `${view.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')}|${view.querySelector('li')?.textContent}`,
          );
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await study.generateButton.click();
    await study.studySetShown();
    const seen = await page.evaluate(() => (window as unknown as { __loading: string[] }).__loading);
    expect(seen.some((entry) => /\|Reading page \d+ of 100/.test(entry))).toBe(true);
    const percents = seen.map((entry) => Number(entry.split('|')[0]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await expect(study.success).toContainText('and 12 flashcards');
  });

  test('a PDF with more text than the tool reads still makes a study set, with a note saying so', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const study = new StudyScreen(page);
    await study.goto();
    // 40,000 characters on one page: twice what the tool reads from a page.
    await study.generate(pdf('dense.pdf', await denseTextPdf(1, 40_000)));
    await expect(study.success).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('note')).toHaveText(
      "Only part of this PDF's text was used: the study tool reads at most 20,000 characters from a page and 500,000 from a whole PDF, and gives each page at most 10 seconds.",
    );
  });

  test("a PDF within the caps gets no such note, and pdf.js's CMaps are served for CJK PDFs", async ({
    page,
  }) => {
    const study = new StudyScreen(page);
    await study.goto();
    await study.generate(pdf('Data Structures.pdf', fixtures['data-structures']));
    await study.studySetShown();
    await expect(page.getByText("Only part of this PDF's text was used")).toHaveCount(0);
    for (const name of ['UniJIS-UCS2-H', 'Adobe-Japan1-UCS2', 'UniGB-UCS2-H']) {
      const response = await page.request.get(`/pdfjs/cmaps/${name}.bcmap`);
      expect(response.status(), name).toBe(200);
      const shipped = await readFile(`${pdfjsCMapsDir()}/${name}.bcmap`);
      expect(Buffer.from(await response.body()).equals(shipped), name).toBe(true);
    }
  });

  test.describe('when the reader fails to start', () => {
    test.use({ expectedFailedRequests: [/pdfText\.worker-[\w-]+\.js$/] });

    test('a reader that could not load is started again on Generate', async ({ page }) => {
      await page.route(/pdfText\.worker-[\w-]+\.js$/, (route) => route.abort());
      const study = new StudyScreen(page);
      await study.goto();
      const dropped = page.waitForEvent('console', (message) => message.text().includes('could not start'));
      await study.chooseByClick(pdf('Data Structures.pdf', fixtures['data-structures']));
      await dropped;
      await page.unroute(/pdfText\.worker-[\w-]+\.js$/);
      await study.generateButton.click();
      await study.studySetShown();
    });
  });
});
