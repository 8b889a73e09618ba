import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { OFF_TOPIC_REFUSALS } from '@/core/tutor/offTopic';
import { installFrozenClock } from './clock';
import { expect, test } from './fixtures';
import { AppShell } from './pages/AppShell';
import { ChatPage } from './pages/ChatPage';
import { appReady, warningsLogged } from './app';

// Dates and times in the transcript are the visitor's local ones: pin the zone.
test.use({ timezoneId: 'Asia/Kolkata' });

const GREETING_START = 'Namaste! Main QueueBee hoon';
/** The script of the worker that builds and asks the built-in tutor (the knowledge base is inside it). */
const TUTOR_WORKER = /tutor\.worker-[\w-]+\.js$/;

/** Opens /chat with its lazy parts loaded (knowledge base, mascots), then cuts the network. */
async function openOffline(page: Page) {
  const chat = new ChatPage(page);
  const loaded = Promise.all(
    [TUTOR_WORKER, /emohappy\.png$/, /emolaugh\.png$/, /emointel\.png$/].map((pattern) =>
      page.waitForResponse((response) => pattern.test(response.url())),
    ),
  );
  await chat.goto();
  await loaded;
  await page.context().setOffline(true);
  return chat;
}

/** With the clock paused, toasts (sonner schedules them on a timer) need time to be moved along. */
async function expectToast(page: Page, toast: Locator) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 200 });
  }).toPass();
}

async function storedChat(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('queuebee.chat');
    return raw
      ? (JSON.parse(raw) as { version: number; messages: { text: string; isUser: boolean }[] })
      : null;
  });
}

