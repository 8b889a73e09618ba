import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AI_SETTINGS } from '@/core/ai';
import { CHAT_STORAGE_KEY, GREETING_ID, INITIAL_GREETING } from '@/core/tutor';

/**
 * The chat's state and actions against a real Jotai store, the real offline tutor and a mocked fetch for
 * Gemini. `window.localStorage` / `sessionStorage` are in-memory maps.
 */

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const KEY = 'test-gemini-key-not-real';
let local: MemoryStorage;
let session: MemoryStorage;

async function load() {
  vi.resetModules();
  const chat = await import('@/state/chat');
  const ai = await import('@/state/ai');
  return { chat, ai, store: createStore() };
}

function geminiFetch(...responses: (() => Response)[]) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const next = responses[Math.min(bodies.length - 1, responses.length - 1)];
    return next ? next() : new Response('', { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

const reply = (text: string) => () =>
  new Response(JSON.stringify({ candidates: [{ content: { parts: [{ text }] } }] }), { status: 200 });

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat state (offline provider)', () => {
  it('starts with exactly one assistant greeting', async () => {
    const { chat, store } = await load();
    const messages = store.get(chat.chatMessagesAtom);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: GREETING_ID, text: INITIAL_GREETING, isUser: false });
  });

  it('sends: appends the message, waits, appends the typed reply with a mascot, and persists', async () => {
    const { chat, store } = await load();
    const sending = store.set(chat.sendChatMessageAtom, '  Explain Recursion  ');
    expect(store.get(chat.chatPendingAtom)).toBe('reply');
    expect(store.get(chat.chatMessagesAtom).at(-1)).toMatchObject({
      text: 'Explain Recursion',
      isUser: true,
    });
    await sending;
    const messages = store.get(chat.chatMessagesAtom);
    expect(messages).toHaveLength(3);
    const last = messages.at(-1);
    expect(last?.isUser).toBe(false);
    expect(last?.text).toMatch(/Recursion/);
    expect(store.get(chat.chatPendingAtom)).toBeNull();
    expect(store.get(chat.typingMessageIdAtom)).toBe(last?.id);
    expect(store.get(chat.mascotReactionAtom)?.id).toBe(last?.id);
    const stored = JSON.parse(local.getItem(CHAT_STORAGE_KEY) ?? '{}') as {
      version: number;
      messages: unknown[];
    };
    expect(stored.version).toBe(1);
    expect(stored.messages).toHaveLength(3);
  });

  it('ignores blank messages and messages sent while a reply is pending', async () => {
    const { chat, store } = await load();
    await store.set(chat.sendChatMessageAtom, '   ');
    expect(store.get(chat.chatMessagesAtom)).toHaveLength(1);
    const first = store.set(chat.sendChatMessageAtom, 'stack kya hai');
    await store.set(chat.sendChatMessageAtom, 'queue kya hai');
    await first;
    expect(
      store
        .get(chat.chatMessagesAtom)
        .filter((m) => m.isUser)
        .map((m) => m.text),
    ).toEqual(['stack kya hai']);
  });

  it('restores the conversation from storage, and ignores a corrupt one', async () => {
    const first = await load();
    await first.store.set(first.chat.sendChatMessageAtom, 'heap kya hai');
    const again = await load();
    expect(again.store.get(again.chat.chatMessagesAtom).map((m) => m.text)).toEqual(
      first.store.get(first.chat.chatMessagesAtom).map((m) => m.text),
    );
    local.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 1, messages: [{ id: 1 }] }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const corrupt = await load();
    expect(corrupt.store.get(corrupt.chat.chatMessagesAtom)).toHaveLength(1);
  });

  it('starts a new chat', async () => {
    const { chat, store } = await load();
    await store.set(chat.sendChatMessageAtom, 'dp kya hai');
    store.set(chat.newChatAtom);
    expect(store.get(chat.chatMessagesAtom).map((m) => m.id)).toEqual([GREETING_ID]);
    expect(store.get(chat.typingMessageIdAtom)).toBeNull();
  });

  it('explains an uploaded file, and refuses an unsupported one', async () => {
    const { chat, store } = await load();
    await store.set(chat.uploadChatFileAtom, new File(['function add(a, b) { return a + b; }'], 'add.js'));
    const messages = store.get(chat.chatMessagesAtom);
    expect(messages.at(-2)?.text).toMatch(/^Uploaded file: add\.js/);
    expect(messages.at(-1)?.text).toMatch(/JavaScript/);
    expect(store.get(chat.chatPendingAtom)).toBeNull();
    await store.set(chat.uploadChatFileAtom, new File(['x'], 'photo.png'));
    expect(store.get(chat.chatMessagesAtom).at(-1)?.text).toMatch(
      /photo\.png type ki file main nahi padh sakta/,
    );
  });
});

