import { FramePanel } from '@/player-ui/FramePanel';
import type { GraphAlgorithm, GraphRunModel } from '@/core/algorithms/graph/types';
import { compareLabels } from '@/core/graph';
import { formatDistance } from '@scenes/graph/layout';

/** The waiting list as the algorithm reads it: a stack from its top, a priority queue smallest first. */
function frontierItems({ frontier }: GraphAlgorithm, model: GraphRunModel): string[] {
  const entries = [...model.frontier];
  if (frontier.order === 'by priority') {
    entries.sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0) || compareLabels(a[0], b[0]));
  }
  if (frontier.order === 'last in first out') entries.reverse();
  const showsPriority = frontier.order === 'by priority' || frontier.order === 'sorted by weight';
  return entries.map(([item, priority]) =>
    priority === null || !showsPriority ? item : `${item}:${formatDistance(priority)}`,
  );
}

/**
 * The run's state beside the drawing: the waiting list, what the run builds (visiting, topological or
 * finishing order, tree edges, a negative cycle or the vertices on one), distances (Kahn's in-degrees) and parents.
 */
export function GraphPanels({
  algorithm,
  model,
  vertices,
}: {
  algorithm: GraphAlgorithm;
  model: GraphRunModel;
  vertices: readonly string[];
}) {
  const frontier = frontierItems(algorithm, model);
  const distName = algorithm.distanceName;
  const treeEdges = [...model.edges].filter(([, state]) => state === 'tree').map(([key]) => key);
  const total =
    model.totalWeight === null ? null : (
      <p className="mt-1 text-muted">
        Total weight: <span className="font-mono font-semibold text-text">{model.totalWeight}</span>
      </p>
    );
  return (
    <div className="grid gap-2 md:grid-cols-2">
      {/* Bellman-Ford and Floyd-Warshall keep no waiting list: they go over every edge or every pair. */}
      {algorithm.result === 'distances' || algorithm.result === 'distance matrix' ? null : (
        <FramePanel prose title={algorithm.frontier.title}>
          <p className="font-mono break-words" data-testid="frontier">
            {frontier.length > 0 ? frontier.join('  ') : 'empty'}
          </p>
        </FramePanel>
      )}
      {algorithm.result === 'topological order' ? (
        <FramePanel prose title="Topological order">
          <p className="font-mono break-words" data-testid="topological-order">
            {model.order.length > 0 ? model.order.join(', ') : 'none placed yet'}
          </p>
        </FramePanel>
      ) : algorithm.result === 'finishing order' ? (
        <FramePanel prose title="Finishing order">
          <p className="font-mono break-words" data-testid="finishing-order">
            {model.order.length > 0 ? model.order.join(', ') : 'none finished yet'}
          </p>
          <p className="mt-1 text-muted">
            Topological order (reversed):{' '}
            <span className="font-mono text-text" data-testid="topological-order">
              {model.order.length > 0 ? [...model.order].reverse().join(', ') : 'none placed yet'}
            </span>
          </p>
        </FramePanel>
      ) : algorithm.result === 'distances' ? (
        <FramePanel prose title="Negative cycle">
          <p className="font-mono break-words" data-testid="negative-cycle">
            {model.order.length > 0 ? [...model.order, model.order[0]].join(' -> ') : 'none found'}
          </p>
        </FramePanel>
      ) : algorithm.result === 'distance matrix' ? (
        <FramePanel prose title="Negative cycle">
          <p className="font-mono break-words" data-testid="negative-cycle">
            {model.order.length > 0 ? `through ${model.order.join(', ')}` : 'none found'}
          </p>
        </FramePanel>
      ) : algorithm.result === 'tree edges' ? (
        <FramePanel prose title="Tree edges">
          <p className="font-mono break-words" data-testid="tree-edges">
            {treeEdges.length > 0 ? treeEdges.join('  ') : 'none yet'}
          </p>
          {total}
        </FramePanel>
      ) : (
        <FramePanel prose title="Visiting order">
          <p className="font-mono break-words" data-testid="visit-order">
            {model.order.length > 0 ? model.order.join(' → ') : 'none yet'}
          </p>
          {total}
        </FramePanel>
      )}
      {model.dist || model.unionFind || model.parent.size > 0 ? (
        // Focusable, so keyboard users can scroll a table wider than a phone (nine 3-letter vertices).
        <div
          className="overflow-x-auto md:col-span-2"
          role="region"
          aria-label="Distances and parents"
          tabIndex={0}
        >
          <table className="w-full text-center font-mono text-sm">
            <caption className="sr-only">Distances and parents</caption>
            <tbody>
              <tr>
                <th scope="row" className="pr-2 text-left font-sans text-xs font-medium text-muted">
                  vertex
                </th>
                {vertices.map((vertex) => (
                  // A long name is cut with an ellipsis on screen; the cell's text keeps it whole.
                  <td key={vertex} className="max-w-[7rem] truncate px-1.5 font-semibold" title={vertex}>
                    {vertex}
                  </td>
                ))}
              </tr>
              {model.dist ? (
                <tr>
                  <th scope="row" className="pr-2 text-left font-sans text-xs font-medium text-muted">
                    {distName}
                  </th>
                  {vertices.map((vertex) => (
                    <td key={vertex} className="px-1.5">
                      {formatDistance(model.dist?.get(vertex) ?? Infinity)}
                    </td>
                  ))}
                </tr>
              ) : null}
              <tr>
                <th scope="row" className="pr-2 text-left font-sans text-xs font-medium text-muted">
                  parent
                </th>
                {vertices.map((vertex) => (
                  <td
                    key={vertex}
                    className="max-w-[7rem] truncate px-1.5"
                    title={model.parent.get(vertex) ?? undefined}
                  >
                    {model.parent.get(vertex) ?? '–'}
                  </td>
                ))}
              </tr>
              {model.unionFind ? (
                <tr>
                  <th scope="row" className="pr-2 text-left font-sans text-xs font-medium text-muted">
                    set parent
                  </th>
                  {vertices.map((vertex) => (
                    <td key={vertex} className="max-w-[7rem] truncate px-1.5">
                      {model.unionFind?.get(vertex) ?? vertex}
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
