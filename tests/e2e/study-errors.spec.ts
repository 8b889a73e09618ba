import { STUDY_MESSAGES } from '@/core/study';
import { textPdf, makeFixturePdfs, type FixtureName } from '../fixtures/make-pdfs';
import { expect, test } from './fixtures';
import { pdf, StudyScreen } from './pages/StudyPage';
import { appReady } from './app';

let fixtures: Record<FixtureName, Uint8Array>;
let thin: Uint8Array;
test.beforeAll(async () => {
  fixtures = await makeFixturePdfs();
  // 71 characters: enough to extract (50), too few to study (100).
  thin = await textPdf({
    title: 'Thin',
    pages: ['Queues serve items in arrival order. Stacks serve the newest item first.'],
  });
});

const MB = 1024 * 1024;

test.describe('PDF study tool: every error view', () => {
  const cases: [string, () => Uint8Array, string][] = [
    ['a one-line PDF', () => fixtures['one-line'], 'Could not extract sufficient text from the PDF'],
    ['an image-only (scanned) PDF', () => fixtures['image-only'], STUDY_MESSAGES.tooShortExtraction],
    [
      'a PDF with under 100 characters of text',
      () => thin,
      'The PDF appears to contain insufficient readable content. Please try a different PDF with more text.',
    ],
    ['a corrupt PDF', () => fixtures.corrupt, STUDY_MESSAGES.corrupt],
    ['a non-PDF named .pdf', () => fixtures['not-a-pdf'], STUDY_MESSAGES.notPdf],
    ['an encrypted PDF', () => fixtures.encrypted, STUDY_MESSAGES.encrypted],
    [
      'a PDF over 500 pages',
      () => fixtures['too-many-pages'],
      'This PDF has 501 pages; the study tool reads at most 500. Please split it into smaller parts.',
    ],
  ];

  for (const [name, bytes, message] of cases) {
    test(`${name} shows "${message.slice(0, 50)}..." and Try Again starts over`, async ({ page }) => {
      const study = new StudyScreen(page);
      await study.goto();
      await study.generate(pdf('upload.pdf', bytes()));
      await study.readingEnded();
      await expect(study.error).toBeVisible();
      await expect(study.error.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeFocused();
      await expect(study.errorMessage).toHaveText(message);
      await study.tryAgain.click();
      await expect(study.error).toHaveCount(0);
      await expect(study.chosenFile).toHaveCount(0);
      await expect(study.generateButton).toBeDisabled();
      await expect(study.dropzone).toBeFocused();
    });
  }

  test('a file over 10 MB is refused, on choosing and on Generate; 10 MB is still read', async ({ page }) => {
    const refusal =
      'This PDF is larger than 10 MB, the most the study tool can read. Please choose a smaller file.';
    const study = new StudyScreen(page);
    await study.goto();
    await study.dropBlankFile('scan.pdf', 10 * MB + 1);
    await expect(study.chosenFile).toContainText('10.0 MB');
    await expect(page.getByRole('status').filter({ hasText: refusal })).toBeVisible();
    await study.generateButton.click();
    await expect(study.errorMessage).toHaveText(refusal);
    await study.tryAgain.click();

    await study.dropBlankFile('exactly.pdf', 10 * MB);
    await expect(page.getByRole('status').filter({ hasText: refusal })).toHaveCount(0);
    await study.generateButton.click();
    // All zeros: it was read, and found not to be a PDF.
    await expect(study.errorMessage).toHaveText(STUDY_MESSAGES.notPdf);
  });

  test('/queuebee/anything shows the 404 page', async ({ page }) => {
    await page.goto('/queuebee/anything');
    await appReady(page);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
});
