/**
 * One lane's bars in motion. The race changes at most once a tick (100 ms); between ticks every bar
 * glides from where it is to its new slot and height, so the lanes move smoothly at the display's frame
 * rate without React rendering anything per frame. Positions are kept in slot units and values, not
 * pixels, so a resize mid-glide just redraws.
 *
 * The glide is timed here from each frame's own timestamp, not tweened by GSAP through ../host/tweens.ts
 * like the other scenes' moves, because that measured slower: `npm run bench:race` (canvas renderer,
 * 1920x1080, five lanes, two runs of each, 2-core machine) drew 28.2 to 29.8 scene frames a second with a
 * GSAP tween per lane, against 46.0 to 58.7 with this glide. GSAP updates the lanes in one animation frame
 * and the host draws them in the next, so the host's one-frame-at-a-time scheduling draws every other
 * frame. The timestamps also let the unit tests drive a glide without a tween engine.
 */
import type { CellState } from '@/core/trace';

export const STATE_CODES: readonly CellState[] = [
  'default',
  'range',
  'target',
  'mid',
  'compare',
  'swap',
  'active',
  'sorted',
  'found',
  'excluded',
];

const codeOf = new Map<CellState, number>(STATE_CODES.map((state, code) => [state, code]));

export interface LaneTarget {
  readonly values: readonly number[];
  readonly ids: readonly number[];
  readonly states: readonly CellState[];
  readonly progress: number;
}

export class LaneMotion {
  size = 0;
  private fromPos = new Float32Array(0);
  private toPos = new Float32Array(0);
  private fromVal = new Float64Array(0);
  private toVal = new Float64Array(0);
  /** State code of each bar, by identity. */
  stateById = new Uint8Array(0);
  private fromProgress = 0;
  private toProgress = 0;
  private start = 0;
  private duration = 0;

  /** Jumps to a view: a new race, a reset, or reduced motion. */
  snap(target: LaneTarget): void {
    const n = target.values.length;
    if (n !== this.size) this.allocate(n);
    this.write(target);
    this.fromPos.set(this.toPos);
    this.fromVal.set(this.toVal);
    this.fromProgress = this.toProgress;
    this.duration = 0;
  }

  /** Glides to a view over `duration` ms from `now`, starting wherever the bars are at `now`. */
  moveTo(target: LaneTarget, now: number, duration: number): void {
    if (target.values.length !== this.size || duration <= 0) {
      this.snap(target);
      return;
    }
    const t = this.t(now);
    if (t < 1) {
      for (let id = 0; id < this.size; id++) {
        this.fromPos[id] = this.pos(id, t);
        this.fromVal[id] = this.val(id, t);
      }
      this.fromProgress = this.fromProgress + (this.toProgress - this.fromProgress) * t;
    } else {
      this.fromPos.set(this.toPos);
      this.fromVal.set(this.toVal);
      this.fromProgress = this.toProgress;
    }
    this.write(target);
    this.start = now;
    this.duration = duration;
  }

  /** How far through the current glide, 0..1 (1 when still). */
  t(now: number): number {
    if (this.duration <= 0) return 1;
    return Math.min(1, Math.max(0, (now - this.start) / this.duration));
  }

  isMoving(now: number): boolean {
    return this.t(now) < 1;
  }

  /** Slot position of bar `id` at glide fraction t. */
  pos(id: number, t: number): number {
    const from = this.fromPos[id] ?? 0;
    return from + ((this.toPos[id] ?? 0) - from) * t;
  }

  val(id: number, t: number): number {
    const from = this.fromVal[id] ?? 0;
    return from + ((this.toVal[id] ?? 0) - from) * t;
  }

  progress(t: number): number {
    return this.fromProgress + (this.toProgress - this.fromProgress) * t;
  }

  private allocate(n: number) {
    this.size = n;
    this.fromPos = new Float32Array(n);
    this.toPos = new Float32Array(n);
    this.fromVal = new Float64Array(n);
    this.toVal = new Float64Array(n);
    this.stateById = new Uint8Array(n);
  }

  private write(target: LaneTarget) {
    const { values, ids, states } = target;
    for (let i = 0; i < values.length; i++) {
      const id = ids[i] ?? i;
      this.toPos[id] = i;
      this.toVal[id] = values[i] ?? 0;
      this.stateById[id] = codeOf.get(states[i] ?? 'default') ?? 0;
    }
    this.toProgress = target.progress;
  }
}
