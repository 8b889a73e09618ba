/**
 * A graph in a few URL-safe characters, for a shareable link:
 *
 *   uw_A~0a0z.B.C_A-B-4.B-C--2
 *
 * `u`/`d` undirected or directed and `w`/`n` weighted or not; then the vertices in order, each with
 * its position as two base-36 pairs after `~` when it has one; then the edges, `from-to` plus `-weight`
 * on a weighted graph. Only letters, digits and `-._~` are used, so nothing is percent-encoded.
 */
import type { Graph, GraphEdge, VertexPosition } from './graph';
import { graphErrors, isVertexLabel } from './edit';

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

const VERTEX = /^([A-Za-z0-9]{1,3})(?:~([0-9a-z]{2})([0-9a-z]{2}))?$/;
const EDGE = /^([A-Za-z0-9]{1,3})-([A-Za-z0-9]{1,3})(?:-(0|-?[1-9]\d{0,2}))?$/;

/** The graph a link carries, or null for anything that is not a valid graph. */
export function decodeGraph(text: string): Graph | null {
  const parts = text.split('_');
  if (parts.length !== 3) return null;
  const [header = '', vertexText = '', edgeText = ''] = parts;
  if (!/^[ud][wn]$/.test(header)) return null;
  const directed = header[0] === 'd';
  const weighted = header[1] === 'w';
  const vertices: string[] = [];
  const positions: Record<string, VertexPosition> = {};
  for (const entry of vertexText === '' ? [] : vertexText.split('.')) {
    const match = VERTEX.exec(entry);
    if (match === null) return null;
    const [, label = '', x, y] = match;
    if (!isVertexLabel(label)) return null;
    vertices.push(label);
    if (x !== undefined && y !== undefined)
      positions[label] = { x: parseInt(x, 36) / POSITION_STEPS, y: parseInt(y, 36) / POSITION_STEPS };
  }
  const edges: GraphEdge[] = [];
  for (const entry of edgeText === '' ? [] : edgeText.split('.')) {
    const match = EDGE.exec(entry);
    if (match === null) return null;
    const [, from = '', to = '', weight] = match;
    if ((weight !== undefined) !== weighted) return null;
    edges.push({ from, to, weight: weight === undefined ? 1 : Number(weight) });
  }
  const graph: Graph = {
    directed,
    weighted,
    vertices,
    edges,
    ...(Object.keys(positions).length > 0 && { positions }),
  };
  return graphErrors(graph).length === 0 ? graph : null;
}
