import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestAtMostEvery } from '@scenes/host/offscreen/throttle';

describe('latestAtMostEvery (a worker’s frame count going back to the page)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('sends the first value at once, holds later ones to the interval, and always sends the last', () => {
    const sent: number[] = [];
    const report = latestAtMostEvery(100, (count: number) => sent.push(count));
    report(1);
    expect(sent).toEqual([1]);
    report(2);
    report(3);
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    // Nothing more is sent while nothing new comes.
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1, 3]);
    // After a quiet interval the next value goes at once again.
    report(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('a burst of 60 values in a second sends about ten messages and ends on the last value', () => {
    const sent: number[] = [];
    const report = latestAtMostEvery(100, (count: number) => sent.push(count));
    for (let frame = 1; frame <= 60; frame += 1) {
      report(frame);
      vi.advanceTimersByTime(1000 / 60);
    }
    vi.advanceTimersByTime(100);
    expect(sent.length).toBeGreaterThanOrEqual(10);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect(sent.at(-1)).toBe(60);
  });
});
