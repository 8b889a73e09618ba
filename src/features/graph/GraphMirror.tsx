import type { GraphRunModel } from '@/core/algorithms/graph/types';
import { edgeKey, type Graph } from '@/core/graph/graph';
import { formatDistance } from '@scenes/graph/layout';

/**
 * The graph scene's DOM mirror: one item per vertex (its state, distance and parent) and one per edge
 * (its weight and state), for screen readers, keyboard users and tests.
 */
export function GraphMirror({ graph, model, label }: { graph: Graph; model: GraphRunModel; label: string }) {
  const arrow = graph.directed ? '→' : '–';
  return (
    <div className="sr-only">
      <ul aria-label={`${label}: vertices`}>
        {graph.vertices.map((vertex) => {
          const state = model.vertices.get(vertex) ?? 'default';
          const dist = model.dist ? formatDistance(model.dist.get(vertex) ?? Infinity) : '';
          const parent = model.parent.get(vertex) ?? '';
          return (
            <li key={vertex} data-node={vertex} data-state={state} data-dist={dist} data-parent={parent}>
              {[
                `Vertex ${vertex}`,
                state === 'default' ? null : state,
                dist === '' ? null : `distance ${dist}`,
                parent === '' ? null : `parent ${parent}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          );
        })}
      </ul>
      <ul aria-label={`${label}: edges`}>
        {graph.edges.map((edge) => {
          const key = edgeKey(edge, graph.directed);
          const state = model.edges.get(key) ?? 'default';
          return (
            <li key={key} data-edge={key} data-weight={graph.weighted ? edge.weight : ''} data-state={state}>
              {[
                `Edge ${edge.from}${arrow}${edge.to}`,
                graph.weighted ? `weight ${edge.weight}` : null,
                state === 'default' ? null : state,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
