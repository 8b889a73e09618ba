/**
 * A Graphs page run in a share link: the graph before the operation (`graph`, see urlEncoding.ts), the
 * operation (`op` and its `vertex`, `from`, `to`, `weight`) and the step to open at. A link whose
 * operation is missing, unknown or incomplete opens the graph alone.
 */
import type { GraphOperation, GraphOperationName } from './operations';
import { encodeGraph } from './urlEncoding';
import type { Graph } from './graph';

const ON_A_VERTEX: readonly GraphOperationName[] = ['addVertex', 'removeVertex', 'neighbours', 'degree'];
const ON_AN_EDGE: readonly GraphOperationName[] = ['removeEdge', 'hasEdge'];
const WEIGHING: readonly GraphOperationName[] = ['addEdge', 'setWeight'];

/** The link's query for `graph`, and for a run of `operation` on it opened at `step`. */
export function encodeOperationLink(graph: Graph, operation: GraphOperation | null, step: number): string {
  const params = new URLSearchParams({ graph: encodeGraph(graph) });
  if (operation === null) return params.toString();
  params.set('op', operation.op);
  if ('vertex' in operation) params.set('vertex', operation.vertex);
  if ('from' in operation) {
    params.set('from', operation.from);
    params.set('to', operation.to);
  }
  if ('weight' in operation) params.set('weight', String(operation.weight));
  params.set('step', String(step));
  return params.toString();
}

/** The operation and step a link names, or null when it names none that can be read. */
export function decodeOperationLink(search: string): { operation: GraphOperation; step: number } | null {
  const params = new URLSearchParams(search);
  const op = params.get('op') as GraphOperationName | null;
  const vertex = params.get('vertex');
  const from = params.get('from');
  const to = params.get('to');
  const weight = Number(params.get('weight'));
  const stepText = params.get('step') ?? '0';
  const step = /^\d{1,6}$/.test(stepText) ? Number(stepText) : 0;
  const operation = ((): GraphOperation | null => {
    if (op === null) return null;
    if (ON_A_VERTEX.includes(op)) return vertex ? ({ op, vertex } as GraphOperation) : null;
    if (from === null || to === null || from === '' || to === '') return null;
    if (ON_AN_EDGE.includes(op)) return { op, from, to } as GraphOperation;
    if (WEIGHING.includes(op) && params.get('weight') !== null && Number.isFinite(weight))
      return { op, from, to, weight } as GraphOperation;
    return null;
  })();
  return operation === null ? null : { operation, step };
}
