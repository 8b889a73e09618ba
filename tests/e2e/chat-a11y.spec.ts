import { axeFindings } from './axe';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/ChatPage';

// The failed Gemini call below is provoked on purpose.
test.use({ expectedFailedRequests: [/^https:\/\/generativelanguage\.googleapis\.com\//] });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1440, 375]) {
    test(`a conversation and the AI settings dialog are axe-clean (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.route(/generativelanguage\.googleapis\.com/, (route) =>
        route.fulfill({
          status: 500,
          headers: { 'access-control-allow-origin': '*' },
          contentType: 'application/json',
          body: '{"error":{"message":"Internal error encountered."}}',
        }),
      );
      const chat = new ChatPage(page);
      await chat.goto();
      await chat.sendText('binary search kya hai');
      await chat.waitForReplies(2);
      await chat.sendText('code dikhao');
      await chat.waitForReplies(3);
      await chat.quickStart('Start DSA').click();
      await chat.waitForReplies(4);
      // A reply with a link to a page of the site, and a fallback with suggestion buttons.
      await chat.sendText('merge sort samjha do');
      await chat.waitForReplies(5);
      await expect(chat.lastAssistant().getByRole('link')).toHaveCount(1);
      await chat.sendText('what is a decision tree in ml');
      await chat.waitForReplies(6);
      await expect(chat.suggestionsOf(chat.lastAssistant()).first()).toBeVisible();
      await expect(chat.mascot).toBeVisible();
      await expect(chat.input).toBeEnabled();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);

      // A failure with its details line.
      await chat.chooseGemini('a11y-fake-key-not-real');
      await chat.sendText('graph kya hai');
      await chat.waitForReplies(7);
      await expect(chat.lastAssistant().getByText(/^Details:/)).toBeVisible();
      await expect(chat.input).toBeFocused();
      expect(await axeFindings(page, { coloursOnly: theme === 'dark' })).toEqual([]);

      // The dialog, with a validation error and a failed connection test.
      await chat.openSettings();
      await chat.dialog.getByLabel('Gemini API key').fill('');
      await chat.dialog.getByRole('button', { name: 'Save' }).click();
      await expect(chat.dialog.getByText('Enter your Gemini API key.')).toBeVisible();
      await chat.dialog.getByLabel('Gemini API key').fill('a11y-fake-key-not-real');
      await chat.dialog.getByRole('button', { name: 'Test connection' }).click();
      await expect(chat.dialog.getByRole('status')).toContainText('Connection failed');
      expect(await axeFindings(page, { include: 'dialog', coloursOnly: theme === 'dark' })).toEqual([]);
      await chat.dialog.getByRole('radio', { name: /OpenAI-compatible/ }).check();
      expect(await axeFindings(page, { include: 'dialog', coloursOnly: theme === 'dark' })).toEqual([]);
    });
  }
}
