import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateInTurn, listedScreenChunks } from '@/app/screenChunks';

/** Just what listedScreenChunks reads of a page: the root's attribute and the marked preloads. */
function pageWith(prerenderedFor: string | null, hrefs: string[]): Document {
  return {
    documentElement: { getAttribute: () => prerenderedFor },
    querySelectorAll: (selector: string) =>
      selector === 'link[rel="modulepreload"][data-screen-chunk]' ? hrefs.map((href) => ({ href })) : [],
  } as unknown as Document;
}

describe('listedScreenChunks', () => {
  it("reads the page's screen chunks in their order", () => {
    const page = pageWith('/chat', ['http://site/assets/zod.js', 'http://site/assets/ChatPage.js']);
    expect(listedScreenChunks(page, '/chat')).toEqual([
      'http://site/assets/zod.js',
      'http://site/assets/ChatPage.js',
    ]);
  });

  it("lists nothing when the prerendered screen is another address's", () => {
    const page = pageWith('/', ['http://site/assets/HomePage.js']);
    expect(listedScreenChunks(page, '/no-such-page')).toEqual([]);
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