describe('chat state with Gemini', () => {
  async function withGemini() {
    const loaded = await load();
    loaded.store.set(loaded.ai.aiSettingsAtom, {
      ...DEFAULT_AI_SETTINGS,
      provider: 'gemini',
      gemini: { ...DEFAULT_AI_SETTINGS.gemini, apiKey: KEY },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return loaded;
  }

  it('shows the chat failure message, with the exact error as detail, and leaves it out of the context', async () => {
    const { chat, store } = await withGemini();
    const { bodies } = geminiFetch(
      () => new Response(JSON.stringify({ error: { message: 'Internal' } }), { status: 500 }),
      reply('Theek hai. Chamka?'),
    );
    await store.set(chat.sendChatMessageAtom, 'bfs vs dfs');
    const failed = store.get(chat.chatMessagesAtom).at(-1);
    expect(failed).toMatchObject({
      text: 'Oops! Kuch technical issue aa gaya. Thoda time de do phir try karo Bhaiya!',
      failed: true,
    });
    expect(failed?.detail).toMatch(/Gemini API error: 500/);
    expect(store.get(chat.mascotReactionAtom)).toBeNull();

    await store.set(chat.sendChatMessageAtom, 'dijkstra samjhao');
    const contents = (bodies[1] as { contents: { role: string; parts: { text: string }[] }[] }).contents;
    // No greeting and no failure: the unanswered question is merged with the new one.
    expect(contents).toEqual([{ role: 'user', parts: [{ text: 'bfs vs dfs\n\ndijkstra samjhao' }] }]);
    expect(store.get(chat.chatMessagesAtom).at(-1)?.text).toBe('Theek hai. Chamka?');
  });

  it('cancels the request in flight: no reply, nothing pending', async () => {
    const { chat, store } = await withGemini();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const sending = store.set(chat.sendChatMessageAtom, 'trie kya hai');
    await Promise.resolve();
    store.set(chat.cancelChatRequestAtom);
    await sending;
    expect(signal?.aborted).toBe(true);
    expect(store.get(chat.chatPendingAtom)).toBeNull();
    expect(store.get(chat.chatMessagesAtom).at(-1)).toMatchObject({ text: 'trie kya hai', isUser: true });
  });

  it('maps file failures: empty reply vs error', async () => {
    const { chat, store } = await withGemini();
    geminiFetch(reply(''), () => new Response('nope', { status: 503 }));
    await store.set(chat.uploadChatFileAtom, new File(['x = 1'], 'a.py'));
    expect(store.get(chat.chatMessagesAtom).at(-1)?.text).toBe("Couldn't read file. Try again!");
    await store.set(chat.uploadChatFileAtom, new File(['x = 1'], 'a.py'));
    expect(store.get(chat.chatMessagesAtom).at(-1)?.text).toBe('Error reading file with Gemini API.');
  });

  it('never writes the key to localStorage unless remembered', async () => {
    const { ai, store } = await withGemini();
    expect([...local.data.values()].join()).not.toContain(KEY);
    expect([...session.data.values()].join()).toContain(KEY);
    store.set(ai.aiSettingsAtom, { ...store.get(ai.aiSettingsAtom), rememberKey: true });
    expect([...local.data.values()].join()).toContain(KEY);
    expect([...session.data.values()].join()).not.toContain(KEY);
  });
});

describe('chat state with the site open in two tabs', () => {
  it('shows the conversation another tab saves instead of keeping its own older copy', async () => {
    const storageListeners: ((event: { key: string | null }) => void)[] = [];
    vi.stubGlobal('window', {
      localStorage: local,
      sessionStorage: session,
      addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
        if (type === 'storage') storageListeners.push(listener);
      },
      removeEventListener: vi.fn(),
    });
    const { chat, store } = await load();
    const unsubscribe = store.sub(chat.chatMessagesAtom, () => {});
    const greeting = store.get(chat.chatMessagesAtom)[0];

    // The other tab saves a conversation, then the browser tells this tab.
    const fromOtherTab = {
      id: 'other-1',
      text: 'binary search kya hai',
      isUser: true,
      timestamp: Date.UTC(2026, 0, 5),
    };
    local.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 1, messages: [greeting, fromOtherTab] }));
    for (const listener of storageListeners) listener({ key: CHAT_STORAGE_KEY });
    expect(store.get(chat.chatMessagesAtom).map((m) => m.text)).toEqual([
      INITIAL_GREETING,
      'binary search kya hai',
    ]);

    // A change to another key leaves the conversation alone.
    local.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 1, messages: [greeting] }));
    for (const listener of storageListeners) listener({ key: 'theme' });
    expect(store.get(chat.chatMessagesAtom)).toHaveLength(2);
    unsubscribe();
  });
});
