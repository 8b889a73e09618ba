/**
 * Plays the sound of sorting with Web Audio (docs/product-rules.md#sound-of-sorting): a short triangle
 * tone per value a step touches. Off until `enable()`, which a click calls: the audio context is created
 * then, inside the learner's gesture, so the page makes no sound before one. While the page is hidden
 * the context is suspended and nothing plays.
 *
 * The audio context and the document are injected, so tests can listen without speakers.
 */

/** The parts of Web Audio the sound uses. */
export interface ToneContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode | object;
  createOscillator(): ToneOscillator;
  createGain(): ToneGain;
  createStereoPanner?(): TonePanner;
  resume(): Promise<void>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}
interface Connectable {
  connect(destination: never): unknown;
}
export interface ToneOscillator extends Connectable {
  type: string;
  readonly frequency: { setValueAtTime(value: number, time: number): unknown };
  start(time: number): void;
  stop(time: number): void;
}
export interface ToneGain extends Connectable {
  readonly gain: {
    setValueAtTime(value: number, time: number): unknown;
    linearRampToValueAtTime(value: number, time: number): unknown;
  };
}
export interface TonePanner extends Connectable {
  readonly pan: { setValueAtTime(value: number, time: number): unknown };
}

export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface SortSound {
  readonly enabled: boolean;
  /** Turns the sound on; call it from a click or key press (the browser allows audio only then). */
  enable(): void;
  disable(): void;
  /** 0 (silent) to 1. */
  setVolume(volume: number): void;
  /** Plays one short tone per pitch (hertz), from `pan` (-1 left .. 1 right). */
  play(pitches: readonly number[], pan?: number): void;
  dispose(): void;
}

/** A tone lasts this long (seconds): short enough for a fast sort, long enough to hear a pitch. */
export const TONE_SECONDS = 0.09;
/** Tones closer together than this on one channel are skipped, so a very fast run does not buzz. */
const MIN_TONE_GAP_SECONDS = 0.015;
/** The loudest a single tone gets at full volume; a chord shares it. */
const PEAK_GAIN = 0.25;

export function createSortSound(options: {
  createContext: () => ToneContext;
  visibility?: VisibilitySource;
  onError?: (error: unknown) => void;
}): SortSound {
  const {
    createContext,
    visibility,
    onError = (error) => console.warn('Sound is unavailable', error),
  } = options;
  let context: ToneContext | null = null;
  let enabled = false;
  let volume = 0.5;
  const lastToneAt = new Map<number, number>();

  const settle = (promise: Promise<void>) => {
    promise.catch(onError);
  };

  const onVisibilityChange = () => {
    if (!context) return;
    if (visibility?.hidden) settle(context.suspend());
    else if (enabled) settle(context.resume());
  };
  visibility?.addEventListener('visibilitychange', onVisibilityChange);

  return {
    get enabled() {
      return enabled;
    },
    enable() {
      enabled = true;
      try {
        context ??= createContext();
      } catch (error) {
        enabled = false;
        onError(error);
        return;
      }
      if (!visibility?.hidden) settle(context.resume());
    },
    disable() {
      enabled = false;
      if (context) settle(context.suspend());
    },
    setVolume(next) {
      volume = Math.min(1, Math.max(0, next));
    },
    play(pitches, pan = 0) {
      if (!enabled || !context || context.state !== 'running' || visibility?.hidden) return;
      if (volume === 0 || pitches.length === 0) return;
      const start = context.currentTime;
      const last = lastToneAt.get(pan);
      if (last !== undefined && start - last < MIN_TONE_GAP_SECONDS && start >= last) return;
      lastToneAt.set(pan, start);
      const peak = (PEAK_GAIN * volume) / pitches.length;
      for (const pitch of pitches.slice(0, 3)) {
        const oscillator = context.createOscillator();
        oscillator.type = 'triangle';
        oscillator.frequency.setValueAtTime(pitch, start);
        const envelope = context.createGain();
        envelope.gain.setValueAtTime(0, start);
        envelope.gain.linearRampToValueAtTime(peak, start + 0.005);
        envelope.gain.linearRampToValueAtTime(0, start + TONE_SECONDS);
        oscillator.connect(envelope as never);
        const panner = pan !== 0 ? context.createStereoPanner?.() : undefined;
        if (panner) {
          panner.pan.setValueAtTime(pan, start);
          envelope.connect(panner as never);
          panner.connect(context.destination as never);
        } else {
          envelope.connect(context.destination as never);
        }
        oscillator.start(start);
        oscillator.stop(start + TONE_SECONDS);
      }
    },
    dispose() {
      enabled = false;
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
      if (context) settle(context.close());
      context = null;
    },
  };
}
