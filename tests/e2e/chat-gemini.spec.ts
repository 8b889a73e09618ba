import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/ChatPage';
import { appReady } from './app';

// Obviously fake; nothing key-shaped belongs in the repository.
const KEY = 'e2e-fake-gemini-key-0123';
const GEMINI = /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/]+:generateContent$/;
const GEMINI_MODELS = 'https://generativelanguage.googleapis.com/v1beta/models?pageSize=1000';
const FAILURE = 'Oops! Kuch technical issue aa gaya. Thoda time de do phir try karo Bhaiya!';

// These tests provoke failed requests on purpose; Chromium logs each as 'Failed to load resource'.
test.use({ expectedFailedRequests: [/^https:\/\/generativelanguage\.googleapis\.com\//] });

const cors = { 'access-control-allow-origin': '*' };

function reply(text: string) {
  return { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] };
}

type Answer = (route: Route, request: Request) => Promise<void> | void;

/** Answers Gemini calls in order (the last answer repeats) and records the requests. */
async function routeGemini(page: Page, ...answers: Answer[]) {
  const requests: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  await page.route(GEMINI, async (route, request) => {
    requests.push({
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataJSON() as Record<string, unknown>,
    });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    await answer?.(route, request);
  });
  return requests;
}

const ok =
  (text: string): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify(reply(text)),
    });
const status =
  (code: number, message: string): Answer =>
  (route) =>
    route.fulfill({
      status: code,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ error: { code, message, status: 'ERROR' } }),
    });

async function openWithGemini(page: Page, options: { remember?: boolean } = {}) {
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.chooseGemini(KEY, options);
  await expect(chat.provider).toHaveText('Answering: Google Gemini · gemini-2.5-flash');
  return { chat, consoleText };
}

