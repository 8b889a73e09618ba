import { useEffect, useMemo, useState } from 'react';
import { circleLayout, type Graph, type VertexPosition } from '@/core/graph';

type Positions = Readonly<Record<string, VertexPosition>>;

function placedAlready(graph: Graph): Positions | null {
  const given = graph.positions ?? {};
  return graph.vertices.every((vertex) => given[vertex] !== undefined) ? given : null;
}

/**
 * Where each vertex is drawn. A graph whose vertices all have places (every preset, and any graph drawn
 * by hand) is drawn at once; a typed graph's missing places come from the force-directed layout, whose
 * code loads only then: until it arrives they wait on a circle.
 */
export function useGraphLayout(graph: Graph): Positions {
  const placed = useMemo(() => placedAlready(graph), [graph]);
  const [forced, setForced] = useState<{ graph: Graph; positions: Positions } | null>(null);

  useEffect(() => {
    if (placed) return;
    let current = true;
    import('@/core/graph/layout')
      .then(({ layoutGraph }) => {
        if (current) setForced({ graph, positions: layoutGraph(graph) });
      })
      .catch((error: unknown) =>
        console.error('The graph layout could not load; vertices stay on a circle', error),
      );
    return () => {
      current = false;
    };
  }, [graph, placed]);

  return useMemo(() => {
    if (placed) return placed;
    if (forced?.graph === graph) return forced.positions;
    return { ...circleLayout(graph.vertices), ...graph.positions };
  }, [placed, forced, graph]);
}
