/**
 * The one codec for shared links to a run. A family says how its own fields are written and read; the
 * codec adds what every run has (the playback speed and the frame to open at), clamps them, and turns
 * the whole into URL parameters and back. Old links keep opening: each family's parameter names are its
 * own and never change.
 */
import { integerParam } from '../urlParams';
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from './player';

/** What every shared run carries besides its own fields. */
export interface Playback {
  readonly speed: number;
  /** The frame to open at. */
  readonly step: number;
}

/** A family's own part of a link: its parameters in the order they are written. */
export interface RunLinkFormat<Own> {
  /** The parameters of a run, in order; null leaves one out. */
  write(own: Own): Readonly<Record<string, string | null>>;
  /** The run a link names; null when it names none, so the page opens its default. */
  read(params: URLSearchParams): Own | null;
  /** The speed of a link that names none (the slider's default unless given). */
  readonly defaultSpeed?: number;
}

export interface RunLinkCodec<Own> {
  /** The query string (without `?`) that reopens this run. */
  encode(config: Own & Playback): string;
  /** The run a query string names, with speed and step clamped; null when it names none. */
  decode(search: string): (Own & Playback) | null;
}

/** The speed and step of a link: whole numbers, the speed within the slider's range, the step at least 0. */
export function readPlayback(params: URLSearchParams, defaultSpeed = SPEED_DEFAULT): Playback {
  const speed = integerParam(params, 'speed') ?? defaultSpeed;
  return {
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}

export function runLinkCodec<Own>(format: RunLinkFormat<Own>): RunLinkCodec<Own> {
  return {
    encode(config) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(format.write(config))) {
        if (value !== null) params.set(name, value);
      }
      params.set('speed', String(config.speed));
      params.set('step', String(config.step));
      return params.toString();
    },
    decode(search) {
      const params = new URLSearchParams(search);
      const own = format.read(params);
      return own === null ? null : { ...own, ...readPlayback(params, format.defaultSpeed) };
    },
  };
}