test.describe('chat with Google Gemini (requests answered by page.route)', () => {
  test('sends a chat request with the key in the header only, and shows the cleaned reply', async ({
    page,
  }) => {
    const requests = await routeGemini(
      page,
      ok(
        '**Heap** ek complete binary tree hai.\n\n\n* min-heap\n* max-heap\n\n```js\nconst heap = [];\n```\nChamka?',
      ),
      ok('Aur ek example: priority queue. Chamka?'),
    );
    const { chat, consoleText } = await openWithGemini(page);
    await chat.sendText('heap kya hai');
    await chat.waitForReplies(2);

    const [first] = requests;
    expect(first?.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
    expect(first?.headers['x-goog-api-key']).toBe(KEY);
    expect(first?.body.system_instruction).toEqual({
      parts: [{ text: expect.stringContaining('QueueBee') }],
    });
    expect(first?.body.contents).toEqual([{ role: 'user', parts: [{ text: 'heap kya hai' }] }]);

    const last = chat.lastAssistant();
    await expect(last.locator('li')).toHaveText(['min-heap', 'max-heap']);
    await expect(last.locator('pre code')).toHaveText('const heap = [];');
    await expect(chat.textOf(last)).toContainText('Heap ek complete binary tree hai.');
    expect(await chat.textOf(last).innerText()).not.toContain('**');

    // A follow-up carries the conversation as context.
    await chat.sendText('example do');
    await chat.waitForReplies(3);
    const contents = requests[1]?.body.contents as { role: string; parts: { text: string }[] }[];
    expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
    expect(contents.at(-1)?.parts[0]?.text).toBe('example do');

    for (const text of consoleText) expect(text).not.toContain(KEY);
    for (const request of requests) expect(request.url).not.toContain(KEY);
  });

  const failures: [string, Answer, RegExp][] = [
    [
      '429',
      status(429, 'Resource has been exhausted (e.g. check quota).'),
      /Gemini API error: 429 \(too many requests/,
    ],
    ['500', status(500, 'Internal error encountered.'), /Gemini API error: 500/],
    [
      'malformed JSON',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: cors,
          body: '{"candidates": [',
        }),
      /not valid JSON/,
    ],
    [
      'network failure',
      (route) => route.abort('failed'),
      /Could not reach https:\/\/generativelanguage\.googleapis\.com/,
    ],
  ];
  for (const [name, answer, detail] of failures) {
    test(`a ${name} shows the chat failure message and the exact error`, async ({ page }) => {
      await routeGemini(page, answer);
      const { chat, consoleText } = await openWithGemini(page);
      await chat.sendText('dijkstra samjhao');
      await chat.waitForReplies(2);
      const last = chat.lastAssistant();
      await expect(chat.textOf(last)).toHaveText(FAILURE);
      await expect(last).toHaveAttribute('data-failed', 'true');
      await expect(last.getByText(/^Details:/)).toHaveText(detail);
      await expect(chat.input).toBeEnabled();
      for (const text of consoleText) expect(text).not.toContain(KEY);
    });
  }

  test('a model the key cannot use is named, with where to choose another', async ({ page }) => {
    await routeGemini(
      page,
      status(404, 'models/gemini-2.5-flash is not found for API version v1beta, or is not supported.'),
    );
    const { chat } = await openWithGemini(page);
    await chat.sendText('dijkstra samjhao');
    await chat.waitForReplies(2);
    await expect(chat.textOf(chat.lastAssistant())).toHaveText(
      'model gemini-2.5-flash is not available for this key; choose another in AI settings',
    );
  });

  test('an empty reply becomes "Great question! Keep practicing..."', async ({ page }) => {
    await routeGemini(page, ok(''));
    const { chat } = await openWithGemini(page);
    await chat.sendText('greedy kya hai');
    await chat.waitForReplies(2);
    await expect(chat.textOf(chat.lastAssistant())).toHaveText('Great question! Keep practicing...');
  });

  test('off-topic messages never reach Gemini', async ({ page }) => {
    const requests = await routeGemini(page, ok('never'));
    const { chat } = await openWithGemini(page);
    await chat.sendText('Which song is trending?');
    await chat.waitForReplies(2);
    await expect(chat.textOf(chat.lastAssistant())).toContainText('Chamka?');
    expect(requests).toHaveLength(0);
  });

  test('while waiting: typing..., input, mic and send disabled; leaving the page cancels the request', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await routeGemini(page, async (route) => {
      await held;
      await route
        .fulfill({
          status: 200,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify(reply('late')),
        })
        .catch(() => {});
    });
    const { chat } = await openWithGemini(page);
    await chat.sendText('trie kya hai');
    await expect(chat.typing).toHaveText(/typing\.\.\./);
    await expect(chat.input).toBeDisabled();
    await expect(chat.send).toBeDisabled();
    await expect(chat.upload).toBeDisabled();
    await expect(chat.quickStart('Start DSA')).toBeDisabled();

    const aborted = page.waitForEvent('requestfailed', (request) => GEMINI.test(request.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About DSA Visualizer');
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    release();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expect(chat.heading).toHaveText('Chat with QueueBee');
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.userMessages().last()).toContainText('trie kya hai');
    await expect(chat.assistantMessages()).toHaveCount(1);
    await expect(chat.input).toBeEnabled();
  });

  test('uploads a file to Gemini: Uploading... while busy, then the explanation', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = await routeGemini(
      page,
      async (route) => {
        await held;
        await ok('Yeh file do numbers jodti hai. Chamka?')(route, route.request());
      },
      ok(''),
      status(503, 'The model is overloaded.'),
    );
    const { chat } = await openWithGemini(page);
    const upload = async (name: string, text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await chat.upload.click();
      await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    };
    await upload('add.ts', 'export const add = (a: number, b: number) => a + b;');
    await expect(chat.upload).toHaveAccessibleName('Uploading...');
    await expect(chat.upload).toBeDisabled();
    release();
    await chat.waitForReplies(2);
    await expect(chat.upload).toHaveAccessibleName('Upload File');
    await expect(chat.textOf(chat.lastAssistant())).toHaveText('Yeh file do numbers jodti hai. Chamka?');
    const contents = requests[0]?.body.contents as { parts: { text: string }[] }[];
    expect(contents[0]?.parts[0]?.text).toBe(
      'Please read and explain this file: add.ts\n\nexport const add = (a: number, b: number) => a + b;',
    );

    await upload('empty-reply.md', '# Notes');
    await chat.waitForReplies(3);
    await expect(chat.textOf(chat.lastAssistant())).toHaveText("Couldn't read file. Try again!");
    await upload('fails.py', 'print(1)');
    await chat.waitForReplies(4);
    await expect(chat.textOf(chat.lastAssistant())).toHaveText('Error reading file with Gemini API.');
  });
});

