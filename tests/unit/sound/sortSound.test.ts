import { describe, expect, it, vi } from 'vitest';
import { HIGHEST_PITCH_HZ, LOWEST_PITCH_HZ, lanePan, pitchOf, soundingValues } from '@/core/sound';
import {
  createSortSound,
  TONE_SECONDS,
  type ToneContext,
  type VisibilitySource,
} from '@/core/sound/sortSound';

interface PlayedTone {
  pitch: number;
  start: number;
  stop: number;
  peak: number;
  pan: number;
}

/** A Web Audio context that records the tones it would play, on a clock the test moves. */
function fakeContext() {
  const played: PlayedTone[] = [];
  const context = {
    currentTime: 0,
    state: 'suspended',
    destination: {},
    resume: vi.fn(async () => {
      context.state = 'running';
    }),
    suspend: vi.fn(async () => {
      context.state = 'suspended';
    }),
    close: vi.fn(async () => {
      context.state = 'closed';
    }),
    createOscillator() {
      const tone: PlayedTone = { pitch: 0, start: -1, stop: -1, peak: 0, pan: 0 };
      return {
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => void (tone.pitch = value) },
        connect: (node: { tone?: PlayedTone }) => void (node.tone = tone),
        start: (time: number) => {
          tone.start = time;
          played.push(tone);
        },
        stop: (time: number) => void (tone.stop = time),
      };
    },
    createGain() {
      const gain = {
        tone: undefined as PlayedTone | undefined,
        gain: {
          setValueAtTime: () => undefined,
          linearRampToValueAtTime: (value: number) => {
            if (gain.tone && value > 0) gain.tone.peak = value;
          },
        },
        connect: (node: { tone?: PlayedTone; panValue?: number }) => {
          node.tone = gain.tone;
          if (gain.tone && node.panValue !== undefined) gain.tone.pan = node.panValue;
        },
      };
      return gain;
    },
    createStereoPanner() {
      const panner = {
        panValue: 0,
        pan: { setValueAtTime: (value: number) => void (panner.panValue = value) },
        connect: () => undefined,
      };
      return panner;
    },
  };
  return { context, played };
}

function fakeVisibility() {
  const listeners = new Set<() => void>();
  const visibility = {
    hidden: false,
    addEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
    set(hidden: boolean) {
      visibility.hidden = hidden;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return visibility;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const { context, played } = fakeContext();
  const visibility = fakeVisibility();
  const createContext = vi.fn(() => context as unknown as ToneContext);
  const sound = createSortSound({ createContext, visibility: visibility as VisibilitySource });
  return { sound, context, played, visibility, createContext };
}

describe('the sound of sorting (docs/product-rules.md#sound-of-sorting)', () => {
  it('makes no sound, and creates no audio context, until the learner turns it on', async () => {
    const { sound, played, createContext } = setup();
    sound.play([440]);
    expect(createContext).not.toHaveBeenCalled();
    expect(played).toEqual([]);

    sound.enable();
    await settle();
    sound.play([440]);
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(played.map((tone) => tone.pitch)).toEqual([440]);
    expect(played[0]?.stop).toBeCloseTo(TONE_SECONDS);
  });

  it('plays one tone per value, sharing the volume, louder with a higher volume and silent at 0', async () => {
    const { sound, context, played } = setup();
    sound.enable();
    await settle();
    sound.setVolume(1);
    sound.play([300, 600]);
    expect(played.map((tone) => tone.pitch)).toEqual([300, 600]);
    const chordPeak = played[0]?.peak ?? 0;
    context.currentTime = 1;
    sound.play([300]);
    expect(played[2]?.peak).toBeCloseTo(chordPeak * 2);
    context.currentTime = 2;
    sound.setVolume(0.2);
    sound.play([300]);
    expect(played[3]?.peak).toBeCloseTo((played[2]?.peak ?? 0) * 0.2);
    context.currentTime = 3;
    sound.setVolume(0);
    sound.play([300]);
    expect(played).toHaveLength(4);
  });

  it('goes silent while the page is hidden and comes back when it is shown', async () => {
    const { sound, context, played, visibility } = setup();
    sound.enable();
    await settle();
    visibility.set(true);
    await settle();
    expect(context.suspend).toHaveBeenCalled();
    sound.play([440]);
    expect(played).toEqual([]);
    visibility.set(false);
    await settle();
    expect(context.state).toBe('running');
    sound.play([440]);
    expect(played).toHaveLength(1);
  });

  it('stops when turned off, skips tones closer than 15 ms on one channel, and pans a lane', async () => {
    const { sound, context, played } = setup();
    sound.enable();
    await settle();
    sound.play([440], -0.8);
    context.currentTime = 0.005;
    sound.play([500], -0.8);
    sound.play([520], 0.8);
    expect(played.map((tone) => [tone.pitch, tone.pan])).toEqual([
      [440, -0.8],
      [520, 0.8],
    ]);
    sound.disable();
    await settle();
    context.currentTime = 1;
    sound.play([440]);
    expect(played).toHaveLength(2);
    expect(sound.enabled).toBe(false);
  });

  it('reports a browser without Web Audio and stays off', () => {
    const onError = vi.fn();
    const sound = createSortSound({
      createContext: () => {
        throw new Error('This browser has no Web Audio');
      },
      onError,
    });
    sound.enable();
    expect(sound.enabled).toBe(false);
    expect(onError).toHaveBeenCalledWith(new Error('This browser has no Web Audio'));
  });

  it('closes the context and stops listening when the page leaves', async () => {
    const { sound, context, visibility } = setup();
    sound.enable();
    await settle();
    sound.dispose();
    await settle();
    expect(context.close).toHaveBeenCalled();
    expect(visibility.listeners.size).toBe(0);
  });
});

describe('pitches and the values a step sounds', () => {
  it('rises over three octaves from the smallest value to the largest, evenly in octaves', () => {
    expect(pitchOf(0, 100)).toBe(LOWEST_PITCH_HZ);
    expect(pitchOf(100, 100)).toBeCloseTo(HIGHEST_PITCH_HZ);
    expect(pitchOf(50, 100)).toBeCloseTo(Math.sqrt(LOWEST_PITCH_HZ * HIGHEST_PITCH_HZ));
    expect(pitchOf(250, 100)).toBeCloseTo(HIGHEST_PITCH_HZ);
    expect(pitchOf(-5, 100)).toBe(LOWEST_PITCH_HZ);
  });

  it('sounds the values compared, swapped or written, and nothing else', () => {
    expect(soundingValues([5, 9, 2, 7], ['default', 'compare', 'range', 'compare'])).toEqual([9, 7]);
    expect(soundingValues([5, 9], ['swap', 'swap'])).toEqual([5, 9]);
    expect(soundingValues([5, 9], ['active', 'sorted'])).toEqual([5]);
    expect(soundingValues([5, 9], ['sorted', 'sorted'])).toEqual([]);
  });

  it("spreads a race's lanes from left to right", () => {
    expect(lanePan(0, 1)).toBe(0);
    expect([0, 1, 2, 3, 4].map((lane) => lanePan(lane, 5))).toEqual(
      [-0.8, -0.4, 0, 0.4, 0.8].map((x) => expect.closeTo(x)),
    );
  });
});
