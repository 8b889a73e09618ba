import { useEffect, useMemo, useState } from 'react';
import { circleLayout, type Graph, type VertexPosition } from '@/core/graph';
import { createRequestClient, type RequestClient } from '@/core/workerRequests';
import type { LayoutWorkerApi } from './layout.worker';

type Positions = Readonly<Record<string, VertexPosition>>;

function placedAlready(graph: Graph): Positions | null {
  const given = graph.positions ?? {};
  return graph.vertices.every((vertex) => given[vertex] !== undefined) ? given : null;
}

/**
 * The page's layout worker, started with the first layout and kept for later ones; a worker that fails
 * rejects what it was asked and is dropped, so the next layout starts a new one.
 */
const layoutWorker = (() => {
  let started: RequestClient<LayoutWorkerApi> | null = null;
  return (): RequestClient<LayoutWorkerApi> => {
    if (started) return started;
    const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), {
      type: 'module',
      name: 'graph-layout',
    });
    const client = createRequestClient<LayoutWorkerApi>(worker);
    worker.addEventListener('error', (event) => {
      client.fail(new Error(event.message || 'The layout worker failed'));
      worker.terminate();
      if (started === client) started = null;
    });
    started = client;
    return client;
  };
})();

/** The force-directed layout of a graph, computed in a worker (on the page where workers are missing). */
function forceLayout(graph: Graph): Promise<Positions> {
  if (typeof Worker === 'undefined')
    return import('@/core/graph/layout').then((module) => module.layoutGraph(graph));
  return layoutWorker().request('layout', graph);
}

/**
 * Where each vertex is drawn. A graph whose vertices all have places (every preset, and any graph drawn
 * by hand) is drawn at once; a typed graph's missing places come from the force-directed layout, run
 * off the page's thread: until it answers they wait on a circle.
 */
export function useGraphLayout(graph: Graph): Positions {
  const placed = useMemo(() => placedAlready(graph), [graph]);
  const [forced, setForced] = useState<{ graph: Graph; positions: Positions } | null>(null);

  useEffect(() => {
    if (placed) return;
    let current = true;
    forceLayout(graph)
      .then((positions) => {
        if (current) setForced({ graph, positions });
      })
      .catch((error: unknown) =>
        console.error('The graph layout failed; the vertices stay on a circle', error),
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