test.describe('AI settings dialog', () => {
  test('keeps the key out of localStorage unless "Remember on this device" is ticked', async ({ page }) => {
    const { chat } = await openWithGemini(page);
    let storage = await chat.storage();
    expect(storage.local).not.toContain(KEY);
    expect(storage.session).toContain(KEY);
    const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('queuebee.ai.settings') ?? '{}'));
    expect(prefs).toMatchObject({ version: 1, provider: 'gemini', rememberKey: false });

    // A reload in the same tab keeps the session key.
    await page.reload();
    await appReady(page);
    await expect(chat.provider).toHaveText('Answering: Google Gemini · gemini-2.5-flash');

    await chat.openSettings();
    const remember = chat.dialog.getByRole('checkbox', { name: 'Remember on this device' });
    await expect(chat.dialog.getByText(/anyone using this device can read it/)).toBeVisible();
    await remember.check();
    await chat.dialog.getByRole('button', { name: 'Save' }).click();
    storage = await chat.storage();
    expect(storage.local).toContain(KEY);
    expect(storage.session).not.toContain(KEY);

    await chat.openSettings();
    await remember.uncheck();
    await chat.dialog.getByRole('button', { name: 'Save' }).click();
    storage = await chat.storage();
    expect(storage.local).not.toContain(KEY);
    expect(storage.session).toContain(KEY);
  });

  test('a lost session key falls back to the built-in tutor and says so', async ({ page }) => {
    const { chat } = await openWithGemini(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await appReady(page);
    await expect(chat.provider).toHaveText('Answering: Built-in (offline)');
    await expect(page.getByRole('note')).toContainText('Google Gemini needs your API key');
  });

  test('validates, is keyboard operable, and Test connection reports success or the exact error', async ({
    page,
  }) => {
    await routeGemini(page, ok('OK'), status(400, 'API key not valid. Please pass a valid API key.'));
    const modelRequests: Record<string, string>[] = [];
    await page.route(GEMINI_MODELS, async (route, request) => {
      modelRequests.push(await request.allHeaders());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({
          models: [
            {
              name: 'models/gemini-2.5-flash',
              supportedGenerationMethods: ['generateContent', 'countTokens'],
            },
            { name: 'models/text-embedding-004', supportedGenerationMethods: ['embedContent'] },
            { name: 'models/gemini-2.5-pro', supportedGenerationMethods: ['generateContent'] },
          ],
        }),
      });
    });
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.settingsButton.focus();
    await page.keyboard.press('Enter');
    await expect(chat.dialog).toBeVisible();
    await expect(chat.dialog.getByRole('radio', { name: /Built-in \(offline\)/ })).toBeChecked();
    await chat.dialog.getByRole('radio', { name: /Google Gemini/ }).check();
    const key = chat.dialog.getByLabel('Gemini API key');
    await expect(key).toHaveAttribute('type', 'password');
    await expect(chat.dialog.getByRole('textbox', { name: 'Base URL' })).toHaveValue(
      'https://generativelanguage.googleapis.com',
    );
    await expect(chat.dialog.getByRole('textbox', { name: 'Chat model' })).toHaveValue('gemini-2.5-flash');
    await expect(chat.dialog.getByRole('textbox', { name: 'PDF model' })).toHaveValue('gemini-2.5-flash');

    await chat.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(chat.dialog.getByText('Enter your Gemini API key.')).toBeVisible();
    await expect(key).toBeFocused();
    await expect(key).toHaveAttribute('aria-invalid', 'true');

    await key.fill(KEY);
    const result = chat.dialog.getByRole('status');
    await chat.dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect(result).toHaveText('Connection works: Google Gemini (gemini-2.5-flash) answered.');
    // The test also lists the models this key can use, and the model fields offer them.
    await expect(chat.dialog.getByText(/^Models this key can use/)).toHaveText(
      'Models this key can use (the model fields suggest them): gemini-2.5-flash, gemini-2.5-pro',
    );
    for (const field of ['Chat model', 'PDF model']) {
      const listId = await chat.dialog.getByRole('combobox', { name: field }).getAttribute('list');
      expect(
        await page
          .locator(`datalist[id="${listId}"] option`)
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      ).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro']);
    }
    await chat.dialog.getByRole('combobox', { name: 'Chat model' }).fill('gemini-2.5-pro');
    await expect(chat.dialog.getByRole('combobox', { name: 'Chat model' })).toHaveValue('gemini-2.5-pro');
    expect(modelRequests[0]?.['x-goog-api-key']).toBe(KEY);
    await chat.dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect(result).toHaveText(
      'Connection failed: Gemini API error: 400 (bad request: check the model name and the key). Server said: API key not valid. Please pass a valid API key.',
    );

    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(chat.settingsButton).toBeFocused();
    await expect(chat.provider).toHaveText('Answering: Built-in (offline)');
    expect((await chat.storage()).session).not.toContain(KEY);
  });

  test('an OpenAI-compatible endpoint can be chosen and answers the chat', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('http://127.0.0.1:11434/v1/chat/completions', async (route, request) => {
      bodies.push(request.postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Local model bol raha hai. Chamka?' } }],
        }),
      });
    });
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.openSettings();
    await chat.dialog.getByRole('radio', { name: /OpenAI-compatible endpoint/ }).check();
    await chat.dialog.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:11434/v1');
    await chat.dialog.getByRole('textbox', { name: 'Model' }).fill('qwen2.5');
    await chat.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(chat.provider).toHaveText('Answering: OpenAI-compatible endpoint · qwen2.5');
    await chat.sendText('linked list kya hai');
    await chat.waitForReplies(2);
    await expect(chat.textOf(chat.lastAssistant())).toHaveText('Local model bol raha hai. Chamka?');
    expect(bodies[0]).toMatchObject({
      model: 'qwen2.5',
      messages: [{ role: 'system' }, { role: 'user', content: 'linked list kya hai' }],
    });
  });
});
