import { describe, expect, it, vi } from 'vitest';
import { createPlayer } from '@/core/player/player';
import { createStore, createTimeout, deriveStore, systemClock } from '@/core/store';
import { frameDurationMs, paceByFrame, traceOperation } from '@/core/structures';
import { createManualClock } from './manualClock';

describe('createStore', () => {
  it('gives the same snapshot until it is replaced, and tells listeners in order with the new one', () => {
    const store = createStore({ count: 0 });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    const seen: string[] = [];
    store.subscribe((snapshot) => seen.push(`a${snapshot.count}`));
    store.subscribe(() => seen.push(`b${store.getSnapshot().count}`));
    store.set({ count: 1 });
    expect(store.getSnapshot()).toEqual({ count: 1 });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('setting the current snapshot again tells nobody', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(store.getSnapshot());
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes, and clear forgets every listener', () => {
    const store = createStore(0);
    const kept = vi.fn();
    const dropped = vi.fn();
    store.subscribe(kept);
    const unsubscribe = store.subscribe(dropped);
    unsubscribe();
    unsubscribe();
    store.set(1);
    expect(dropped).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    store.clear();
    store.set(2);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(2);
  });

  it('works with subscribe and getSnapshot passed on detached, as useSyncExternalStore takes them', () => {
    const store = createStore('a');
    const { subscribe, getSnapshot } = store;
    const seen: string[] = [];
    subscribe(() => seen.push(getSnapshot()));
    store.set('b');
    expect(seen).toEqual(['b']);
  });
});

describe('deriveStore', () => {
  it('derives one snapshot per source change, given the previous one, and keeps it stable in between', () => {
    const source = createStore(1);
    const derived = deriveStore(
      source,
      (value: number, previous: { value: number; history: number[] } | null) => ({
        value: value * 10,
        history: [...(previous?.history ?? []), value],
      }),
    );
    const first = derived.getSnapshot();
    expect(first).toEqual({ value: 10, history: [1] });
    const listener = vi.fn();
    derived.subscribe(listener);
    source.set(2);
    source.set(3);
    expect(derived.getSnapshot()).toEqual({ value: 30, history: [1, 2, 3] });
    expect(derived.getSnapshot()).toBe(derived.getSnapshot());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('createTimeout', () => {
  it('fires once after its delay on the clock it is given', () => {
    const time = createManualClock();
    const timeout = createTimeout(time.clock);
    const fired = vi.fn();
    timeout.start(fired, 100);
    time.advance(99);
    expect(fired).not.toHaveBeenCalled();
    time.advance(1);
    expect(fired).toHaveBeenCalledTimes(1);
    time.advance(1000);
    expect(fired).toHaveBeenCalledTimes(1);
    timeout.stop(); // after it fired: nothing to cancel
  });

  it('starting again replaces the pending timeout, and stop cancels it', () => {
    const time = createManualClock();
    const timeout = createTimeout(time.clock);
    const first = vi.fn();
    const second = vi.fn();
    timeout.start(first, 100);
    time.advance(50);
    timeout.start(second, 100);
    expect(time.pending()).toBe(1);
    time.advance(60);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    time.advance(40);
    expect(second).toHaveBeenCalledTimes(1);
    timeout.start(first, 10);
    timeout.stop();
    time.advance(100);
    expect(first).not.toHaveBeenCalled();
    expect(time.pending()).toBe(0);
  });
});

describe('the system clock', () => {
  it('uses the timers installed when it is called (fake timers included)', () => {
    vi.useFakeTimers({ now: 5000 });
    try {
      const fired = vi.fn();
      expect(systemClock.now()).toBe(5000);
      const handle = systemClock.setTimeout(fired, 10);
      expect(vi.getTimerCount()).toBe(1);
      systemClock.clearTimeout(handle);
      vi.advanceTimersByTime(20);
      expect(fired).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('engines on an injected clock', () => {
  it('the player steps on the clock it is given and leaves the host timers alone', () => {
    vi.useFakeTimers();
    try {
      const time = createManualClock();
      const player = createPlayer({ stepCount: 3, intervalMs: 200, clock: time.clock });
      player.play();
      expect(vi.getTimerCount()).toBe(0);
      time.advance(400);
      expect(player.getSnapshot()).toMatchObject({ index: 2, status: 'running', elapsedMs: 400 });
      time.advance(200);
      expect(player.getSnapshot()).toMatchObject({ index: 3, status: 'idle', completed: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a data-structure operation plays on the clock it is given', () => {
    const time = createManualClock();
    const trace = traceOperation('stack', [10, 20, 30, 40, 50], 'push', { value: 60 });
    const player = createPlayer({
      stepCount: trace.stepCount,
      intervalMs: 0,
      startIndex: 1,
      clock: time.clock,
    });
    paceByFrame(player, (index) => frameDurationMs(trace, index, 50));
    player.play();
    expect(trace.frameAt(player.getSnapshot().index).model.phase).toBe('pushing');
    time.advance(10_000);
    expect(trace.frameAt(player.getSnapshot().index).model).toMatchObject({
      phase: 'idle',
      data: [10, 20, 30, 40, 50, 60],
    });
    expect(time.pending()).toBe(0);
  });
});
