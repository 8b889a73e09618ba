import { axeFindings } from './axe';
import { readFile } from 'node:fs/promises';
import { EMPTY_REVIEW_STORE, gradeReviewCard, openReviewDeck, reviewCardId } from '@/core/study';
import { appReady } from './app';
import { scriptsLoaded } from './canvas';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const NOW = new Date('2026-11-23T12:00:00Z').getTime();
const DAY = 86_400_000;
const card = { term: 'Heap', definition: 'A complete binary tree with the heap order.' };
const deck = gradeReviewCard(
  openReviewDeck(
    EMPTY_REVIEW_STORE,
    { id: 'heaps.pdf|2048', title: 'heaps.pdf' },
    [card, { term: 'Root', definition: 'The top.' }],
    NOW - DAY,
  ),
  'heaps.pdf|2048',
  reviewCardId('flashcard', card.term, card.definition),
  'easy',
  NOW - DAY,
);
/** The confirm step of an import: it names the parts the file replaces, then Replace writes them. */
async function confirmImport(page: Page, parts: string) {
  const dialog = page.getByRole('dialog', { name: 'Replace your data?' });
  await expect(dialog).toHaveAccessibleDescription(`This file replaces this browser's ${parts}.`);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog).toBeHidden();
}

const progress = {
  totalStudyTime: 125,
  totalFlashcardsReviewed: 7,
  quizHistory: [
    { score: 2, total: 5, timestamp: NOW - 2 * DAY },
    { score: 4, total: 5, timestamp: NOW - 1000 },
  ],
};

