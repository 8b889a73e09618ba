import type { Page, Request, Route } from '@playwright/test';
import { STUDY_MESSAGES } from '@/core/study';
import { makeFixturePdfs, type FixtureName } from '../fixtures/make-pdfs';
import { expect, test } from './fixtures';
import { pdf, StudyScreen } from './pages/StudyPage';

// Obviously fake; nothing key-shaped belongs in the repository.
const KEY = 'e2e-fake-gemini-key-study';
const GEMINI = /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/]+:generateContent$/;
const cors = { 'access-control-allow-origin': '*' };

// These tests provoke failed requests on purpose; Chromium logs each as 'Failed to load resource'.
test.use({ expectedFailedRequests: [/^https:\/\/generativelanguage\.googleapis\.com\//] });

let fixtures: Record<FixtureName, Uint8Array>;
test.beforeAll(async () => {
  fixtures = await makeFixturePdfs();
});

const question = (n: number) => ({
  question: `Which structure is number ${n}?`,
  options: ['Stack', 'Queue', 'Heap', 'Trie'],
  correctAnswer: 'Queue',
  explanation: `Explanation ${n}.`,
});
const MATERIALS = {
  quiz: [1, 2, 3, 4, 5].map(question),
  flashcards: Array.from({ length: 8 }, (_, i) => ({
    term: `Term ${i + 1}`,
    definition: `Definition ${i + 1}.`,
  })),
};
const SCANNED_TEXT =
  'A stack is a linear data structure that follows the Last In First Out principle. A queue is a linear data structure that follows the First In First Out principle.';

type Answer = (route: Route, request: Request) => Promise<void> | void;
interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { contents: { parts: { text?: string; inline_data?: { mime_type: string; data: string } }[] }[] };
}

const reply =
  (text: string): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
      }),
    });
const json =
  (body: unknown): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify(body),
    });
const status =
  (code: number): Answer =>
  (route) =>
    route.fulfill({
      status: code,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ error: { code, message: 'Simulated failure', status: 'ERROR' } }),
    });

