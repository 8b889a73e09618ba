/**
 * A graph in a few URL-safe characters, for a shareable link:
 *
 *   uw_A~0a0z.B.C_A-B-4.B-C--2
 *
 * `u`/`d` undirected or directed and `w`/`n` weighted or not; then the vertices in order, each with
 * its position as two base-36 pairs after `~` when it has one; then the edges, `from-to` plus `-weight`
 * on a weighted graph. Only letters, digits, `-._~` and the spaces inside labels are used, so nothing
 * but a space (written `+` in a query) is encoded.
 */
import { formatCount } from '../formatCount';
import { MAX_EDGES, MAX_VERTICES, type Graph, type GraphEdge, type VertexPosition } from './graph';
import { graphErrors, isVertexLabel, MAX_LABEL_LENGTH } from './edit';

/** Positions are stored in steps of 1/1295 (two base-36 digits). */
const POSITION_STEPS = 36 * 36 - 1;

const encodePosition = ({ x, y }: VertexPosition) =>
  [x, y]
    .map((n) =>
      Math.round(Math.min(1, Math.max(0, n)) * POSITION_STEPS)
        .toString(36)
        .padStart(2, '0'),
    )
    .join('');

export function encodeGraph(graph: Graph): string {
  const vertices = graph.vertices.map((v) => {
    const position = graph.positions?.[v];
    return position === undefined ? v : `${v}~${encodePosition(position)}`;
  });
  const edges = graph.edges.map(({ from, to, weight }) =>
    graph.weighted ? `${from}-${to}-${weight}` : `${from}-${to}`,
  );
  return `${graph.directed ? 'd' : 'u'}${graph.weighted ? 'w' : 'n'}_${vertices.join('.')}_${edges.join('.')}`;
}

const VERTEX = /^([A-Za-z0-9 ]{1,12})(?:~([0-9a-z]{2})([0-9a-z]{2}))?$/;
const EDGE = /^([A-Za-z0-9 ]{1,12})-([A-Za-z0-9 ]{1,12})(?:-(0|-?[1-9]\d{0,2}))?$/;

/**
 * The longest graph a link can carry: the header, then every vertex placed (a 12-character label and
 * `~xxyy.`) and every edge weighted (two 12-character labels and `---999.`). A longer text is refused
 * before it is split.
 */
export const MAX_GRAPH_LINK_CHARS =
  4 + MAX_VERTICES * (MAX_LABEL_LENGTH + 6) + MAX_EDGES * (2 * MAX_LABEL_LENGTH + 7);

const NOT_A_GRAPH = 'it is not a graph as this site writes them';

/** The graph a link carries, or why it cannot be opened ('it is too long', the graph's first error). */
export function readGraphLink(text: string): { ok: true; graph: Graph } | { ok: false; reason: string } {
  if (text.length > MAX_GRAPH_LINK_CHARS) {
    return { ok: false, reason: `it is longer than ${formatCount(MAX_GRAPH_LINK_CHARS)} characters` };
  }
  const parts = text.split('_');
  if (parts.length !== 3) return { ok: false, reason: NOT_A_GRAPH };
  const [header = '', vertexText = '', edgeText = ''] = parts;
  if (!/^[ud][wn]$/.test(header)) return { ok: false, reason: NOT_A_GRAPH };
  const directed = header[0] === 'd';
  const weighted = header[1] === 'w';
  const vertices: string[] = [];
  const positions: Record<string, VertexPosition> = {};
  for (const entry of vertexText === '' ? [] : vertexText.split('.')) {
    const match = VERTEX.exec(entry);
    if (match === null) return { ok: false, reason: NOT_A_GRAPH };
    const [, label = '', x, y] = match;
    if (!isVertexLabel(label)) return { ok: false, reason: NOT_A_GRAPH };
    vertices.push(label);
    if (x !== undefined && y !== undefined)
      positions[label] = { x: parseInt(x, 36) / POSITION_STEPS, y: parseInt(y, 36) / POSITION_STEPS };
  }
  const edges: GraphEdge[] = [];
  for (const entry of edgeText === '' ? [] : edgeText.split('.')) {
    const match = EDGE.exec(entry);
    if (match === null) return { ok: false, reason: NOT_A_GRAPH };
    const [, from = '', to = '', weight] = match;
    if ((weight !== undefined) !== weighted) return { ok: false, reason: NOT_A_GRAPH };
    edges.push({ from, to, weight: weight === undefined ? 1 : Number(weight) });
  }
  const graph: Graph = {
    directed,
    weighted,
    vertices,
    edges,
    ...(Object.keys(positions).length > 0 && { positions }),
  };
  const [error] = graphErrors(graph);
  return error === undefined ? { ok: true, graph } : { ok: false, reason: lowerFirst(error) };
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The graph a link carries, or null for anything that is not a valid graph. */
export function decodeGraph(text: string): Graph | null {
  const link = readGraphLink(text);
  return link.ok ? link.graph : null;
}

/**
 * What a page says when the link's `graph` cannot be opened (it then shows its default graph), or null
 * when the link has no graph or it opens.
 */
export function graphLinkNotice(search: string): string | null {
  const text = new URLSearchParams(search).get('graph');
  if (text === null) return null;
  const link = readGraphLink(text);
  return link.ok ? null : `This link's graph could not be opened: ${link.reason}.`;
}
