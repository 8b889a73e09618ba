/**
 * Range sums on both trees over one array: an operation (build, range-sum query or point update) is
 * recorded on the sum segment tree and on the Fenwick tree, and played as one run, the segment tree's
 * steps first and then the Fenwick tree's, so the two pictures can be compared side by side. Each step
 * carries both models: the tree that is not moving keeps its last frame (the segment tree its answer,
 * the Fenwick tree its start until its turn).
 */
import { traceFenwickRun, type FenwickModel, type FenwickTrace } from '../fenwick/fenwick';
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';
import { traceSegmentRun, type SegmentModel, type SegmentRun, type SegmentTrace } from './segmentTree';

export type RangeSumTree = 'segment' | 'fenwick';

export interface RangeSumsModel {
  readonly segment: SegmentModel;
  readonly fenwick: FenwickModel;
}

export interface RangeSumsStep extends ModelStep {
  /** The tree this step moves; `line` is a line of that tree's listing. */
  readonly tree: RangeSumTree;
  readonly message: string;
  readonly model: RangeSumsModel;
  /** The counter it advances: `nodesVisited` (segment tree) or `jumps` (Fenwick tree). */
  readonly counts: Readonly<Record<string, number>>;
}

export type RangeSumsTrace = ModelTrace<RangeSumsModel, RangeSumsStep>;

export interface RangeSums {
  readonly trace: RangeSumsTrace;
  /** Each tree's own recording, which the combined trace plays one after the other. */
  readonly segment: SegmentTrace;
  readonly fenwick: FenwickTrace;
  /** The frame at which the segment tree is done and the Fenwick tree's first step is next. */
  readonly fenwickStart: number;
}

export type RangeSumsRun = Omit<SegmentRun, 'kind'>;

export function traceRangeSums(run: RangeSumsRun): RangeSums {
  const segment = traceSegmentRun({ kind: 'sum', ...run });
  const fenwick = traceFenwickRun(run);
  const segmentStart = segment.frameAt(0).model;
  const segmentEnd = segment.frameAt(segment.stepCount).model;
  const fenwickFirst = fenwick.frameAt(0).model;
  const steps: RangeSumsStep[] = [
    ...segment.steps.map((step) => ({
      tree: 'segment' as const,
      line: step.line,
      message: step.message,
      model: { segment: step.model, fenwick: fenwickFirst },
      counts: { nodesVisited: step.visits },
    })),
    ...fenwick.steps.map((step) => ({
      tree: 'fenwick' as const,
      line: step.line,
      message: step.message,
      model: { segment: segmentEnd, fenwick: step.model },
      counts: { jumps: step.jumps },
    })),
  ];
  const trace = createModelTrace<RangeSumsModel, RangeSumsStep>({
    algorithm: `range-sums-${run.operation ?? 'none'}`,
    initial: { segment: segmentStart, fenwick: fenwickFirst },
    steps,
    apply: (_model, step) => step.model,
    counts: (step) => step.counts,
  });
  return { trace, segment, fenwick, fenwickStart: segment.stepCount };
}

/** The tree whose step frame `index` shows, or that is about to move at frame 0. */
export function movingTree(sums: RangeSums, index: number): RangeSumTree {
  if (index === 0) return sums.segment.stepCount === 0 && sums.fenwick.stepCount > 0 ? 'fenwick' : 'segment';
  return sums.trace.steps[index - 1]?.tree ?? 'segment';
}
