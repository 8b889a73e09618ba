import { errorText } from './statusText';
import { VALUE_MAX } from '@/core/algorithms/presets';
import { presetArray, type ArrayPreset } from './input';
import type { PlaygroundLanguage, RecordedRun, RunLimits, RunRequest, TaskInput } from './recording';
import { judge } from './verdict';
import { formatCount } from '../formatCount';

/**
 * "How does it scale?": the learner's sort or search run, counting only, on arrays of growing size,
 * and a reading of how its work grows with n. The runs go through the same runners as Run; this
 * module only decides the sizes, the inputs, when to stop, and what the counts say.
 */

/** The sizes measured, in order: 8, 16, 32, ..., 1,024. */
export const GROWTH_SIZES: readonly number[] = [8, 16, 32, 64, 128, 256, 512, 1024];

/** All the sizes together get this much wall-clock time; the size running when it runs out is not plotted. */
export const GROWTH_TIME_LIMIT_MS = 5_000;

/**
 * Recorded operations allowed in one size's run. Nothing is kept but the counts, so the budget is far
 * above Run's: the time limit is what bounds a growth run.
 */
export const GROWTH_MAX_OPERATIONS = 50_000_000;

/** The tasks that have a growth plot: BFS's input is a graph preset, which has no size to grow. */
export type GrowthTask = 'sort' | 'search';

/** One size's counts. */
export interface GrowthPoint {
  readonly n: number;
  readonly comparisons: number;
  readonly writes: number;
}

/** Why the measuring ended: every size done, or the size `n` at which it stopped. */
export type GrowthEnding =
  | { readonly kind: 'complete' }
  | { readonly kind: 'time-limit'; readonly n: number }
  | { readonly kind: 'stopped'; readonly n: number }
  /** The run at `n` failed: `message` is what Run would say ("line 3: ..." or a verdict). */
  | { readonly kind: 'error'; readonly n: number; readonly message: string };

export interface GrowthResult {
  readonly points: readonly GrowthPoint[];
  readonly ending: GrowthEnding;
}

/**
 * The input of size n: the array preset chosen on the page (the same values Run would get at that
 * size). A search looks for a value that is never in the array, its worst case, so its count depends
 * on n alone and not on where a random target happens to lie.
 */
export function growthInput(task: GrowthTask, preset: ArrayPreset, n: number, seed: number): TaskInput {
  const array = presetArray(preset, n, seed);
  return task === 'sort' ? { task, array } : { task, array, target: VALUE_MAX + 1 };
}

export interface GrowthRequest {
  readonly language: PlaygroundLanguage;
  readonly code: string;
  readonly task: GrowthTask;
  readonly preset: ArrayPreset;
  readonly seed: number;
  /** The function the learner picked to call, when their code has several that could be the one. */
  readonly entry?: string | undefined;
}

export interface GrowthOptions {
  /** Runs one size (a runner's `run`). */
  readonly run: (request: RunRequest) => Promise<RecordedRun>;
  /** Milliseconds, for the time limit. */
  readonly now: () => number;
  /** Told each point as soon as its size has run, so the plot can grow while the rest run. */
  readonly onPoint?: (point: GrowthPoint) => void;
  /** Told the size about to run. */
  readonly onSize?: (n: number) => void;
}

/**
 * Runs the code on each size in turn, counting only, until every size has run, the time limit is
 * reached, a run fails (an error, or a result Run's verdict would call wrong), or it is stopped.
 */
export async function measureGrowth(request: GrowthRequest, options: GrowthOptions): Promise<GrowthResult> {
  const started = options.now();
  const points: GrowthPoint[] = [];
  const end = (ending: GrowthEnding): GrowthResult => ({ points, ending });
  for (const n of GROWTH_SIZES) {
    const remaining = GROWTH_TIME_LIMIT_MS - (options.now() - started);
    if (remaining <= 0) return end({ kind: 'time-limit', n });
    options.onSize?.(n);
    const input = growthInput(request.task, request.preset, n, request.seed);
    const limits: RunLimits = {
      maxOperations: GROWTH_MAX_OPERATIONS,
      maxMillis: remaining,
      maxOutputLines: 0,
    };
    const run = await options.run({
      language: request.language,
      code: request.code,
      input,
      limits,
      countOnly: true,
      ...(request.entry === undefined ? {} : { entry: request.entry }),
    });
    if (run.error?.kind === 'timeout') return end({ kind: 'time-limit', n });
    if (run.error?.kind === 'stopped') return end({ kind: 'stopped', n });
    if (run.error) return end({ kind: 'error', n, message: errorText(run.error) });
    const verdict = judge(input, run);
    if (!verdict.ok) return end({ kind: 'error', n, message: verdict.message });
    const point = { n, comparisons: run.counts.comparisons, writes: run.counts.writes };
    points.push(point);
    options.onPoint?.(point);
  }
  return end({ kind: 'complete' });
}

/** The shapes a reading can name, slowest growing first. */
export type GrowthShape = 'constant' | 'log n' | 'n' | 'n log n' | 'n²' | 'n³';

