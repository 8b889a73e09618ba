import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '@/core/study';
import { STUDY_CLOCK_LEASE_MS } from '@/core/study/studyClock';

/** Study progress with the site open in two tabs: both share one in-memory localStorage. */

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
let storageListeners: ((event: { key: string | null }) => void)[];

/** A tab: its own copy of the modules and its own store, over the shared storage. */
async function openTab() {
  vi.resetModules();
  const study = await import('@/state/study');
  return { study, store: createStore() };
}

const stored = () => JSON.parse(local.getItem(PROGRESS_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
  local = new MemoryStorage();
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(listener);
    },
    removeEventListener: vi.fn(),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('study progress in two tabs', () => {
  it('loses no study time, cards or quiz that the other tab saved', async () => {
    const a = await openTab();
    const b = await openTab();
    for (let second = 0; second < 10; second++) {
      a.store.set(a.study.addStudySecondAtom);
      vi.advanceTimersByTime(1000);
    }
    a.store.set(a.study.recordQuizResultAtom, { score: 4, total: 5, timestamp: Date.UTC(2026, 0, 1) });
    // a is put away for a while: b's study view counts.
    vi.advanceTimersByTime(STUDY_CLOCK_LEASE_MS);
    b.store.set(b.study.addStudySecondAtom);
    b.store.set(b.study.addReviewedCardsAtom, 3);
    vi.advanceTimersByTime(STUDY_CLOCK_LEASE_MS);
    a.store.set(a.study.addStudySecondAtom);
    expect(stored()).toEqual({
      totalStudyTime: 12,
      totalFlashcardsReviewed: 3,
      quizHistory: [{ score: 4, total: 5, timestamp: Date.UTC(2026, 0, 1) }],
    });
  });

  it("shows the other tab's progress as soon as it is saved", async () => {
    const a = await openTab();
    const unsubscribe = a.store.sub(a.study.studyProgressAtom, () => {});
    const b = await openTab();
    for (let second = 0; second < 7; second++) {
      b.store.set(b.study.addStudySecondAtom);
      vi.advanceTimersByTime(1000);
    }
    for (const listener of storageListeners) listener({ key: PROGRESS_STORAGE_KEY });
    expect(a.store.get(a.study.studyProgressAtom).totalStudyTime).toBe(7);
    unsubscribe();
  });

  it('counts each second once with two study tabs open, and the other tab counts once the first closes', async () => {
    const a = await openTab();
    const b = await openTab();
    // Both study views tick every second, b half a second after a.
    for (let second = 0; second < 60; second++) {
      a.store.set(a.study.addStudySecondAtom);
      vi.advanceTimersByTime(500);
      b.store.set(b.study.addStudySecondAtom);
      vi.advanceTimersByTime(500);
    }
    expect(stored().totalStudyTime).toBe(60);
    // a is closed: b takes over once a's last tick has run out, and counts alone.
    for (let second = 0; second < 10; second++) {
      b.store.set(b.study.addStudySecondAtom);
      vi.advanceTimersByTime(1000);
    }
    // a's last tick, at 59 s, holds the lease until 61.5 s: b counts from its tick at 62 s.
    expect(stored().totalStudyTime).toBe(68);
  });
});
