import { asSmallInt } from './numbers';
import type { Step, StepType } from './steps';

/**
 * Steps stored column by column in typed arrays (26 bytes a step). Algorithms yield plain Step objects,
 * which die young; keeping hundreds of thousands of them alive as objects made recording several times
 * slower (every one survives the young-generation GC and is copied) and cost ~100 bytes a step.
 *
 * Per step: type, line (index into lineIds), and four operands whose meaning depends on the type:
 *   compare/swap  i, j, a, b        write  i, value -> a, previous -> b
 *   probe  i, value -> a, cmp -> b  range  lo -> i, hi -> j, mid -> a, pivot -> b (NaN for null)
 *   found, keep  i, value -> a      notFound, done: none
 */
export interface StepTape {
  readonly type: Uint8Array;
  readonly line: Uint8Array;
  readonly i: Int32Array;
  readonly j: Int32Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly lineIds: readonly string[];
}

export const STEP_TYPES: readonly StepType[] = [
  'compare',
  'swap',
  'write',
  'probe',
  'range',
  'found',
  'notFound',
  'done',
  'keep',
];
export const TYPE_CODE: Readonly<Record<StepType, number>> = {
  compare: 0,
  swap: 1,
  write: 2,
  probe: 3,
  range: 4,
  found: 5,
  notFound: 6,
  done: 7,
  keep: 8,
};

const nullable = (value: number | null) => (value === null ? Number.NaN : value);
const fromNullable = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : value;

/** Appends steps to growing columns; finish() trims them to size. */
export class StepTapeWriter {
  private length = 0;
  private capacity: number;
  private type: Uint8Array;
  private line: Uint8Array;
  private i: Int32Array;
  private j: Int32Array;
  private a: Float64Array;
  private b: Float64Array;
  private readonly lineIds: string[] = [];

  constructor(initialCapacity = 256) {
    this.capacity = Math.max(16, initialCapacity);
    this.type = new Uint8Array(this.capacity);
    this.line = new Uint8Array(this.capacity);
    this.i = new Int32Array(this.capacity);
    this.j = new Int32Array(this.capacity);
    this.a = new Float64Array(this.capacity);
    this.b = new Float64Array(this.capacity);
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(this.capacity);
      next.set(old);
      return next;
    };
    this.type = grown(this.type, (n) => new Uint8Array(n));
    this.line = grown(this.line, (n) => new Uint8Array(n));
    this.i = grown(this.i, (n) => new Int32Array(n));
    this.j = grown(this.j, (n) => new Int32Array(n));
    this.a = grown(this.a, (n) => new Float64Array(n));
    this.b = grown(this.b, (n) => new Float64Array(n));
  }

  // An algorithm uses a handful of line ids, so a scan beats a Map lookup on this per-step path.
  private lineCode(id: string): number {
    const ids = this.lineIds;
    for (let code = 0; code < ids.length; code++) if (ids[code] === id) return code;
    if (ids.length > 255) throw new RangeError('A trace uses at most 256 distinct line ids');
    ids.push(id);
    return ids.length - 1;
  }

  push(s: Step): void {
    if (this.length === this.capacity) this.grow();
    const k = this.length++;
    this.type[k] = TYPE_CODE[s.type];
    this.line[k] = this.lineCode(s.line);
    switch (s.type) {
      case 'compare':
      case 'swap':
        this.i[k] = s.i;
        this.j[k] = s.j;
        this.a[k] = s.a;
        this.b[k] = s.b;
        break;
      case 'write':
        this.i[k] = s.i;
        this.a[k] = s.value;
        this.b[k] = s.previous;
        break;
      case 'probe':
        this.i[k] = s.i;
        this.a[k] = s.value;
        this.b[k] = s.cmp;
        break;
      case 'range':
        this.i[k] = s.lo;
        this.j[k] = s.hi;
        this.a[k] = nullable(s.mid);
        this.b[k] = nullable(s.pivot);
        break;
      case 'found':
      case 'keep':
        this.i[k] = s.i;
        this.a[k] = s.value;
        break;
      case 'notFound':
      case 'done':
        break;
    }
  }

  finish(): StepTape {
    const n = this.length;
    return {
      type: this.type.slice(0, n),
      line: this.line.slice(0, n),
      i: this.i.slice(0, n),
      j: this.j.slice(0, n),
      a: this.a.slice(0, n),
      b: this.b.slice(0, n),
      lineIds: this.lineIds.slice(),
    };
  }
}

/** Rebuilds step k as the plain object the algorithm yielded. */
export function decodeStep(tape: StepTape, k: number): Step {
  const type = STEP_TYPES[tape.type[k] ?? -1];
  if (type === undefined || k < 0 || k >= tape.type.length) throw new RangeError(`No step ${k}`);
  const line = tape.lineIds[tape.line[k] ?? 0] ?? '';
  const i = tape.i[k] ?? 0;
  const j = tape.j[k] ?? 0;
  const a = asSmallInt(tape.a[k] ?? 0);
  const b = asSmallInt(tape.b[k] ?? 0);
  switch (type) {
    case 'compare':
    case 'swap':
      return { type, line, i, j, a, b };
    case 'write':
      return { type, line, i, value: a, previous: b };
    case 'probe':
      return { type, line, i, value: a, cmp: b < 0 ? -1 : b > 0 ? 1 : 0 };
    case 'range':
      return { type, line, lo: i, hi: j, mid: fromNullable(a), pivot: fromNullable(b) };
    case 'found':
    case 'keep':
      return { type, line, i, value: a };
    case 'notFound':
    case 'done':
      return { type, line };
  }
}