export const SHAPES: Readonly<Record<GrowthShape, (n: number) => number>> = {
  constant: () => 1,
  'log n': (n) => Math.log2(n),
  n: (n) => n,
  'n log n': (n) => n * Math.log2(n),
  'n²': (n) => n * n,
  'n³': (n) => n * n * n,
};

/** The series a reading is fitted to. */
export type GrowthSeries = 'comparisons' | 'writes';

export interface GrowthReading {
  readonly shape: GrowthShape;
  readonly series: GrowthSeries;
}

/** The fewest sizes with a count above zero a reading needs. */
export const MIN_POINTS_TO_READ = 3;

/**
 * The series that shows the function's work: its comparisons, unless it made fewer than half as many
 * comparisons as writes in all (a sort that compares values it copied out of the array, or none at all).
 * Bubble sort's writes and comparisons run close; the comparisons are read then.
 */
export function dominantSeries(points: readonly GrowthPoint[]): GrowthSeries {
  const total = (series: GrowthSeries) => points.reduce((sum, point) => sum + point[series], 0);
  return total('comparisons') * 2 < total('writes') ? 'writes' : 'comparisons';
}

/**
 * The factor that makes `c · shape(n)` closest to the counts, and how far off it stays: a least-squares
 * fit in log space, where `ln count = ln c + ln shape(n)`, so ln c is the mean of `ln count - ln shape(n)`
 * and the error is the spread of those differences around it.
 */
function fit(counted: readonly { n: number; count: number }[], shape: (n: number) => number) {
  const gaps = counted.map(({ n, count }) => Math.log(count) - Math.log(shape(n)));
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const error = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0);
  return { scale: Math.exp(mean), error };
}

const countedPoints = (points: readonly GrowthPoint[], series: GrowthSeries) =>
  points.filter((point) => point[series] > 0).map((point) => ({ n: point.n, count: point[series] }));

/**
 * How the counts grow: the shape that fits the dominant series best (least squares on the logarithms of
 * the counts, each shape with its own best constant factor), or null when fewer than three sizes have a
 * count above zero in it.
 */
export function readGrowth(points: readonly GrowthPoint[]): GrowthReading | null {
  const series = dominantSeries(points);
  const counted = countedPoints(points, series);
  if (counted.length < MIN_POINTS_TO_READ) return null;
  let best: { shape: GrowthShape; error: number } | null = null;
  for (const shape of Object.keys(SHAPES) as GrowthShape[]) {
    const { error } = fit(counted, SHAPES[shape]);
    // Ties go to the slower-growing shape (the first listed).
    if (best === null || error < best.error - 1e-9) best = { shape, error };
  }
  return best && { shape: best.shape, series };
}

/** The reference curves drawn behind the counts. */
export const REFERENCE_SHAPES: readonly GrowthShape[] = ['n', 'n log n', 'n²'];

/**
 * Each reference curve's values at the measured sizes, scaled to the dominant series (its best factor, as
 * in `readGrowth`), so the curves lie among the counts; null when that series has no count above zero.
 */
export function referenceCurves(
  points: readonly GrowthPoint[],
): Readonly<Record<string, readonly number[]>> | null {
  const counted = countedPoints(points, dominantSeries(points));
  if (counted.length === 0) return null;
  return Object.fromEntries(
    REFERENCE_SHAPES.map((shape) => {
      const { scale } = fit(counted, SHAPES[shape]);
      return [shape, points.map((point) => scale * SHAPES[shape](point.n))];
    }),
  );
}

/** The reading in words: "grows like n²" (or why there is none). */
export function readingText(reading: GrowthReading | null, task: GrowthTask): string {
  if (reading === null) return 'Too few sizes ran to read how it grows.';
  const what = task === 'sort' ? 'Your sort' : 'Your search';
  const growth = reading.shape === 'constant' ? 'does not grow with n' : `grows like ${reading.shape}`;
  return `${what} ${growth} (fitted to its ${reading.series}).`;
}

/**
 * Why the measuring ended, in words: "Stopped at n = 256: time limit (5 s for all sizes); plotted up to
 * n = 128." A time limit or Stop names the last size plotted too, since the size it stopped at did not
 * finish and the plot's size axis ends before it.
 */
export function endingText(ending: GrowthEnding, points: readonly GrowthPoint[]): string {
  const last = points.at(-1);
  const plotted = last === undefined ? '.' : `; plotted up to n = ${formatCount(last.n)}.`;
  switch (ending.kind) {
    case 'complete':
      return `Ran every size from ${GROWTH_SIZES[0]} to ${formatCount(GROWTH_SIZES.at(-1) ?? 0)}.`;
    case 'time-limit':
      return `Stopped at n = ${formatCount(ending.n)}: time limit (${GROWTH_TIME_LIMIT_MS / 1000} s for all sizes)${plotted}`;
    case 'stopped':
      return `Stopped at n = ${formatCount(ending.n)}${plotted}`;
    case 'error':
      return `Stopped at n = ${formatCount(ending.n)}: ${ending.message}`;
  }
}