test.describe('your progress', () => {
  test('with nothing stored, says where progress comes from', async ({ page }) => {
    await page.goto('/progress');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Progress');
    await expect(page.getByTestId('streak-current-value')).toHaveText('0 days');
    await expect(page.getByText('No quizzes yet. Take one in QueueBee Study.')).toBeVisible();
    await expect(page.getByText(/No review decks yet/)).toBeVisible();
  });

  test('streaks, scores over time and review decks; all data exported, then imported into an empty browser', async ({
    page,
  }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/progress');
    await page.evaluate(
      ({ progress, deck }) => {
        // Progress, decks and theme under former names: the site moves them to the keys of now.
        localStorage.setItem('queuebee.study.progress', JSON.stringify(progress));
        localStorage.setItem('queuebee.review', JSON.stringify(deck));
        localStorage.setItem(
          'queuebee.ai.keys',
          JSON.stringify({ version: 1, gemini: 'my-secret-key', openai: '' }),
        );
        localStorage.setItem('queuebee.theme', 'dark');
      },
      { progress, deck },
    );
    await page.reload();
    await appReady(page);

    // Quizzes two days ago and today, a review yesterday: three days in a row.
    await expect(page.getByTestId('streak-current-value')).toHaveText('3 days');
    await expect(page.getByTestId('streak-longest-value')).toHaveText('3 days');
    await expect(page.getByTestId('progress-quiz-accuracy-value')).toHaveText('60%');
    await expect(page.getByTestId('progress-time-value')).toHaveText('2:05');
    await expect(page.getByTestId('quiz-chart').locator('canvas')).toBeAttached();
    await expect(page.getByTestId('quiz-history').locator('tbody tr')).toHaveText([
      /4\/5 \(80%\)/,
      /2\/5 \(40%\)/,
    ]);
    await expect(page.getByTestId('review-decks')).toContainText('heaps.pdf');
    await expect(page.getByTestId('review-decks')).toContainText('2 cards · 1 due now');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('queuebee-data.json');
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain('my-secret-key');
    const exported = JSON.parse(text) as { data: Record<string, unknown> };
    expect(Object.keys(exported.data).sort()).toEqual([
      'queuebee.study.review',
      'studyGenieProgress',
      'theme',
    ]);

    // A file that is not an export changes nothing.
    await page.evaluate(() => localStorage.clear());
    const input = page.getByLabel('Import data');
    await input.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
    await expect(page.getByTestId('import-status')).toHaveText('This file is not a QueueBee data export.');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // An empty browser now, then the export imported into it.
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('streak-current-value')).toHaveText('0 days');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const exportFile = {
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    };
    // The learner is asked first; Cancel writes nothing.
    await input.setInputFiles(exportFile);
    const confirm = page.getByRole('dialog', { name: 'Replace your data?' });
    await expect(confirm).toHaveAccessibleDescription(
      "This file replaces this browser's theme, study progress and review decks.",
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('import-status')).toHaveText('Import cancelled: nothing was changed.');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(page.getByTestId('streak-current-value')).toHaveText('0 days');

    await input.setInputFiles(exportFile);
    await confirmImport(page, 'theme, study progress and review decks');
    await expect(page.getByTestId('import-status')).toHaveText(
      'Imported: theme, study progress, review decks.',
    );
    // The page shows the imported data at once, and still after a reload.
    await expect(page.getByTestId('streak-current-value')).toHaveText('3 days');
    await expect(page.getByTestId('review-decks')).toContainText('2 cards · 1 due now');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('streak-current-value')).toHaveText('3 days');
    await expect(page.getByTestId('review-decks')).toContainText('2 cards · 1 due now');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await axeFindings(page, { anyImpact: true })).toEqual([]);
  });

  test('a file with a date no calendar holds is refused, keeps what the learner had, and the page still opens', async ({
    page,
  }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/progress');
    await page.evaluate((progress) => {
      localStorage.setItem('studyGenieProgress', JSON.stringify(progress));
      localStorage.setItem('theme', 'dark');
    }, progress);
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('progress-time-value')).toHaveText('2:05');
    const before = await page.evaluate(() => ({ ...localStorage }));
    const input = page.getByLabel('Import data');

    await input.setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"format":"queuebee-local-data","version":1,"data":{"studyGenieProgress":{"quizHistory":[{"score":1,"total":1,"timestamp":1e300}]}}}',
      ),
    });
    await expect(page.getByTestId('import-status')).toHaveText(
      "Nothing was imported: this file's study progress could not be read (quiz 1).",
    );
    // A damaged part among good ones refuses them all.
    await input.setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'queuebee-local-data',
          version: 1,
          data: { theme: 'light', studyGenieProgress: { totalStudyTime: 'oops' } },
        }),
      ),
    });
    await expect(page.getByTestId('import-status')).toHaveText(
      "Nothing was imported: this file's study progress could not be read (totalStudyTime).",
    );
    // So does a part with nothing in it, which reading would fill with zeroes.
    await input.setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"format":"queuebee-local-data","version":1,"data":{"queuebee.study.progress":{}}}',
      ),
    });
    await expect(page.getByTestId('import-status')).toHaveText(
      "Nothing was imported: this file's study progress could not be read (missing totalStudyTime).",
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A 4 MB version is not shown back whole.
    await input.setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ format: 'queuebee-local-data', version: 'v'.repeat(4_000_000), data: {} }),
      ),
    });
    await expect(page.getByTestId('import-status')).toHaveText(
      'This export is version vvvvvvvvvvvvvvvvvvvv…; this site reads version 1.',
    );
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
    await expect(page.getByTestId('progress-time-value')).toHaveText('2:05');
    await expect(page.locator('html')).toHaveClass(/dark/);

    // A date already stored beyond any calendar is dropped on reading, and the page opens.
    await page.evaluate((progress) => {
      localStorage.setItem(
        'studyGenieProgress',
        JSON.stringify({
          ...progress,
          quizHistory: [...progress.quizHistory, { score: 1, total: 1, timestamp: 1e300 }],
        }),
      );
    }, progress);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Progress');
    await expect(page.getByTestId('quiz-history').locator('tbody tr')).toHaveText([
      /4\/5 \(80%\)/,
      /2\/5 \(40%\)/,
    ]);

    // A good file still imports, and says what it changed; this one names the keys as queuebee.theme and
    // queuebee.study.progress.
    await input.setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'queuebee-local-data',
          version: 1,
          data: { 'queuebee.theme': 'light', 'queuebee.study.progress': { ...progress, totalStudyTime: 61 } },
        }),
      ),
    });
    await confirmImport(page, 'theme and study progress');
    await expect(page.getByTestId('import-status')).toHaveText('Imported: theme, study progress.');
    await expect(page.getByTestId('progress-time-value')).toHaveText('1:01');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('an import that storage cannot hold is undone, and says so', async ({ page }) => {
    await page.goto('/progress');
    await appReady(page);
    await page.evaluate((progress) => {
      localStorage.setItem('studyGenieProgress', JSON.stringify(progress));
      localStorage.setItem('theme', 'dark');
      // The browser's storage is full for the review decks.
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'queuebee.study.review') throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    }, progress);
    const before = await page.evaluate(() => ({ ...localStorage }));
    await page.getByLabel('Import data').setInputFiles({
      name: 'queuebee-data.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'queuebee-local-data',
          version: 1,
          data: {
            theme: 'light',
            studyGenieProgress: { ...progress, totalStudyTime: 61 },
            'queuebee.study.review': deck,
          },
        }),
      ),
    });
    await confirmImport(page, 'theme, study progress and review decks');
    await expect(page.getByTestId('import-status')).toHaveText(
      'This browser could not save the import (its storage may be full), so nothing was imported.',
    );
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
    await expect(page.getByTestId('progress-time-value')).toHaveText('2:05');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('opens without the export and import code, which loads on the first export', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto('/progress');
    await appReady(page);
    await expect(page.getByTestId('streak-current-value')).toHaveText('0 days');
    expect(scripts.filter((url) => /\/localData-/.test(url))).toEqual([]);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all data' }).click();
    expect((await downloading).suggestedFilename()).toBe('queuebee-data.json');
    expect(scripts.filter((url) => /\/localData-/.test(url))).toHaveLength(1);
  });

  test.describe('when the export and import code cannot load', () => {
    test.use({
      expectedFailedRequests: [/\/localData-/],
      expectedConsoleErrors: [/The export and import code did not load/],
    });

    test('the page reloads once in case the site was updated, then Export and Import say so and change nothing', async ({
      page,
    }) => {
      await page.route(/\/localData-[^/]*\.js$/, (route) => route.abort());
      await page.goto('/progress');
      await appReady(page);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Export all data' }).click();
      await reloaded;
      await appReady(page);
      await page.getByRole('button', { name: 'Export all data' }).click();
      await expect(page.getByTestId('import-status')).toHaveText(
        'Export and import could not load. Check your connection and try again.',
      );
      await page.evaluate(() => localStorage.clear());
      await page.getByLabel('Import data').setInputFiles({
        name: 'queuebee-data.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format": "queuebee-local-data", "version": 1, "data": {"theme": "dark"}}'),
      });
      await expect(page.getByTestId('import-status')).toHaveText(
        'Export and import could not load. Check your connection and try again.',
      );
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });
  });

  test('fits a 375 px screen with nothing cut off and a margin at both edges, and is axe-clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/progress');
    await appReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The heading and the figures' cards keep clear of the screen's edges, as on every other page.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const card = await page.getByTestId('streak-current').boundingBox();
    for (const box of [heading, card]) {
      expect(box?.x).toBeGreaterThanOrEqual(12);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375 - 12);
    }
    expect(await axeFindings(page, { anyImpact: true })).toEqual([]);
  });
});
