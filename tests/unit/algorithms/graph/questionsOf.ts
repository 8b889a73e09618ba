import type { GraphAlgorithm } from '@/core/algorithms/graph';
import type { Graph } from '@/core/graph';
import { graphTraceQuestions } from '@/core/practice/graphQuestions';

/** The practice questions the page asks on a run of `module` over `graph`. */
export function graphQuestions(module: GraphAlgorithm, graph: Graph, source: string | null) {
  const trace = module.trace(graph, { source, target: null });
  return graphTraceQuestions(module, trace, `${module.id}:${trace.stepCount}`);
}
