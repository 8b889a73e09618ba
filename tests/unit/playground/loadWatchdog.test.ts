import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadWatchdog,
  LOAD_STALL_MILLIS,
  LOAD_STALLED_MESSAGE,
  loadFailedMessage,
} from '@/core/playground/python/loadWatchdog';

describe("Python load's watchdog", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls a load with no progress for 20 s stalled, once', () => {
    const onStall = vi.fn();
    createLoadWatchdog(onStall);
    expect(LOAD_STALL_MILLIS).toBe(20_000);
    vi.advanceTimersByTime(19_999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on new bytes, but not on the same count again', () => {
    const onStall = vi.fn();
    const watchdog = createLoadWatchdog(onStall);
    vi.advanceTimersByTime(15_000);
    watchdog.progress(1_000);
    vi.advanceTimersByTime(15_000);
    expect(onStall).not.toHaveBeenCalled();
    watchdog.progress(1_000);
    vi.advanceTimersByTime(5_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('stops watching once every byte has arrived: compiling and starting Python take as long as they take', () => {
    const onStall = vi.fn();
    const watchdog = createLoadWatchdog(onStall);
    watchdog.progress(6_000_000, 13_500_000);
    vi.advanceTimersByTime(15_000);
    watchdog.progress(13_500_000, 13_500_000);
    vi.advanceTimersByTime(120_000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it('never fires once the load has finished, nor after a stall on later progress', () => {
    const onStall = vi.fn();
    const watchdog = createLoadWatchdog(onStall);
    watchdog.progress(500);
    watchdog.finish();
    vi.advanceTimersByTime(120_000);
    expect(onStall).not.toHaveBeenCalled();
    watchdog.progress(900);
    vi.advanceTimersByTime(120_000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it('waits on the timers it is given', () => {
    const onStall = vi.fn();
    const waits: (() => void)[] = [];
    const timers = {
      setTimeout: vi.fn((callback: () => void) => waits.push(callback)),
      clearTimeout: vi.fn(),
    };
    createLoadWatchdog(onStall, { stallMillis: 5, timers });
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 5);
    waits[0]?.();
    expect(onStall).toHaveBeenCalledTimes(1);
  });
});

describe("Python load's messages", () => {
  it('gives the reason a load failed in one short sentence', () => {
    expect(loadFailedMessage('Failed to fetch')).toBe('Python could not load: Failed to fetch.');
    expect(loadFailedMessage('  WebAssembly.instantiate(): refused.  ')).toBe(
      'Python could not load: WebAssembly.instantiate(): refused.',
    );
    expect(loadFailedMessage('')).toBe('Python could not load: its worker stopped.');
    const long = loadFailedMessage(`${'x'.repeat(300)}\nat line 2`);
    expect(long).toBe(`Python could not load: ${'x'.repeat(120)}….`);
  });

  it('says a stalled load took too long', () => {
    expect(LOAD_STALLED_MESSAGE).toBe('Python is taking too long to load (no progress for 20 s).');
  });
});
