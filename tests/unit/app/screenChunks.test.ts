import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateInTurn, startScreenChunks } from '@/app/screenChunks';

interface FakeLink {
  href: string;
  live: boolean;
}

/**
 * Just what startScreenChunks uses of a page: the root's attribute, the template's links (inert), and
 * the head they are put in (where they go live, their URLs resolved against the site).
 */
function pageWith(prerenderedFor: string | null, paths: string[] | null) {
  const head: FakeLink[] = [];
  const page = {
    documentElement: { getAttribute: () => prerenderedFor },
    querySelector: (selector: string) =>
      selector === 'template[data-screen-chunks]' && paths
        ? { content: { querySelectorAll: () => paths.map((href) => ({ href, live: false })) } }
        : null,
    importNode: (link: FakeLink) => ({ href: `http://site${link.href}`, live: true }),
    head: { append: (...links: FakeLink[]) => head.push(...links) },
  };
  return { page: page as unknown as Document, head };
}

describe('startScreenChunks', () => {
  it("puts the page's screen chunks in its head to be fetched, and returns their URLs in order", () => {
    const { page, head } = pageWith('/chat', ['/assets/zod.js', '/assets/ChatPage.js']);
    expect(startScreenChunks(page, '/chat')).toEqual([
      'http://site/assets/zod.js',
      'http://site/assets/ChatPage.js',
    ]);
    expect(head).toEqual([
      { href: 'http://site/assets/zod.js', live: true },
      { href: 'http://site/assets/ChatPage.js', live: true },
    ]);
  });

  it('puts a long list in the head a few links per task, in order, the first few at once', async () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/assets/chunk${i}.js`);
    const { page, head } = pageWith('/algorithms/sorting', paths);
    let endTask = () => {};
    const afterTask = () => new Promise<void>((resolve) => (endTask = resolve));
    const urls = startScreenChunks(page, '/algorithms/sorting', afterTask);
    expect(urls).toEqual(paths.map((path) => `http://site${path}`));
    const live = () => head.map((link) => link.href);
    expect(live()).toEqual(urls.slice(0, 8));
    endTask();
    await Promise.resolve();
    expect(live()).toEqual(urls.slice(0, 16));
    endTask();
    await Promise.resolve();
    expect(live()).toEqual(urls);
  });

  it("fetches and lists nothing when the prerendered screen is another address's", () => {
    const { page, head } = pageWith('/', ['/assets/HomePage.js']);
    expect(startScreenChunks(page, '/no-such-page')).toEqual([]);
    expect(head).toEqual([]);
  });

  it('lists nothing on a page without a list', () => {
    const { page } = pageWith('/lab/scene', null);
    expect(startScreenChunks(page, '/lab/scene')).toEqual([]);
  });
});

describe('evaluateInTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Lets the promises settled so far run their callbacks, as the end of a task does. */
  const endOfTask = async () => {
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  };

  it('imports one chunk per task, in order, none in the task that asks', async () => {
    const imported: string[] = [];
    const done = evaluateInTurn(['a.js', 'b.js', 'c.js'], async (url) => {
      imported.push(url);
    });
    await endOfTask();
    expect(imported).toEqual([]);
    for (const expected of [['a.js'], ['a.js', 'b.js'], ['a.js', 'b.js', 'c.js']]) {
      vi.runOnlyPendingTimers();
      await endOfTask();
      expect(imported).toEqual(expected);
    }
    await done;
  });

  it('stops at a chunk that fails to load and passes its error on', async () => {
    const imported: string[] = [];
    const done = evaluateInTurn(['a.js', 'b.js', 'c.js'], async (url) => {
      imported.push(url);
      if (url === 'b.js') throw new Error('b.js did not load');
    });
    const outcome = expect(done).rejects.toThrow('b.js did not load');
    await vi.runAllTimersAsync();
    await outcome;
    expect(imported).toEqual(['a.js', 'b.js']);
  });
});
