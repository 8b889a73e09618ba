import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { charsAt, FRAME_MS, MS_PER_CHAR, startTypewriter } from '@/features/chat/typewriter';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('typewriter', () => {
  it('types one character per millisecond', () => {
    expect(MS_PER_CHAR).toBe(1);
    expect(charsAt(0, 100)).toBe(0);
    expect(charsAt(37, 100)).toBe(37);
    expect(charsAt(500, 100)).toBe(100);
  });

  it('reveals by elapsed time, one update per frame, and finishes after length ms', () => {
    const progress: number[] = [];
    const onDone = vi.fn();
    startTypewriter({ length: 100, onProgress: (n) => progress.push(n), onDone });
    vi.advanceTimersByTime(FRAME_MS);
    expect(progress).toEqual([16]);
    vi.advanceTimersByTime(FRAME_MS * 2);
    expect(progress).toEqual([16, 32, 48]);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(progress.at(-1)).toBe(100);
    expect(onDone).toHaveBeenCalledTimes(1);
    // Far fewer updates than characters.
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(100 / FRAME_MS) + 1);
  });

  it('can be stopped, and then never finishes', () => {
    const onDone = vi.fn();
    const onProgress = vi.fn();
    const stop = startTypewriter({ length: 1000, onProgress, onDone });
    vi.advanceTimersByTime(FRAME_MS);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('finishes at once for an empty text', () => {
    const onDone = vi.fn();
    startTypewriter({ length: 0, onProgress: () => {}, onDone });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
