import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, type KeyValueBackend } from '@/core/storage';
import { MAX_REPLY_CHARS, REPLY_CUT_NOTE, cleanReply } from '@/core/tutor/cleanReply';
import {
  CHAT_STORAGE_KEY,
  GREETING_ID,
  loadChat,
  MAX_MESSAGE_CHARS,
  saveChat,
  type ChatEntry,
} from '@/core/tutor/chatLog';
import { INITIAL_GREETING } from '@/core/tutor/persona';

/** localStorage in memory, full beyond `capacity` characters of keys and values, as browsers are. */
class QuotaStorage implements KeyValueBackend {
  readonly data = new Map<string, string>();
  constructor(private readonly capacity = Infinity) {}
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.data) if (k !== key) used += k.length + v.length;
    if (used > this.capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** A time in the range a stored chat keeps. */
const T0 = Date.UTC(2026, 0, 1);
const greeting: ChatEntry = { id: GREETING_ID, text: INITIAL_GREETING, isUser: false, timestamp: T0 };
const message = (n: number, text = `message ${n}`): ChatEntry => ({
  id: `m${n}`,
  text,
  isUser: n % 2 === 1,
  timestamp: T0 + 1000 + n,
});
const conversation = (count: number) => [
  greeting,
  ...Array.from({ length: count }, (_, i) => message(i + 1)),
];

const storageOn = (backend: KeyValueBackend) => createSafeStorage(() => backend, { warn: vi.fn() });

describe('the stored chat', () => {
  it('drops a message that does not fit the stored shape and keeps the others', () => {
    const backend = new QuotaStorage();
    const tooLong = message(2, 'x'.repeat(200_001));
    const damaged = { id: 'm3', text: 42, isUser: true, timestamp: T0 + 1003 };
    backend.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ version: 1, messages: [greeting, message(1), tooLong, damaged, message(4)] }),
    );
    expect(loadChat(storageOn(backend)).map((m) => m.id)).toEqual([GREETING_ID, 'm1', 'm4']);
  });

  it('loads a long message saved by an older version cut to today’s limits', () => {
    const backend = new QuotaStorage();
    const longQuestion = message(1, 'q'.repeat(150_000));
    const longReply = message(2, 'r'.repeat(199_000));
    const cutToday = message(4, cleanReply('c'.repeat(30_000)));
    backend.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ version: 1, messages: [greeting, longQuestion, longReply, message(3), cutToday] }),
    );
    const loaded = loadChat(storageOn(backend));
    expect(loaded.map((m) => m.id)).toEqual([GREETING_ID, 'm1', 'm2', 'm3', 'm4']);
    expect(loaded[1]?.text).toBe('q'.repeat(MAX_MESSAGE_CHARS));
    expect(loaded[2]?.text).toBe(`${'r'.repeat(MAX_REPLY_CHARS)}\n\n${REPLY_CUT_NOTE}`);
    expect(loaded[3]?.text).toBe('message 3');
    // A reply the chat cut itself stays as it was.
    expect(loaded[4]?.text).toBe(cutToday.text);
  });

  it('starts with a greeting even when the stored one was damaged', () => {
    const backend = new QuotaStorage();
    backend.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ version: 1, messages: [{ ...greeting, text: null }, message(1)] }),
    );
    const loaded = loadChat(storageOn(backend));
    expect(loaded.map((m) => m.id)).toEqual([GREETING_ID, 'm1']);
    expect(loaded[0]?.text).toBe(INITIAL_GREETING);
  });

  it('saves the newest messages that fit when storage is full, and they come back', () => {
    const messages = conversation(60);
    // Room for the greeting and roughly the last third of the conversation.
    const whole = JSON.stringify({ version: 1, messages }).length;
    const roomy = new QuotaStorage(CHAT_STORAGE_KEY.length + Math.floor(whole / 3));
    saveChat(storageOn(roomy), messages);
    const loaded = loadChat(storageOn(roomy));
    expect(loaded[0]?.id).toBe(GREETING_ID);
    expect(loaded.at(-1)?.id).toBe('m60');
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.length).toBeLessThan(61);
    const ids = loaded.slice(1).map((m) => Number(m.id.slice(1)));
    expect(ids).toEqual(ids.map((_, i) => 61 - ids.length + i));
  });

  it('removes the old copy when not even the greeting fits, so it cannot come back', () => {
    const backend = new QuotaStorage();
    saveChat(storageOn(backend), conversation(3));
    const cramped = new QuotaStorage(0);
    cramped.data.set(CHAT_STORAGE_KEY, backend.getItem(CHAT_STORAGE_KEY) ?? '');
    const storage = storageOn(cramped);
    saveChat(storage, conversation(5));
    expect(cramped.getItem(CHAT_STORAGE_KEY)).toBeNull();
    // After a reload there is only a fresh greeting, not the older three-message conversation.
    expect(loadChat(storageOn(cramped)).map((m) => m.id)).toEqual([GREETING_ID]);
    // This visit still reads what it wrote.
    expect(loadChat(storage)).toHaveLength(6);
  });
});
