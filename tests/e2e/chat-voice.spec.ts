import type { Page } from '@playwright/test';
import { installFrozenClock } from './clock';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/ChatPage';

const DENIED = 'Could not access microphone. Please check permissions.';

interface FakeSpeechOptions {
  /** getUserMedia rejects (the visitor said no, or there is no microphone). */
  denyMicrophone?: boolean;
  /** No SpeechRecognition at all. */
  unsupported?: boolean;
}

/** A scriptable stand-in for the Web Speech API and getUserMedia, installed before the app loads. */
async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}) {
  await page.addInitScript((opts: FakeSpeechOptions) => {
    type Phrase = [string, boolean];
    interface Fake {
      continuous: boolean;
      interimResults: boolean;
      lang: string;
      running: boolean;
      onresult: ((event: unknown) => void) | null;
      onerror: ((event: unknown) => void) | null;
      onend: (() => void) | null;
    }
    const state = { instances: [] as Fake[], starts: 0, mediaRequests: 0 };
    (window as unknown as { __speech: unknown }).__speech = {
      state,
      current: () => state.instances.at(-1),
      /** Delivers the whole result list, like Chrome does on every result event. */
      say(phrases: Phrase[], resultIndex = 0) {
        const results = phrases.map(([transcript, isFinal]) =>
          Object.assign([{ transcript, confidence: 0.9 }], { isFinal }),
        );
        state.instances.at(-1)?.onresult?.({ resultIndex, results });
      },
      fail(error: string) {
        const fake = state.instances.at(-1);
        fake?.onerror?.({ error, message: '' });
        if (fake) {
          fake.running = false;
          queueMicrotask(() => fake.onend?.());
        }
      },
    };
    if (!opts.unsupported) {
      class FakeRecognition implements Fake {
        continuous = false;
        interimResults = false;
        lang = '';
        running = false;
        onresult: Fake['onresult'] = null;
        onerror: Fake['onerror'] = null;
        onend: Fake['onend'] = null;
        constructor() {
          state.instances.push(this);
        }
        start() {
          state.starts += 1;
          this.running = true;
        }
        stop() {
          this.running = false;
          queueMicrotask(() => this.onend?.());
        }
        abort() {
          this.stop();
        }
      }
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    } else {
      delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    }
    if (navigator.mediaDevices) {
      navigator.mediaDevices.getUserMedia = async () => {
        state.mediaRequests += 1;
        if (opts.denyMicrophone) throw new DOMException('Permission denied', 'NotAllowedError');
        return { getTracks: () => [{ stop() {} }] } as unknown as MediaStream;
      };
    }
  }, options);
}

const speech = {
  say: (page: Page, phrases: [string, boolean][], resultIndex = 0) =>
    page.evaluate(
      ([p, i]) =>
        (window as unknown as { __speech: { say(p: unknown, i: number): void } }).__speech.say(p, i),
      [phrases, resultIndex] as const,
    ),
  fail: (page: Page, error: string) =>
    page.evaluate(
      (e) => (window as unknown as { __speech: { fail(e: string): void } }).__speech.fail(e),
      error,
    ),
  current: (page: Page) =>
    page.evaluate(() => {
      const s = (
        window as unknown as {
          __speech: {
            current(): Record<string, unknown> | undefined;
            state: { starts: number; mediaRequests: number };
          };
        }
      ).__speech;
      const fake = s.current();
      return {
        starts: s.state.starts,
        mediaRequests: s.state.mediaRequests,
        continuous: fake?.continuous,
        interimResults: fake?.interimResults,
        lang: fake?.lang,
        running: fake?.running,
      };
    }),
};

test.describe('chat voice input (fake SpeechRecognition)', () => {
  test('records after microphone permission, shows the words, and sends the last line on stop', async ({
    page,
  }) => {
    await installFakeSpeech(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.mic).toHaveAccessibleName('Start voice input');
    await chat.mic.click();
    await expect(chat.mic).toHaveAccessibleName('Stop recording');
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.hint).toContainText('Recording...');
    expect(await speech.current(page)).toEqual({
      starts: 1,
      mediaRequests: 1,
      continuous: true,
      interimResults: true,
      lang: 'en-US',
      running: true,
    });

    await speech.say(page, [['what is a', false]]);
    await expect(chat.input).toHaveValue('what is a');
    await speech.say(page, [
      ['tell me about trees', false],
      ['stack kya hai', false],
    ]);
    await expect(chat.input).toHaveValue('stack kya hai');

    await chat.mic.click();
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(chat.userMessages().last()).toContainText('stack kya hai');
    await expect(chat.mic).toHaveAccessibleName('Start voice input');
    await expect(chat.hint).toContainText('Press mic to speak');
    await chat.waitForReplies(2);
    await expect(chat.textOf(chat.lastAssistant())).toContainText('Stack');
    await expect(chat.input).toHaveValue('');
  });

  test('sends automatically 1.5 s after a final result, only while recording', async ({ page }) => {
    await installFakeSpeech(page);
    const clock = await installFrozenClock(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await clock.freeze();
    await chat.mic.click();
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'true');

    await speech.say(page, [['binary search kya hai', true]]);
    await expect(chat.input).toHaveValue('binary search kya hai');
    await page.clock.runFor(1_499);
    await expect(chat.userMessages()).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(chat.userMessages().last()).toContainText('binary search kya hai');
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'false');

    // A final result followed by a manual stop sends once; the timer does not fire afterwards. The
    // reply comes from the tutor's worker, which the frozen clock does not hold: wait for it to arrive,
    // then let its typing run.
    await expect(chat.assistantMessages()).toHaveCount(2);
    await page.clock.runFor(10_000);
    await chat.waitForReplies(2);
    await chat.mic.click();
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'true');
    await speech.say(page, [['queue kya hai', true]]);
    await chat.mic.click();
    await expect(chat.userMessages()).toHaveCount(2);
    await page.clock.runFor(5_000);
    await expect(chat.userMessages()).toHaveCount(2);
  });

  test('a denied microphone gives the permission message', async ({ page }) => {
    await installFakeSpeech(page, { denyMicrophone: true });
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.mic.click();
    await expect(chat.textOf(chat.lastAssistant())).toHaveText(DENIED);
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'false');
    expect((await speech.current(page)).starts).toBe(0);
  });

  test('a recognition "not-allowed" error gives the permission message too', async ({ page }) => {
    await installFakeSpeech(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.mic.click();
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'true');
    await speech.fail(page, 'not-allowed');
    await expect(chat.textOf(chat.lastAssistant())).toHaveText(DENIED);
    await expect(chat.mic).toHaveAttribute('aria-pressed', 'false');
    await expect(chat.userMessages()).toHaveCount(0);
  });

  test('without speech recognition the mic is disabled and says why', async ({ page }) => {
    await installFakeSpeech(page, { unsupported: true });
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.mic).toBeDisabled();
    await expect(chat.hint).not.toContainText('Press mic to speak');
    await chat.mic.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Voice input is not supported in this browser.');
    await chat.mic.click({ force: true });
    expect((await speech.current(page)).mediaRequests).toBe(0);
    await expect(chat.messages()).toHaveCount(1);
  });
});
