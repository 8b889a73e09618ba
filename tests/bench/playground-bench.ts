/**
 * Your Code: records a JavaScript bubble sort of 100 elements (reversed, the worst case) the way the
 * sandbox worker does, then builds its playback and reads its first and last frames, as the page does
 * when it starts playing. Prints JSON (median of 7 runs after one warm-up); never fails on time.
 */
import { performance } from 'node:perf_hooks';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { arrayPlayback } from '@/core/playground/playback';
import { DEFAULT_RUN_LIMITS } from '@/core/playground/recording';
import { TEMPLATES } from '@/core/playground/templates';

const array = Array.from({ length: 100 }, (_, i) => 100 - i);
const measure = () => {
  const started = performance.now();
  const run = runJavaScript(
    {
      language: 'javascript',
      code: TEMPLATES.javascript.sort,
      input: { task: 'sort', array },
      limits: DEFAULT_RUN_LIMITS,
      countOnly: false,
    },
    { now: () => performance.now() },
  );
  const recorded = performance.now();
  const playback = arrayPlayback(array, run.operations);
  playback.frameAt(0);
  playback.frameAt(run.operations.length);
  return {
    recordMs: recorded - started,
    totalMs: performance.now() - started,
    operations: run.operations.length,
  };
};

measure();
const samples = Array.from({ length: 7 }, measure);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  JSON.stringify(
    {
      benchmark: 'playground: JavaScript bubble sort of 100 reversed elements',
      operations: samples[0]?.operations,
      recordMsMedian: Number(median(samples.map((s) => s.recordMs)).toFixed(1)),
      recordAndStartPlaybackMsMedian: Number(median(samples.map((s) => s.totalMs)).toFixed(1)),
    },
    null,
    2,
  ),
);
