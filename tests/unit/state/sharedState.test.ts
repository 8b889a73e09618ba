import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TutorReplier } from '@/core/ai';
import { readLocalDataImport } from '@/core/progress/localData';
import { messageId } from '@/core/tutor/chatLog';

/** State that used to live in module variables, now in atoms: each store (each tab) has its own. */

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

let local: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  const root = { classList: { toggle: vi.fn() }, style: { colorScheme: '' } };
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('document', { documentElement: root });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the keyboard owner among several players on a page', () => {
  it('is the first player until another is used, and moves to the one used last', async () => {
    vi.resetModules();
    const keyboard = await import('@/state/keyboard');
    const store = createStore();
    const first = Symbol('first card');
    const second = Symbol('second card');
    store.set(keyboard.offerKeyboardAtom, first);
    store.set(keyboard.offerKeyboardAtom, second);
    expect(store.get(keyboard.keyboardOwnerAtom)).toBe(first);

    store.set(keyboard.claimKeyboardAtom, second);
    expect(store.get(keyboard.keyboardOwnerAtom)).toBe(second);

    // The first one leaving changes nothing; the owner leaving frees the keyboard for the next to appear.
    store.set(keyboard.releaseKeyboardAtom, first);
    expect(store.get(keyboard.keyboardOwnerAtom)).toBe(second);
    store.set(keyboard.releaseKeyboardAtom, second);
    expect(store.get(keyboard.keyboardOwnerAtom)).toBeNull();
    store.set(keyboard.offerKeyboardAtom, first);
    expect(store.get(keyboard.keyboardOwnerAtom)).toBe(first);
  });
});

describe('where the built-in tutor is built', () => {
  it('is the host in the store: the provider loads its tutor from there, once', async () => {
    vi.resetModules();
    const ai = await import('@/state/ai');
    const store = createStore();
    const tutor: TutorReplier = { reply: () => 'Stack ek LIFO structure hai.' };
    const load = vi.fn(() => Promise.resolve(tutor));
    store.set(ai.offlineTutorHostAtom, { load });
    const provider = store.get(ai.activeAiProviderAtom);
    expect(provider.id).toBe('offline');
    await expect(provider.chatReply('stack kya hai', [])).resolves.toBe('Stack ek LIFO structure hai.');
    await expect(provider.chatReply('stack kya hai', [])).resolves.toBe('Stack ek LIFO structure hai.');
    await expect(store.get(ai.offlineTutorAtom)()).resolves.toBe(tutor);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next question', async () => {
    vi.resetModules();
    const ai = await import('@/state/ai');
    const store = createStore();
    const tutor: TutorReplier = { reply: () => 'Queue FIFO hai.' };
    const load = vi
      .fn<() => Promise<TutorReplier>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(tutor);
    store.set(ai.offlineTutorHostAtom, { load });
    await expect(store.get(ai.offlineTutorAtom)()).rejects.toThrow('chunk failed');
    await expect(store.get(ai.offlineTutorAtom)()).resolves.toBe(tutor);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chat message ids', () => {
  it('number the visit’s messages, so no two are alike even in the same millisecond', () => {
    const ids = [1, 2, 3].map((sequence) => messageId(sequence, 1_700_000_000_000, () => 0.5));
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe(`${(1_700_000_000_000).toString(36)}-1-${(0.5).toString(36).slice(2, 8)}`);
  });
});

describe('importing local data', () => {
  it('sets the atoms, so every open screen shows the imported data without a reload', async () => {
    vi.resetModules();
    const [study, theme, practice, localData] = await Promise.all([
      import('@/state/study'),
      import('@/state/theme'),
      import('@/state/practice'),
      import('@/state/localData'),
    ]);
    const store = createStore();
    expect(store.get(study.studyProgressAtom).totalStudyTime).toBe(0);
    expect(store.get(theme.themeAtom)).toBe('light');

    const progress = { totalStudyTime: 125, totalFlashcardsReviewed: 6, quizHistory: [] };
    const practiceRecord = {
      version: 1,
      topics: [{ id: 'sorting', label: 'Sorting', answered: 4, correct: 3 }],
      bestStreak: 2,
      answerTimes: [],
    };
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        exportedAt: '2026-11-01T12:00:00.000Z',
        data: { theme: 'dark', studyGenieProgress: progress, 'queuebee.practice': practiceRecord },
      }),
    );
    if (!result.ok) throw new Error(result.message);
    store.set(localData.importLocalDataAtom, result.entries);

    expect(store.get(study.studyProgressAtom)).toEqual(progress);
    expect(store.get(theme.themeAtom)).toBe('dark');
    expect(store.get(practice.practiceRecordAtom).topics).toEqual(practiceRecord.topics);
    expect(local.getItem('studyGenieProgress')).toBe(JSON.stringify(progress));
    expect(local.getItem('theme')).toBe('dark');
  });
});
