import { memo } from 'react';
import type { EdgeState, GraphRunModel, VertexState } from '@/core/algorithms/graph/types';
import { edgeKey, type Graph } from '@/core/graph/graph';
import { formatDistance } from '@scenes/graph/layout';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

// One memoised item per vertex and edge: a step re-renders only the items whose state changed, which
// matters on the largest graphs (1,200 items).
const VertexItem = memo(function VertexItem({
  vertex,
  state,
  dist,
  parent,
  order,
  answer,
  x,
  y,
  r,
}: {
  vertex: string;
  state: VertexState;
  dist: string;
  parent: string;
  order?: number;
  answer: boolean;
  x?: number;
  y?: number;
  r?: number;
}) {
  return (
    <li
      data-node={vertex}
      data-state={state}
      data-dist={dist}
      data-parent={parent}
      data-order={order}
      data-answer={answer ? 'true' : undefined}
      data-x={x}
      data-y={y}
      data-r={r}
    >
      {[
        `Vertex ${vertex}`,
        state === 'default' ? null : state,
        dist === '' ? null : `distance ${dist}`,
        parent === '' ? null : `parent ${parent}`,
        order === undefined ? null : `position ${order} in the order`,
        answer ? 'the answer' : null,
      ]
        .filter(Boolean)
        .join(', ')}
    </li>
  );
});

const EdgeItem = memo(function EdgeItem({
  edgeId,
  name,
  weight,
  state,
  answer,
}: {
  edgeId: string;
  name: string;
  weight: number | null;
  state: EdgeState;
  answer: boolean;
}) {
  return (
    <li
      data-edge={edgeId}
      data-weight={weight ?? ''}
      data-state={state}
      data-answer={answer ? 'true' : undefined}
    >
      {[
        `Edge ${name}`,
        weight === null ? null : `weight ${weight}`,
        state === 'default' ? null : state,
        answer ? 'the answer' : null,
      ]
        .filter(Boolean)
        .join(', ')}
    </li>
  );
});

/** A vertex's centre and radius for its item, as numbers (so the memoised item keeps its props equal). */
function drawnAt(place: NodePlace | undefined, origin: { x: number; y: number }) {
  const at = placeAttributes(place, origin);
  return { x: at['data-x'], y: at['data-y'], r: at['data-r'] };
}

/**
 * The graph scene's DOM mirror: one item per vertex (its state, distance and parent) and one per edge
 * (its weight and state), for screen readers, keyboard users and tests; a vertex also says where it is
 * drawn (`places`, from the drawing's corner at `origin` in the figure). The vertices or edges named in
 * `answer` (labels, edge keys) are what the answer shown by practice refers to; `order` gives a vertex
 * placed in a topological order its position (from 1).
 */
export function GraphMirror({
  graph,
  model,
  label,
  answer = [],
  places,
  origin,
  order,
}: {
  graph: Graph;
  model: GraphRunModel;
  label: string;
  answer?: readonly string[];
  order?: ReadonlyMap<string, number>;
  places: ReadonlyMap<string, NodePlace>;
  origin: { x: number; y: number };
}) {
  const arrow = graph.directed ? '→' : '–';
  return (
    <div className="sr-only">
      <ul aria-label={`${label}: vertices`}>
        {graph.vertices.map((vertex) => (
          <VertexItem
            key={vertex}
            vertex={vertex}
            state={model.vertices.get(vertex) ?? 'default'}
            dist={model.dist ? formatDistance(model.dist.get(vertex) ?? Infinity) : ''}
            parent={model.parent.get(vertex) ?? ''}
            order={order?.get(vertex)}
            answer={answer.includes(vertex)}
            {...drawnAt(places.get(vertex), origin)}
          />
        ))}
      </ul>
      <ul aria-label={`${label}: edges`}>
        {graph.edges.map((edge) => {
          const key = edgeKey(edge, graph.directed);
          return (
            <EdgeItem
              key={key}
              edgeId={key}
              name={`${edge.from}${arrow}${edge.to}`}
              weight={graph.weighted ? edge.weight : null}
              state={model.edges.get(key) ?? 'default'}
              answer={answer.includes(key)}
            />
          );
        })}
      </ul>
    </div>
  );
}
