/**
 * The force-directed layout, off the page's thread: a 200-vertex graph takes a few hundred
 * milliseconds to settle, which would stall the page. Asked for a graph's layout, answers every vertex's
 * place (core/workerRequests.ts).
 */
import type { Graph, VertexPosition } from '@/core/graph';
import { layoutGraph } from '@/core/graph/layout';
import { serveRequests, type MessageEndpoint } from '@/core/workerRequests';

export interface LayoutWorkerApi {
  layout(graph: Graph): Record<string, VertexPosition>;
}

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
serveRequests<LayoutWorkerApi>(self as unknown as MessageEndpoint, { layout: layoutGraph });