/** Answers Gemini calls in order (the last answer repeats) and records the requests. */
async function routeGemini(page: Page, ...answers: Answer[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(GEMINI, async (route, request) => {
    sent.push({
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataJSON() as Sent['body'],
    });
    await answers[Math.min(sent.length - 1, answers.length - 1)]?.(route, request);
  });
  return sent;
}

async function openWithGemini(page: Page): Promise<StudyScreen> {
  const study = new StudyScreen(page);
  await study.goto();
  await page.getByRole('button', { name: 'AI settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI settings' });
  await dialog.getByRole('radio', { name: /Google Gemini/ }).check();
  await dialog.getByLabel('Gemini API key').fill(KEY);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect(page.getByTestId('study-provider')).toContainText('its text is sent to Google Gemini');
  return study;
}

test.describe('PDF study tool with Google Gemini (answered by page.route)', () => {
  test('sends the study-set request with the document text, key in the header only, and studies the reply', async ({
    page,
  }) => {
    const sent = await routeGemini(page, reply('```json\n' + JSON.stringify(MATERIALS) + '\n```'));
    const study = await openWithGemini(page);
    await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.studySetShown();
    await expect(study.success).toContainText('made by Google Gemini');

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
    expect(call?.url).not.toContain(KEY);
    expect(call?.headers['x-goog-api-key']).toBe(KEY);
    const prompt = call?.body.contents[0]?.parts[0]?.text ?? '';
    expect(prompt).toContain(
      'A stack is a linear data structure that follows the Last In First Out principle.',
    );
    expect(prompt).toMatch(/Exactly 5 multiple-choice questions/);
    expect(prompt).toMatch(/Exactly 8 flashcards/);

    await expect(study.questions).toHaveCount(5);
    for (let i = 0; i < 5; i++) await study.answer(i, i === 0 ? 'Stack' : 'Queue');
    await study.submit.click();
    await expect(study.result).toContainText('4/5');
    await page.getByRole('button', { name: 'Show Explanations' }).click();
    await expect(page.getByTestId('quiz-explanation')).toHaveCount(1);
    await expect(page.getByTestId('quiz-explanation')).toContainText(/Explanation \d\./);
    await study.tab('Flashcards').click();
    await expect(page.getByTestId('flashcard-position')).toHaveText('Card 1 of 8');
  });

  test('renders model text as text, never as HTML', async ({ page }) => {
    const evil = {
      quiz: [
        {
          question: '<img src=x onerror="window.__pwned=1"> What is <b>bold</b>?',
          options: ['<script>window.__pwned=2</script>', 'Queue', 'Heap', 'Trie'],
          correctAnswer: 'Queue',
          explanation: '<a href="javascript:alert(1)">click</a>',
        },
      ],
      flashcards: [{ term: '<i>Term</i>', definition: '<img src=x onerror="window.__pwned=3">' }],
    };
    await routeGemini(page, reply(JSON.stringify(evil)));
    const study = await openWithGemini(page);
    await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.readingEnded();
    await expect(study.questions.first()).toContainText(
      '<img src=x onerror="window.__pwned=1"> What is <b>bold</b>?',
    );
    await expect(
      study.questions.first().getByRole('radio', { name: '<script>window.__pwned=2</script>' }),
    ).toBeVisible();
    await study.tab('Flashcards').click();
    await expect(study.flashcard).toContainText('<i>Term</i>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main img, main script, main b, main i')).toHaveCount(0);
  });

  const failures: [string, Answer, string][] = [
    ['HTTP 500', status(500), 'Gemini API error: 500'],
    ['HTTP 429', status(429), 'Gemini API error: 429'],
    ['no candidates', json({ candidates: [] }), 'No content generated by Gemini'],
    ['an empty text part', reply(''), 'No content generated by Gemini'],
    [
      'a reply that is not JSON',
      reply('Sure! Here are your study materials: quiz and cards.'),
      STUDY_MESSAGES.parseFailed,
    ],
    [
      'an empty quiz',
      reply(JSON.stringify({ quiz: [], flashcards: MATERIALS.flashcards })),
      'Invalid quiz data generated',
    ],
    [
      'questions without 4 options',
      reply(
        JSON.stringify({
          quiz: [{ question: 'Q?', options: ['a', 'b'], correctAnswer: 'a' }],
          flashcards: MATERIALS.flashcards,
        }),
      ),
      'Invalid quiz data generated',
    ],
    ['no flashcards', reply(JSON.stringify({ quiz: MATERIALS.quiz })), 'Invalid flashcard data generated'],
  ];

  for (const [name, answer, message] of failures) {
    test(`study-set generation failing with ${name} shows "${message}"`, async ({ page }) => {
      await routeGemini(page, answer);
      const study = await openWithGemini(page);
      await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
      await study.readingEnded();
      await expect(study.errorMessage).toHaveText(message);
      await study.tryAgain.click();
      await expect(study.chosenFile).toHaveCount(0);
      await expect(study.generateButton).toBeDisabled();
    });
  }

  test('a network failure shows what went wrong', async ({ page }) => {
    await routeGemini(page, (route) => route.abort('internetdisconnected'));
    const study = await openWithGemini(page);
    await study.generate(pdf('data-structures.pdf', fixtures['data-structures']));
    await study.readingEnded();
    await expect(study.errorMessage).toContainText(
      'Could not reach https://generativelanguage.googleapis.com',
    );
  });

  test('a scanned PDF is read by Gemini (inline_data, base64), then studied', async ({ page }) => {
    const sent = await routeGemini(page, reply(SCANNED_TEXT), reply(JSON.stringify(MATERIALS)));
    const study = await openWithGemini(page);
    await study.generate(pdf('scan.pdf', fixtures['image-only']));
    await study.studySetShown();
    await expect(study.success).toContainText('from text Gemini read from the scanned pages');
    expect(sent).toHaveLength(2);
    const parts = sent[0]?.body.contents[0]?.parts ?? [];
    expect(parts[0]?.text).toMatch(/extract/i);
    expect(parts[1]?.inline_data).toEqual({
      mime_type: 'application/pdf',
      data: Buffer.from(fixtures['image-only']).toString('base64'),
    });
    expect(sent[1]?.body.contents[0]?.parts[0]?.text).toContain(SCANNED_TEXT);
  });

  const scanFailures: [string, Answer, string][] = [
    ['HTTP 503', status(503), 'Failed to analyze PDF content. Please ensure the PDF contains readable text.'],
    ['HTTP 400', status(400), STUDY_MESSAGES.extractionFailed],
    ['no text', json({ candidates: [] }), STUDY_MESSAGES.extractionFailed],
    ['too little text', reply('Page 1'), 'Could not extract sufficient text from the PDF'],
    [
      'under 100 characters',
      reply('Stacks are last in, first out; queues are first in, first out, always.'),
      STUDY_MESSAGES.tooShortToStudy,
    ],
  ];

  for (const [name, answer, message] of scanFailures) {
    test(`reading a scanned PDF failing with ${name} shows "${message.slice(0, 40)}..."`, async ({
      page,
    }) => {
      const sent = await routeGemini(page, answer);
      const study = await openWithGemini(page);
      await study.generate(pdf('scan.pdf', fixtures['image-only']));
      await study.readingEnded();
      await expect(study.errorMessage).toHaveText(message);
      expect(sent).toHaveLength(1);
    });
  }
});
