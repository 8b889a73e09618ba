/**
 * A recorded run over any model: a graph with per-vertex distances, a tree, a DP table, hash buckets.
 * The array Trace (trace.ts) is the compact special case for algorithms over an array of numbers; this
 * one stores each step as the small object the algorithm yielded and rebuilds any frame from the
 * nearest checkpoint, so the same player, scrubber, narration and code-line highlight work on it.
 */

/** A step of any model: the abstract code line it executes, plus whatever the model's steps carry. */
export interface ModelStep {
  readonly line: string;
}

export interface ModelTraceSpec<M, S extends ModelStep> {
  readonly algorithm: string;
  readonly initial: M;
  readonly steps: Iterable<S>;
  /**
   * The model after one step. Without `clone` it must not change its argument (checkpoints share
   * models); with `clone` it may change the model in place and return it, which keeps a step's cost to
   * the size of its change on large models (a 10,000-vertex graph).
   */
  apply(model: M, step: S): M;
  /** A copy that `apply` may change without touching the original: given, apply works in place. */
  clone?(model: M): M;
  /** The counters a step advances, e.g. { edgesExamined: 1 }; omitted or null for none. */
  counts?(step: S): Readonly<Record<string, number>> | null;
  /** Frames between checkpoints (default 32): a frame replays fewer steps than this. */
  readonly checkpointInterval?: number;
}

/** What the screen shows after the first `index` steps: frame 0 is the input, stepCount the end. */
export interface ModelFrame<M, S extends ModelStep> {
  readonly index: number;
  /** The step this frame shows; null for frame 0. */
  readonly step: S | null;
  readonly model: M;
  readonly counts: Readonly<Record<string, number>>;
  /** Share of steps done, 0..100. */
  readonly progress: number;
  readonly completed: boolean;
}

export interface ModelTrace<M, S extends ModelStep> {
  readonly algorithm: string;
  readonly stepCount: number;
  readonly steps: readonly S[];
  readonly checkpointInterval: number;
  readonly totals: Readonly<Record<string, number>>;
  frameAt(k: number): ModelFrame<M, S>;
  /** The code-line id of step k (0-based). */
  lineAt(k: number): string;
}

const DEFAULT_INTERVAL = 32;

function addCounts(into: Record<string, number>, add: Readonly<Record<string, number>> | null | undefined) {
  if (!add) return;
  for (const name in add) into[name] = (into[name] ?? 0) + (add[name] ?? 0);
}

export function createModelTrace<M, S extends ModelStep>(spec: ModelTraceSpec<M, S>): ModelTrace<M, S> {
  const interval = Math.max(1, Math.floor(spec.checkpointInterval ?? DEFAULT_INTERVAL));
  const steps = Array.from(spec.steps);
  const models: M[] = [];
  const countsAtCheckpoint: Readonly<Record<string, number>>[] = [];
  const running: Record<string, number> = {};
  const copy = spec.clone ?? ((model: M) => model);
  let model = copy(spec.initial);
  for (let k = 0; k <= steps.length; k++) {
    if (k % interval === 0) {
      models.push(copy(model));
      countsAtCheckpoint.push({ ...running });
    }
    const next = steps[k];
    if (next === undefined) break;
    model = spec.apply(model, next);
    addCounts(running, spec.counts?.(next));
  }
  const totals = { ...running };

  const assertIndex = (k: number, last: number, what: string) => {
    if (!Number.isInteger(k) || k < 0 || k > last) throw new RangeError(`${what} ${k} is outside 0..${last}`);
  };

  return {
    algorithm: spec.algorithm,
    stepCount: steps.length,
    steps,
    checkpointInterval: interval,
    totals,
    frameAt(k) {
      assertIndex(k, steps.length, 'Frame index');
      const c = Math.floor(k / interval);
      let current = copy(models[c] as M);
      const counts = { ...countsAtCheckpoint[c] };
      for (let s = c * interval; s < k; s++) {
        const step = steps[s] as S;
        current = spec.apply(current, step);
        addCounts(counts, spec.counts?.(step));
      }
      return {
        index: k,
        step: k > 0 ? (steps[k - 1] ?? null) : null,
        model: current,
        counts,
        progress: steps.length === 0 ? 100 : (100 * k) / steps.length,
        completed: k === steps.length,
      };
    },
    lineAt(k) {
      assertIndex(k, steps.length - 1, 'Step index');
      return (steps[k] as S).line;
    },
  };
}
