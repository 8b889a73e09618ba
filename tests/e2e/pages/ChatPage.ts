import type { Locator, Page } from '@playwright/test';
import { appReady } from '../app';

/** The /chat screen: sidebar, conversation, composer, and the AI settings dialog. */
export class ChatPage {
  readonly heading: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly mic: Locator;
  readonly upload: Locator;
  readonly hint: Locator;
  readonly typing: Locator;
  readonly download: Locator;
  readonly newChat: Locator;
  readonly provider: Locator;
  readonly mascot: Locator;
  readonly settingsButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.log = page.getByRole('log', { name: 'Conversation' });
    this.input = page.getByRole('textbox', { name: 'Message QueueBee' });
    this.send = page.getByRole('button', { name: 'Send message' });
    this.mic = page.getByRole('button', { name: /Start voice input|Stop recording/ });
    this.upload = page.getByRole('button', { name: /Upload File|Uploading\.\.\./ });
    this.hint = page.locator('p', { hasText: 'Press Enter to send' });
    this.typing = page.locator('[data-typing-indicator]');
    this.download = page.getByRole('button', { name: 'Download Chat' });
    this.newChat = page.getByRole('button', { name: 'New chat' });
    this.provider = page.locator('[data-active-provider]');
    this.mascot = page.locator('img[data-mascot]');
    this.settingsButton = page.getByRole('button', { name: 'AI settings' });
    this.dialog = page.getByRole('dialog', { name: 'AI settings' });
  }

  async goto() {
    await this.page.goto('/chat');
    await appReady(this.page);
    await this.heading.waitFor();
  }

  quickStart(name: 'Start DSA' | 'Explain Recursion' | 'Interview Tips' | 'MERN Stack Guide') {
    return this.page.getByRole('complementary', { name: 'About QueueBee' }).getByRole('button', { name });
  }

  messages() {
    return this.log.locator('[data-message-role]');
  }

  userMessages() {
    return this.log.locator('[data-message-role="user"]');
  }

  assistantMessages() {
    return this.log.locator('[data-message-role="assistant"]');
  }

  lastAssistant() {
    return this.assistantMessages().last();
  }

  /** The visible text of a message (without the screen-reader prefix and the time). */
  textOf(message: Locator) {
    return message.locator('[data-message-text]');
  }

  async sendText(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Sends `text` and waits for the reply to it (typed out in full); returns the reply's message. */
  async ask(text: string) {
    const before = await this.assistantMessages().count();
    await this.sendText(text);
    await this.waitForReplies(before + 1);
    return this.lastAssistant();
  }

  /** The suggestion buttons of a message (lines of a reply that send their text). */
  suggestionsOf(message: Locator) {
    return message.getByRole('group', { name: 'Suggested topics' }).getByRole('button');
  }

  /** Waits until `count` assistant messages exist and none is being typed. */
  async waitForReplies(count: number) {
    await this.page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-message-role="assistant"]').length === n &&
        document.querySelector('[data-typing]') === null &&
        document.querySelector('[data-typing-indicator]') === null,
      count,
    );
  }

  async openSettings() {
    await this.settingsButton.click();
    await this.dialog.waitFor();
  }

  /** Chooses Gemini with a key in the AI settings dialog and saves. */
  async chooseGemini(
    key: string,
    { remember = false, baseUrl }: { remember?: boolean; baseUrl?: string } = {},
  ) {
    await this.openSettings();
    await this.dialog.getByRole('radio', { name: /Google Gemini/ }).check();
    await this.dialog.getByLabel('Gemini API key').fill(key);
    if (baseUrl) await this.dialog.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
    if (remember) await this.dialog.getByRole('checkbox', { name: 'Remember on this device' }).check();
    await this.dialog.getByRole('button', { name: 'Save' }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async storage() {
    return this.page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
  }
}