test.describe('chat screen (built-in tutor, offline)', () => {
  test('shows the sidebar, the header and one greeting', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.heading).toHaveText('Chat with QueueBee');
    const sidebar = page.getByRole('complementary', { name: 'About QueueBee' });
    await expect(sidebar.getByText('Online', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('list', { name: 'Affiliations' }).getByRole('listitem')).toHaveText([
      /Foundation/,
      /third-year/,
      /Founder/,
    ]);
    await expect(sidebar.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
    for (const name of ['Start DSA', 'Explain Recursion', 'Interview Tips', 'MERN Stack Guide'] as const) {
      await expect(chat.quickStart(name)).toBeEnabled();
    }
    await expect(sidebar.getByRole('heading', { name: 'Daily Motivation' })).toBeVisible();
    await expect(sidebar.getByText('Consistency is key !')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(chat.provider).toHaveText('Answering: Built-in (offline)');
    await expect(chat.download).toBeVisible();
    await expect(chat.messages()).toHaveCount(1);
    await expect(chat.textOf(chat.lastAssistant())).toContainText(GREETING_START);
    await expect(chat.lastAssistant().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(chat.hint).toHaveText(
      'Press Enter to send · Press mic to speak · or upload a file (.txt, .js, .ts, .json, .md, .cpp, .py, .java)',
    );
  });

  test('every Quick Start button sends its text and gets a reply with no network', async ({ page }) => {
    const chat = await openOffline(page);
    const prompts = ['Start DSA', 'Explain Recursion', 'Interview Tips', 'MERN Stack Guide'] as const;
    const expected = [/DSA/, /Recursion/, /[Ii]nterview/, /MERN/];
    for (const [i, prompt] of prompts.entries()) {
      await chat.quickStart(prompt).click();
      await chat.waitForReplies(i + 2);
      await expect(chat.userMessages().last()).toContainText(prompt);
      const reply = chat.textOf(chat.lastAssistant());
      await expect(reply).toContainText(expected[i] as RegExp);
      await expect(reply).toContainText('Chamka?');
    }
    expect((await storedChat(page))?.messages).toHaveLength(9);
  });

  test('types the reply one character per millisecond, then shows a mascot for 5 s and fades it in 1 s', async ({
    page,
  }) => {
    const clock = await installFrozenClock(page);
    const chat = new ChatPage(page);
    const knowledge = page.waitForResponse((response) => TUTOR_WORKER.test(response.url()));
    await chat.goto();
    await knowledge;
    await clock.freeze();

    await chat.quickStart('Explain Recursion').click();
    const typed = chat.log.locator('[data-typing="true"]');
    await expect(typed).toHaveCount(1);
    const full = (await storedChat(page))?.messages.at(-1)?.text ?? '';
    expect(full.length).toBeGreaterThan(300);

    await page.clock.runFor(100);
    const partial = (await chat.textOf(typed).innerText()).length;
    expect(partial).toBeGreaterThan(50);
    expect(partial).toBeLessThan(140);
    await expect(typed).toHaveCount(1);

    // The mascot is up while the reply types, and stays 5 s after the reply.
    await expect(chat.mascot).toBeVisible();
    expect(await chat.mascot.getAttribute('src')).toMatch(/^\/emo(happy|laugh|intel)\.png$/);

    await page.clock.runFor(full.length);
    await expect(typed).toHaveCount(0);
    await expect(chat.textOf(chat.lastAssistant())).toContainText('Chamka?');

    await page.clock.runFor(4_900 - 100 - full.length);
    await expect(chat.mascot).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(200);
    await expect(chat.mascot).toHaveAttribute('data-phase', 'fading');
    await page.clock.runFor(1_000);
    await expect(chat.mascot).toHaveCount(0);
  });

  test('with reduced motion the reply appears at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const clock = await installFrozenClock(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await clock.freeze();
    await chat.sendText('stack kya hai');
    await expect(chat.assistantMessages()).toHaveCount(2);
    await expect(chat.textOf(chat.lastAssistant())).toContainText('Chamka?');
    await expect(chat.log.locator('[data-typing]')).toHaveCount(0);
  });

  test('refuses off-topic messages playfully', async ({ page }) => {
    const chat = await openOffline(page);
    await chat.sendText('Bhai koi achhi MOVIE batao');
    await chat.waitForReplies(2);
    const reply = await chat.textOf(chat.lastAssistant()).innerText();
    expect(OFF_TOPIC_REFUSALS as readonly string[]).toContain(reply.trim());
  });

  test('renders bullets and code as elements, follows up, and shows text, never HTML', async ({ page }) => {
    const chat = await openOffline(page);
    await chat.sendText('binary search kya hai');
    await chat.waitForReplies(2);
    await chat.sendText('code dikhao');
    await chat.waitForReplies(3);
    const code = chat.lastAssistant().locator('pre code');
    await expect(code).toContainText('function binarySearch');
    await chat.sendText('Start DSA');
    await chat.waitForReplies(4);
    await expect(chat.lastAssistant().locator('ul > li').first()).toBeVisible();
    expect(await chat.lastAssistant().innerText()).not.toMatch(/^- /m);

    await chat.sendText('<img src=x onerror="document.title=1"> array kya hai');
    await chat.waitForReplies(5);
    await expect(chat.userMessages().last()).toContainText(
      '<img src=x onerror="document.title=1"> array kya hai',
    );
    await expect(chat.log.locator('img')).toHaveCount(0);
  });

  test('ignores blank input; send is disabled when blank', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.send).toBeDisabled();
    await chat.input.fill('    ');
    await expect(chat.send).toBeDisabled();
    await chat.input.press('Enter');
    await expect(chat.messages()).toHaveCount(1);
    await chat.input.fill('heap kya hai');
    await expect(chat.send).toBeEnabled();
    await chat.send.click();
    await expect(chat.input).toHaveValue('');
    await chat.waitForReplies(2);
    await expect(chat.input).toBeFocused();
  });

  test('explains an uploaded file offline, in the tutor worker: the page loads no file analyser', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    const chat = await openOffline(page);
    const fileInput = page.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', '.txt,.js,.ts,.json,.md,.cpp,.py,.java');
    expect(await fileInput.evaluate((input: HTMLInputElement) => input.multiple)).toBe(false);
    const chooser = page.waitForEvent('filechooser');
    await chat.upload.click();
    await (
      await chooser
    ).setFiles({
      name: 'bubble.js',
      mimeType: 'text/javascript',
      buffer: Buffer.from(
        'function bubbleSort(a) {\n  for (let i = 0; i < a.length; i++) {\n    for (let j = 0; j < a.length - i - 1; j++) {\n      if (a[j] > a[j + 1]) [a[j], a[j + 1]] = [a[j + 1], a[j]];\n    }\n  }\n  return a;\n}\n',
      ),
    });
    await chat.waitForReplies(2);
    await expect(chat.userMessages().last()).toContainText('Uploaded file: bubble.js');
    const reply = chat.textOf(chat.lastAssistant());
    await expect(reply).toContainText('JavaScript');
    await expect(reply).toContainText('bubbleSort()');
    await expect(reply).toContainText('Nested loops');
    await expect(reply).toContainText('O(n²)');
    await expect(reply).toContainText('Chamka?');
    expect(scripts.filter((url) => /fileExplain/.test(url))).toEqual([]);
  });

  test('Download Chat: a toast when there is nothing yet, else a dated transcript', async ({ page }) => {
    const clock = await installFrozenClock(page);
    const chat = new ChatPage(page);
    const shell = new AppShell(page);
    await chat.goto();
    await clock.freeze(); // 2026-01-05 09:01 UTC = 14:31 in Kolkata

    await chat.download.click();
    const empty = shell.toast('No chat to download!');
    await expectToast(page, empty);
    await expect(empty).toContainText('Start a conversation first, then download your chat history.');

    await chat.sendText('Interview Tips');
    await expect(chat.assistantMessages()).toHaveCount(2);
    await page.clock.runFor(10_000);
    await chat.waitForReplies(2);

    const downloading = page.waitForEvent('download');
    await chat.download.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('queuebee-chat-2026-01-05.txt');
    const content = await readFile(await download.path(), 'utf8');
    const lines = content.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'QueueBee Chat Transcript',
      'Generated: 2026-01-05 14:31',
      'Messages: 3',
      '='.repeat(60),
    ]);
    expect(lines[4]).toMatch(/^\[\d{2}:\d{2}\] QueueBee: Namaste! Main QueueBee hoon/);
    expect(content).toContain('\n[14:31] You: Interview Tips\n[14:31] QueueBee: ');
    expect(content.trimEnd().endsWith('Chamka?')).toBe(true);
    await expectToast(page, shell.toast('Chat downloaded! 📥'));
  });

  test('the conversation survives a reload; New chat starts over', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.sendText('queue kya hai');
    await chat.waitForReplies(2);
    const before = await chat.messages().allInnerTexts();
    expect((await storedChat(page))?.version).toBe(1);

    await page.reload();
    await appReady(page);
    await chat.heading.waitFor();
    await expect(chat.messages()).toHaveCount(3);
    expect(await chat.messages().allInnerTexts()).toEqual(before);
    await expect(chat.log.locator('[data-typing]')).toHaveCount(0);

    await chat.newChat.click();
    await expect(chat.messages()).toHaveCount(1);
    await expect(chat.textOf(chat.lastAssistant())).toContainText(GREETING_START);
    await page.reload();
    await appReady(page);
    await chat.heading.waitFor();
    await expect(chat.messages()).toHaveCount(1);
  });

  test('a corrupt stored conversation falls back to a fresh greeting', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('queuebee.chat', '{"version":1,"messages":"nope"'));
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.messages()).toHaveCount(1);
    await expect(chat.textOf(chat.lastAssistant())).toContainText(GREETING_START);
  });

  test('a stored message with a date no calendar holds is dropped, and a long one from an older version is cut', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const at = Date.UTC(2026, 10, 20, 12);
      localStorage.setItem(
        'queuebee.chat',
        JSON.stringify({
          version: 1,
          messages: [
            { id: 'greeting', text: 'Namaste! Main QueueBee hoon', isUser: false, timestamp: at },
            { id: 'far', text: 'from the far future', isUser: true, timestamp: 1e300 },
            { id: 'long', text: 'x'.repeat(150_000), isUser: true, timestamp: at },
            { id: 'kept', text: 'stack kya hai', isUser: true, timestamp: at },
          ],
        }),
      );
    });
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.heading).toHaveText('Chat with QueueBee');
    await expect(chat.messages()).toHaveCount(3);
    await expect(chat.log).not.toContainText('from the far future');
    await expect(chat.log).toContainText('stack kya hai');
    expect(await chat.textOf(chat.messages().nth(1)).textContent()).toHaveLength(4000);
  });

  test('a worker builds and asks the built-in tutor: the page itself loads no knowledge base', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    const chat = new ChatPage(page);
    await chat.goto();
    const reply = await chat.ask('stack kya hai');
    await expect(chat.textOf(reply)).toContainText('LIFO');
    expect(page.workers().some((worker) => /tutor\.worker/.test(worker.url()))).toBe(true);
    expect(scripts.filter((url) => /knowledgeBase/.test(url))).toEqual([]);
  });

  test.describe('when the tutor worker cannot load', () => {
    test.use({ expectedFailedRequests: [TUTOR_WORKER] });

    test('the page builds the tutor itself, says why in a warning, and still answers', async ({ page }) => {
      await page.route(TUTOR_WORKER, (route) => route.abort());
      const warnings = warningsLogged(page);
      const chat = new ChatPage(page);
      await chat.goto();
      const reply = await chat.ask('stack kya hai');
      await expect(chat.textOf(reply)).toContainText('LIFO');
      expect(warnings.some((text) => text.startsWith('The built-in tutor runs on the page instead'))).toBe(
        true,
      );
    });
  });

  test('the knowledge base is not loaded by the home page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await new AppShell(page).goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /knowledgeBase|tutor\.worker|ChatPage/.test(url))).toEqual([]);
  });
});

test.describe('chat in two tabs', () => {
  test("each tab shows the conversation the other one saved, and a reload keeps both tabs' messages", async ({
    page,
  }) => {
    const first = new ChatPage(page);
    await first.goto();
    const secondPage = await page.context().newPage();
    const second = new ChatPage(secondPage);
    await second.goto();

    await first.sendText('stack kya hai');
    await first.waitForReplies(2);
    await expect(second.userMessages()).toHaveCount(1);
    await expect(second.userMessages().last()).toContainText('stack kya hai');

    await second.sendText('queue kya hai');
    await second.waitForReplies(3);
    await expect(first.userMessages()).toHaveCount(2);

    await page.reload();
    await appReady(page);
    await expect(first.userMessages()).toHaveText([/stack kya hai/, /queue kya hai/]);
    await secondPage.close();
  });
});
