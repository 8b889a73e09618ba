/**
 * The force-directed layout, off the page's thread: a 200-vertex graph takes a few hundred
 * milliseconds to settle, which would stall the page. Receives a graph, posts every vertex's place.
 */
import type { Graph, VertexPosition } from '@/core/graph';
import { layoutGraph } from '@/core/graph/layout';

export type LayoutRequest = { id: number; graph: Graph };
export type LayoutReply =
  { id: number; positions: Record<string, VertexPosition> } | { id: number; error: string };

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as {
  postMessage(message: LayoutReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LayoutRequest>) => void): void;
};

scope.addEventListener('message', (event: MessageEvent<LayoutRequest>) => {
  const { id, graph } = event.data;
  try {
    scope.postMessage({ id, positions: layoutGraph(graph) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
