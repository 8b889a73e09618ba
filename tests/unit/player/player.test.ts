import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, isTimerStep, stepIntervalMs, type PlayerState } from '@/core/player/player';

describe('stepIntervalMs', () => {
  it('is 1000 / (speed / 10) ms', () => {
    expect(stepIntervalMs(50)).toBe(200);
    expect(stepIntervalMs(100)).toBe(100);
    expect(stepIntervalMs(10)).toBe(1000);
    expect(stepIntervalMs(25)).toBe(400);
  });
});

describe('createPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('plays one step per interval until the end, then is idle and completed', () => {
    const player = createPlayer({ stepCount: 3, intervalMs: 200 });
    const seen: number[] = [];
    player.subscribe(() => seen.push(player.getSnapshot().index));
    expect(player.getSnapshot()).toMatchObject({ index: 0, status: 'idle', completed: false });
    player.play();
    expect(player.getSnapshot().status).toBe('running');
    vi.advanceTimersByTime(199);
    expect(player.getSnapshot().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.getSnapshot().index).toBe(1);
    vi.advanceTimersByTime(400);
    expect(player.getSnapshot()).toMatchObject({ index: 3, status: 'idle', completed: true, elapsedMs: 600 });
    vi.advanceTimersByTime(1000);
    expect(player.getSnapshot().index).toBe(3);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('pause stops the steps and the clock; resume continues', () => {
    const player = createPlayer({ stepCount: 10, intervalMs: 100 });
    player.play();
    vi.advanceTimersByTime(250);
    player.pause();
    expect(player.getSnapshot()).toMatchObject({ index: 2, status: 'paused', elapsedMs: 250 });
    vi.advanceTimersByTime(5000);
    expect(player.getSnapshot()).toMatchObject({ index: 2, elapsedMs: 250 });
    player.play();
    vi.advanceTimersByTime(100);
    expect(player.getSnapshot()).toMatchObject({ index: 3, status: 'running' });
    player.toggle();
    expect(player.getSnapshot().status).toBe('paused');
    expect(player.getSnapshot().elapsedMs).toBe(350);
  });

  it('steps and seeks by hand, pausing a running player and clamping to the trace', () => {
    const player = createPlayer({ stepCount: 5, intervalMs: 100 });
    player.stepBack();
    expect(player.getSnapshot()).toMatchObject({ index: 0, status: 'idle' });
    player.stepForward();
    player.stepForward();
    expect(player.getSnapshot()).toMatchObject({ index: 2, status: 'idle' });
    player.play();
    vi.advanceTimersByTime(100);
    player.stepBack();
    expect(player.getSnapshot()).toMatchObject({ index: 2, status: 'paused' });
    player.seek(99);
    expect(player.getSnapshot()).toMatchObject({ index: 5, completed: true });
    player.seek(-3);
    expect(player.getSnapshot().index).toBe(0);
    player.seek(Number.NaN);
    expect(player.getSnapshot().index).toBe(0);
  });

  it('playing a finished run starts it again from the first step with a fresh clock', () => {
    const player = createPlayer({ stepCount: 2, intervalMs: 100, startIndex: 2 });
    expect(player.getSnapshot().completed).toBe(true);
    player.play();
    expect(player.getSnapshot()).toMatchObject({ index: 0, status: 'running' });
    vi.advanceTimersByTime(200);
    expect(player.getSnapshot()).toMatchObject({ index: 2, status: 'idle', elapsedMs: 200 });
  });

  it('a new speed applies from the next step', () => {
    const player = createPlayer({ stepCount: 10, intervalMs: 1000 });
    player.play();
    vi.advanceTimersByTime(1000);
    player.setIntervalMs(100);
    vi.advanceTimersByTime(300);
    expect(player.getSnapshot().index).toBe(4);
  });

  it('dispose stops all timers', () => {
    const player = createPlayer({ stepCount: 10, intervalMs: 100 });
    player.play();
    player.dispose();
    vi.advanceTimersByTime(1000);
    expect(player.getSnapshot().index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an empty trace never runs', () => {
    const player = createPlayer({ stepCount: 0, intervalMs: 100 });
    player.play();
    expect(player.getSnapshot()).toMatchObject({ status: 'idle', completed: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a player created playing shows running at once and starts stepping when play() starts its timer', () => {
    const player = createPlayer({ stepCount: 3, intervalMs: 100, playing: true });
    const published: string[] = [];
    player.subscribe(() => published.push(`${player.getSnapshot().index} ${player.getSnapshot().status}`));
    expect(player.getSnapshot()).toMatchObject({ index: 0, status: 'running' });
    // No timer until play(): a page that never commits the run leaves nothing behind.
    vi.advanceTimersByTime(500);
    expect(player.getSnapshot().index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    player.setIntervalMs(200);
    expect(vi.getTimerCount()).toBe(0);
    player.play();
    expect(published).toEqual([]);
    vi.advanceTimersByTime(199);
    expect(player.getSnapshot().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.getSnapshot()).toMatchObject({ index: 1, status: 'running' });
    vi.advanceTimersByTime(400);
    expect(player.getSnapshot()).toMatchObject({ index: 3, status: 'idle', completed: true, elapsedMs: 600 });
    expect(published).toEqual(['1 running', '2 running', '3 idle']);
  });

  it('a player created playing at its last step is idle, and can be paused before it starts', () => {
    expect(
      createPlayer({ stepCount: 2, intervalMs: 100, startIndex: 2, playing: true }).getSnapshot(),
    ).toMatchObject({ status: 'idle', completed: true });
    const player = createPlayer({ stepCount: 4, intervalMs: 100, playing: true });
    player.pause();
    expect(player.getSnapshot()).toMatchObject({ index: 0, status: 'paused' });
    vi.advanceTimersByTime(1000);
    expect(player.getSnapshot().index).toBe(0);
  });
});

describe('isTimerStep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  /** Each change the player publishes, paired with the snapshot before it, as isTimerStep sees them. */
  function changes(act: (player: ReturnType<typeof createPlayer>) => void) {
    const player = createPlayer({ stepCount: 3, intervalMs: 100 });
    const seen: { previous: PlayerState; next: PlayerState }[] = [];
    let previous = player.getSnapshot();
    player.subscribe(() => {
      const next = player.getSnapshot();
      seen.push({ previous, next });
      previous = next;
    });
    act(player);
    return seen.map(({ previous: before, next }) => ({
      index: next.index,
      timer: isTimerStep(before, next),
    }));
  }

  it('is true for each step the running timer takes, the last one included', () => {
    expect(
      changes((player) => {
        player.play();
        vi.advanceTimersByTime(300);
      }),
    ).toEqual([
      { index: 0, timer: false },
      { index: 1, timer: true },
      { index: 2, timer: true },
      { index: 3, timer: true },
    ]);
  });

  it('is false for what someone asked for: a step by hand while running, a seek, pause and play', () => {
    expect(
      changes((player) => {
        player.play();
        player.stepForward();
        player.seek(0);
        player.play();
        player.pause();
        player.stepBack();
      }),
    ).toEqual([
      { index: 0, timer: false },
      { index: 1, timer: false },
      { index: 0, timer: false },
      { index: 0, timer: false },
      { index: 0, timer: false },
      { index: 0, timer: false },
    ]);
  });
});
