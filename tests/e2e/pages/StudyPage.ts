import { expect, type Locator, type Page } from '@playwright/test';
import type { QuizQuestion } from '@/core/study';
import { appReady } from '../app';

export interface PdfUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * How long a test waits for a PDF to be read: pdf.js reads it in a worker, which takes seconds on a
 * slow machine.
 */
const READING_TIMEOUT_MS = 30_000;

export const pdf = (name: string, bytes: Uint8Array, mimeType = 'application/pdf'): PdfUpload => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

/** The /queuebee screen: upload, loading, error and the study view with its three tabs. */
export class StudyScreen {
  readonly heading: Locator;
  readonly dropzone: Locator;
  readonly fileInput: Locator;
  readonly chosenFile: Locator;
  readonly generateButton: Locator;
  readonly loading: Locator;
  readonly error: Locator;
  readonly errorMessage: Locator;
  readonly tryAgain: Locator;
  readonly success: Locator;
  readonly quiz: Locator;
  readonly questions: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly flashcard: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'QueueBee Study' });
    this.dropzone = page.getByTestId('study-dropzone');
    this.fileInput = page.locator('input[type="file"]');
    this.chosenFile = page.getByTestId('study-file');
    this.generateButton = page.getByRole('button', { name: 'Generate Study Set' });
    this.loading = page.getByTestId('study-loading');
    this.error = page.getByTestId('study-error');
    this.errorMessage = page.getByTestId('study-error-message');
    this.tryAgain = page.getByRole('button', { name: 'Try Again' });
    this.success = page.getByTestId('study-success');
    this.quiz = page.getByTestId('study-quiz');
    this.questions = page.getByTestId('quiz-question');
    this.submit = page.getByRole('button', { name: 'Submit Quiz' });
    this.result = page.getByTestId('quiz-result');
    this.flashcard = page.getByTestId('flashcard');
    this.progress = page.getByTestId('study-progress');
  }

  async goto() {
    await this.page.goto('/queuebee');
    await appReady(this.page);
    await this.heading.waitFor();
  }

  tab(name: 'Interactive Quiz' | 'Flashcards' | 'Progress') {
    return this.page.getByRole('tab', { name });
  }

  /** Chooses a file through the file dialog the drop zone opens on click. */
  async chooseByClick(file: PdfUpload) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropzone.click();
    await (await chooser).setFiles(file);
  }

  /** Drops a file on the zone with a real DataTransfer. */
  async chooseByDrop(file: PdfUpload) {
    const transfer = await this.page.evaluateHandle(
      ({ name, mimeType, bytes }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
        return data;
      },
      { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
    );
    await this.dropzone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await this.dropzone.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.dropzone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** Drops a large all-zero "PDF" made inside the page (no need to ship megabytes through the driver). */
  async dropBlankFile(name: string, bytes: number) {
    const transfer = await this.page.evaluateHandle(
      ({ name, bytes }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        return data;
      },
      { name, bytes },
    );
    await this.dropzone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  async generate(file: PdfUpload) {
    await this.fileInput.setInputFiles(file);
    await this.generateButton.click();
  }

  /** Waits until reading the PDF has ended, in the study view or in the error view. */
  async readingEnded() {
    await expect(this.success.or(this.error)).toBeVisible({ timeout: READING_TIMEOUT_MS });
  }

  /** Waits until reading the PDF has ended in the study view. */
  async studySetShown() {
    await expect(this.success).toBeVisible({ timeout: READING_TIMEOUT_MS });
  }

  question(index: number) {
    return this.questions.nth(index);
  }

  async questionText(index: number): Promise<string> {
    const legend = (await this.question(index).locator('legend').innerText()).trim();
    return legend.replace(/^\d+\.\s*/, '');
  }

  /** Answers the question at `index` with the option `pick` chooses from the known pool entry. */
  async answer(index: number, option: string) {
    await this.question(index).getByRole('radio', { name: option, exact: true }).check();
  }

  /** Answers the 5 questions on screen: `correct` of them right, the rest wrong. Returns the questions. */
  async answerAll(pool: readonly QuizQuestion[], correct: number): Promise<QuizQuestion[]> {
    const shown: QuizQuestion[] = [];
    const count = await this.questions.count();
    for (let i = 0; i < count; i++) {
      const text = await this.questionText(i);
      const question = pool.find((q) => q.question === text);
      if (!question) throw new Error(`question not in the expected pool: ${text}`);
      shown.push(question);
      const wrong = question.options.find((o) => o !== question.correctAnswer) ?? '';
      await this.answer(i, i < correct ? question.correctAnswer : wrong);
    }
    return shown;
  }

  async shownQuestions(): Promise<string[]> {
    const count = await this.questions.count();
    const texts: string[] = [];
    for (let i = 0; i < count; i++) texts.push(await this.questionText(i));
    return texts;
  }
}
