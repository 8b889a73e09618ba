import { useEffect, useMemo, useState } from 'react';
import { circleLayout, type Graph, type VertexPosition } from '@/core/graph';
import type { LayoutReply, LayoutRequest } from './layout.worker';

type Positions = Readonly<Record<string, VertexPosition>>;

function placedAlready(graph: Graph): Positions | null {
  const given = graph.positions ?? {};
  return graph.vertices.every((vertex) => given[vertex] !== undefined) ? given : null;
}

let worker: Worker | null = null;
let nextRequest = 0;

/** The force-directed layout of a graph, computed in a worker (on the page where workers are missing). */
function forceLayout(graph: Graph): Promise<Positions> {
  if (typeof Worker === 'undefined')
    return import('@/core/graph/layout').then((module) => module.layoutGraph(graph));
  worker ??= new Worker(new URL('./layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'graph-layout',
  });
  const id = (nextRequest += 1);
  const current = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<LayoutReply>) => {
      if (event.data.id !== id) return;
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.positions);
    };
    const onError = (event: ErrorEvent) => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      // A worker that cannot start is dropped; the next layout starts a new one.
      if (worker === current) worker = null;
      reject(new Error(event.message || 'The layout worker failed'));
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    const request: LayoutRequest = { id, graph };
    current.postMessage(request);
  });
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
