import type { Page } from '@playwright/test';
import { loadKnowledgeTopics } from '../bench/tutorEval';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/ChatPage';

/**
 * The built-in tutor through the chat screen (docs/product-rules.md#built-in-tutor): questions that are not
 * the Quick Start buttons reach the right topic, comparisons reach comparisons, coding questions that
 * mention a listed word are answered, follow-ups stay on the topic, a question outside the notes gets the
 * honest fallback with suggestion buttons, and a visualised topic links to its page.
 *
 * With reduced motion a reply appears whole at once, so no typewriter timers need moving along; one test
 * keeps the typewriter, on the real clock, and waits for it (ChatPage.waitForReplies).
 */

const topics = loadKnowledgeTopics();
const titleOf = (id: string): string => {
  const topic = topics.find((t) => t.id === id);
  if (!topic) throw new Error(`no topic ${id}`);
  return topic.title;
};
/** How a reply that explains a topic begins. */
const explains = (id: string) => `${titleOf(id)}: chalo simple bhasha mein samajhte hain.`;

async function openChat(page: Page, { reducedMotion = true } = {}) {
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const chat = new ChatPage(page);
  await chat.goto();
  return chat;
}

test.describe('the built-in tutor answers from the right topic', () => {
  test('ten and more ordinary questions, each from its topic', async ({ page }) => {
    const chat = await openChat(page);
    const questions: readonly (readonly [question: string, topicId: string])[] = [
      ['what is a trie', 'trie'],
      ['what is a segment tree', 'segment-tree'],
      ['big O of heap insert', 'heaps'],
      ['JWT auth in Express', 'jwt-auth'],
      ['quick sort vs merge sort kab use kare', 'quick-vs-merge'],
      ['recursion aur iteration same hai?', 'recursion-vs-iteration'],
      ['FAANG prep in 3 months', 'three-month-plan'],
      ['dsu path compression', 'union-find'],
      ['kmp lps array kaise banaye', 'kmp'],
      ['useMemo vs useCallback', 'react-hooks'],
      ['explain jump game greedy problem', 'greedy'],
      ['design a movie ticket booking system backend', 'system-design-basics'],
    ];
    for (const [question, topicId] of questions) {
      const reply = chat.textOf(await chat.ask(question));
      await expect(reply, question).toContainText(explains(topicId));
      await expect(reply, question).toContainText('Chamka?');
    }
    await expect(chat.userMessages()).toHaveCount(questions.length);
  });

  test('follow-ups stay on the topic; a new question starts a new one', async ({ page }) => {
    const chat = await openChat(page);
    await expect(chat.textOf(await chat.ask('binary search kya hai'))).toContainText(
      explains('binary-search'),
    );

    const python = await chat.ask('python mein');
    await expect(chat.textOf(python)).toContainText(`Yeh raha ${titleOf('binary-search')} ka code (Python)`);
    await expect(python.locator('pre code')).toContainText('def binary_search(arr, target):');

    await expect(chat.textOf(await chat.ask('aur detail mein'))).toContainText(
      `Chalo ${titleOf('binary-search')} ko ek example se samajhte hain:`,
    );

    await expect(chat.textOf(await chat.ask('union find samjhao'))).toContainText(explains('union-find'));
    await expect(chat.textOf(await chat.ask('iska complexity?'))).toContainText(
      `${titleOf('union-find')} ki complexity:`,
    );
    const code = await chat.ask('code dikhao');
    await expect(code.locator('pre code')).toContainText('class DSU {');
  });

  test('a question outside the notes gets the honest fallback, and its suggestions are buttons', async ({
    page,
  }) => {
    const chat = await openChat(page);
    const reply = await chat.ask('what is a decision tree in ml');
    await expect(chat.textOf(reply)).toContainText('offline notes se bahar');
    await expect(chat.textOf(reply)).toContainText('AI settings');
    const suggestions = chat.suggestionsOf(reply);
    await expect(suggestions.first()).toHaveText(titleOf('trees'));
    expect(await suggestions.count()).toBeLessThanOrEqual(3);

    await suggestions.first().click();
    await chat.waitForReplies(3);
    await expect(chat.userMessages().last()).toContainText(titleOf('trees'));
    await expect(chat.textOf(chat.lastAssistant())).toContainText(explains('trees'));
  });

  test('with the typewriter, suggestions arrive with the reply and send once it is typed', async ({
    page,
  }) => {
    const chat = await openChat(page, { reducedMotion: false });
    const reply = await chat.ask('capital of france kya hai');
    const suggestions = chat.suggestionsOf(reply);
    await expect(suggestions).toHaveText(['Start DSA', 'Interview Tips', 'MERN Stack Guide']);
    await suggestions.nth(1).click();
    await chat.waitForReplies(3);
    await expect(chat.textOf(chat.lastAssistant())).toContainText(explains('interview-tips'));
  });

  test('a topic the site shows links to its page', async ({ page }) => {
    const chat = await openChat(page);
    const reply = await chat.ask('merge sort samjha do');
    const link = reply.getByRole('link', { name: '/algorithms/sorting?algo=mergeSort' });
    await expect(link).toBeVisible();
    // Coming-soon pages are not linked: Dijkstra's notes name no page.
    await expect((await chat.ask('dijkstra kaise kaam karta hai')).getByRole('link')).toHaveCount(0);

    await chat.lastAssistant().scrollIntoViewIfNeeded();
    await chat.assistantMessages().nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/algorithms\/sorting\?algo=mergeSort$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting Algorithms');
    await expect(page.getByRole('heading', { name: 'Merge Sort', level: 2 })).toBeVisible();
  });
});
