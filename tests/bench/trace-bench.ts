/**
 * Trace engine benchmark. Prints JSON figures; it never fails on time.
 *
 *   npx tsx tests/bench/trace-bench.ts
 *
 * Memory figures need a garbage collector the script can call: it turns on --expose-gc at run time
 * (v8.setFlagsFromString), or pass it yourself: node --expose-gc --import tsx tests/bench/trace-bench.ts
 * Targets: n = 100 well under 1 ms per algorithm; n = 10,000 quick and merge sort under 50 ms; retained
 * bytes per step about constant across algorithms and n (memory grows with steps, not steps × n).
 * Timings on a loaded machine are noisy: compare medians from one run, not across runs.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ArrayAlgorithmId } from '@/core/algorithms';
import {
  ARRAY_ALGORITHM_IDS,
  createRandom,
  generateInput,
  pickTarget,
  prepareInput,
  randomInt,
  traceAlgorithm,
} from '@/core/algorithms';
import type { Trace } from '@/core/trace';
import { frameAt } from '@/core/trace';

const SEED = 20240601;

type Values = 'preset' | 'distinct';

function collectGarbage(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  return typeof gc === 'function' ? (gc as () => void) : null;
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round = (ms: number, digits = 4) => Number(ms.toFixed(digits));

/** 0..n-1 shuffled (Fisher-Yates): no duplicates, unlike the 5..100 preset values at large n. */
function distinctValues(n: number): number[] {
  const random = createRandom(SEED);
  const values = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [values[i], values[j]] = [values[j] ?? 0, values[i] ?? 0];
  }
  return values;
}

function inputFor(
  id: ArrayAlgorithmId,
  n: number,
  kind: Values,
): { values: number[]; target: number | null } {
  const raw = kind === 'preset' ? generateInput(SEED, 'random', n) : distinctValues(n);
  const { values } = prepareInput(id, raw);
  return { values, target: pickTarget(SEED, values) };
}

function timeBuild(id: ArrayAlgorithmId, n: number, kind: Values, runs: number, warmup: number) {
  const { values, target } = inputFor(id, n, kind);
  let trace: Trace = traceAlgorithm(id, values, target);
  for (let r = 0; r < warmup; r++) trace = traceAlgorithm(id, values, target);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    trace = traceAlgorithm(id, values, target);
    times.push(performance.now() - start);
  }
  return { trace, medianMs: median(times), minMs: Math.min(...times) };
}

/** Median time of frameAt over a fixed, scattered sequence of frame indices. */
function timeFrames(trace: Trace, samples: number): number {
  const times: number[] = [];
  let k = 0;
  for (let s = 0; s < samples; s++) {
    k = (k * 7919 + 104729) % (trace.stepCount + 1);
    const start = performance.now();
    frameAt(trace, k);
    times.push(performance.now() - start);
  }
  return round(median(times));
}

function buildFigures(id: ArrayAlgorithmId, n: number, kind: Values, runs: number, warmup: number) {
  const { trace, medianMs, minMs } = timeBuild(id, n, kind, runs, warmup);
  const frameSamples = n > 1000 ? 500 : 2000;
  return {
    medianMs: round(medianMs),
    minMs: round(minMs),
    steps: trace.stepCount,
    frameAtMedianMs: timeFrames(trace, frameSamples),
  };
}

function retainedBytes(gc: () => void, id: ArrayAlgorithmId, n: number) {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const { values, target } = inputFor(id, n, 'preset');
  gc();
  gc();
  const before = used();
  const trace = traceAlgorithm(id, values, target);
  gc();
  gc();
  const bytes = used() - before;
  return {
    algorithm: id,
    n,
    steps: trace.stepCount,
    checkpoints: trace.checkpoints.length,
    retainedMB: round(bytes / 1048576, 2),
    bytesPerStep: round(bytes / trace.stepCount, 1),
    checkpointBytesPerStep: round((trace.checkpoints.length * n * 8) / trace.stepCount, 1),
    // What keeping a copy of the whole array at every step would cost, for comparison.
    fullSnapshotBytesPerStep: n * 8,
  };
}

const n100 = Object.fromEntries(
  ARRAY_ALGORITHM_IDS.map((id) => [id, buildFigures(id, 100, 'preset', 400, 100)]),
);

// Preset values (5..100) repeat heavily at n = 10,000, which costs Lomuto quick sort about 2.7× the steps.
const n10000 = {
  presetValues5to100: {
    quickSort: buildFigures('quickSort', 10_000, 'preset', 21, 5),
    mergeSort: buildFigures('mergeSort', 10_000, 'preset', 21, 5),
  },
  distinctValues: {
    quickSort: buildFigures('quickSort', 10_000, 'distinct', 21, 5),
    mergeSort: buildFigures('mergeSort', 10_000, 'distinct', 21, 5),
  },
};

const gc = collectGarbage();
const memoryCases: [ArrayAlgorithmId, number][] = [
  ['quickSort', 10_000],
  ['mergeSort', 10_000],
  ['mergeSort', 2_000],
  ['insertionSort', 500],
  ['insertionSort', 1_000],
  ['bubbleSort', 1_000],
];
const memory =
  gc === null
    ? 'unavailable: run node --expose-gc --import tsx tests/bench/trace-bench.ts'
    : memoryCases.map(([id, n]) => retainedBytes(gc, id, n));

console.log(
  JSON.stringify(
    { node: process.version, checkpointInterval: 'max(n, 32)', buildMs: { n100, n10000 }, memory },
    null,
    2,
  ),
);
