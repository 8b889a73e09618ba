import {
  requiresSortedInput,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
} from '@/core/algorithms/catalog';
import { bfsModule, dfsModule, type GraphAlgorithm } from '@/core/algorithms/graph';
import { ARRAY_ALGORITHMS } from '@/core/algorithms/registry';
import { traceAlgorithm } from '@/core/algorithms/run';
import { isSortedAscending } from '@/core/algorithms/values';
import type { Graph } from '@/core/graph/graph';
import type { TaskInput } from './recording';

export interface BuiltInCounts {
  readonly name: string;
  readonly comparisons: number;
  readonly writes: number;
  readonly swaps: number;
}

/**
 * The site's own sorts (or searches) on the same input, to set beside the learner's counts. A search
 * that needs a sorted array is left out when the input is not sorted; BFS has its own (builtInGraphCounts).
 */
export function builtInCounts(input: TaskInput): BuiltInCounts[] {
  if (input.task === 'bfs') return [];
  const ids =
    input.task === 'sort'
      ? SORTING_ALGORITHM_IDS
      : SEARCHING_ALGORITHM_IDS.filter((id) => !requiresSortedInput(id) || isSortedAscending(input.array));
  return ids.map((id) => {
    const { totals } = traceAlgorithm(id, input.array, input.task === 'search' ? input.target : null);
    return {
      name: ARRAY_ALGORITHMS[id].name,
      comparisons: totals.comparisons,
      writes: totals.writes,
      swaps: totals.swaps,
    };
  });
}

export interface BuiltInGraphCounts {
  readonly name: string;
  /** Vertices the traversal visited (took from its queue or stack). */
  readonly visits: number;
  readonly edges: number;
}

const GRAPH_TRAVERSALS: readonly GraphAlgorithm[] = [bfsModule, dfsModule];

/** The site's breadth-first and depth-first searches on the same graph from the same source. */
export function builtInGraphCounts(graph: Graph, source: string): BuiltInGraphCounts[] {
  return GRAPH_TRAVERSALS.map((algorithm) => {
    const trace = algorithm.trace(graph, { source, target: null });
    return {
      name: algorithm.name,
      visits: trace.frameAt(trace.stepCount).model.order.length,
      edges: trace.totals.edgesExamined ?? 0,
    };
  });
}
