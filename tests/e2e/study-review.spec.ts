import { axeFindings } from './axe';
import { generateStudyMaterials, REVIEW_STORAGE_KEY } from '@/core/study';
import { dataStructures } from '../fixtures/documents';
import { makeFixturePdfs, type FixtureName } from '../fixtures/make-pdfs';
import { expect, test } from './fixtures';
import { pdf, StudyScreen } from './pages/StudyPage';

let fixtures: Record<FixtureName, Uint8Array>;
test.beforeAll(async () => {
  fixtures = await makeFixturePdfs();
});

const expected = generateStudyMaterials(dataStructures.pages.map((text, i) => ({ page: i + 1, text })));
const START = new Date('2026-11-23T09:00:00Z');

async function openStudySet(study: StudyScreen) {
  await study.chooseByClick(pdf('data-structures.pdf', fixtures['data-structures']));
  await study.generateButton.click();
  await study.studySetShown();
}

test.describe('review queue: flashcards and missed quiz questions on FSRS dates', () => {
  test('a rated card comes back when FSRS says, across visits, by pointer and by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: START });
    const study = new StudyScreen(page);
    await study.goto();
    await openStudySet(study);
    await study.tab('Flashcards').click();
    const summary = page.getByTestId('review-summary');
    await expect(summary).toHaveText('12 cards due for review now.');

    // Rating the first flashcard Good schedules it 10 minutes on; each button says when it brings the card back.
    await study.flashcard.click();
    const good = page.getByTestId('flashcard-rating').getByRole('button', { name: /^Good/ });
    await expect(good).toHaveText('Goodin 10 minutes');
    await expect(page.getByTestId('flashcard-rating').getByRole('button', { name: /^Easy/ })).toContainText(
      'in 8 days',
    );
    await good.click();
    await expect(page.getByText('Rated Good')).toBeVisible();
    await expect(page.getByTestId('flashcard-next-review')).toHaveText('Next review in 10 minutes');
    await expect(summary).toHaveText('11 cards due for review now.');

    // The deck is kept per PDF: choosing the same file again later shows the same dates.
    await page.reload();
    await study.heading.waitFor();
    await openStudySet(study);
    await study.tab('Flashcards').click();
    await expect(summary).toHaveText('11 cards due for review now.');
    await expect(study.flashcard).toContainText(expected.flashcards[0]?.term ?? '');
    await expect(page.getByTestId('flashcard-next-review')).toHaveText(/^Next review in (9|10) minutes$/);

    // Ten minutes on, the card is due again.
    await page.clock.fastForward('10:30');
    await expect(summary).toHaveText('12 cards due for review now.');

    // Reviewing by keyboard: start, show the answer, answer Easy; the next due card follows.
    const start = page.getByRole('button', { name: 'Review due cards' });
    await start.focus();
    await page.keyboard.press('Enter');
    const reviewCard = page.getByTestId('review-card');
    await expect(reviewCard).toContainText(expected.flashcards[1]?.term ?? '');
    await page.getByRole('button', { name: 'Show answer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-answer')).toHaveText(expected.flashcards[1]?.definition ?? '');
    await reviewCard.getByRole('button', { name: /^Easy/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Easy: this card comes back in 8 days.')).toBeAttached();
    await expect(summary).toHaveText('11 cards due for review now.');
    await expect(reviewCard).toContainText(expected.flashcards[2]?.term ?? '');

    const stored = await page.evaluate((key) => localStorage.getItem(key), REVIEW_STORAGE_KEY);
    const decks = JSON.parse(stored ?? '{}') as {
      decks: { title: string; cards: { schedule: { reps: number } }[] }[];
    };
    expect(decks.decks.map((deck) => deck.title)).toEqual(['data-structures.pdf']);
    expect(decks.decks[0]?.cards.filter((card) => card.schedule.reps > 0)).toHaveLength(2);

    expect(await axeFindings(page, { anyImpact: true })).toEqual([]);
  });

  test('quiz questions answered wrongly join the review queue with their right answer', async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: START });
    const study = new StudyScreen(page);
    await study.goto();
    await openStudySet(study);
    const shown = await study.answerAll(expected.quiz, 3);
    await study.submit.click();
    await expect(study.result).toContainText('3/5');
    await expect(study.result).toContainText(
      'The 2 questions you missed join your review queue in Flashcards.',
    );

    await study.tab('Flashcards').click();
    await expect(page.getByTestId('review-summary')).toHaveText('14 cards due for review now.');
    // Every flashcard is reviewed (Good) until the missed questions come up: they were due last.
    await page.getByRole('button', { name: 'Review due cards' }).click();
    const reviewCard = page.getByTestId('review-card');
    for (let i = 0; i < 12; i++) {
      await reviewCard.getByRole('button', { name: 'Show answer' }).click();
      await reviewCard.getByRole('button', { name: /^Good/ }).click();
    }
    const missed = shown.slice(3);
    await expect(reviewCard).toContainText('A quiz question you missed');
    await expect(reviewCard).toContainText(missed[0]?.question ?? '');
    await reviewCard.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByTestId('review-answer')).toContainText(missed[0]?.correctAnswer ?? '');
    await reviewCard.getByRole('button', { name: /^Again/ }).click();
    await expect(reviewCard).toContainText(missed[1]?.question ?? '');
    await reviewCard.getByRole('button', { name: 'Show answer' }).click();
    await reviewCard.getByRole('button', { name: /^Good/ }).click();
    await expect(page.getByTestId('review-done')).toHaveText('All caught up: every due card is reviewed.');
    await expect(page.getByTestId('review-summary')).toHaveText('Nothing due now. Next review in 1 minute.');
  });
});
