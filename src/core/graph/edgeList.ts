/**
 * A graph as text, one line each: `U V` (an edge), `U V W` (an edge and its weight) or `U` (a vertex,
 * which may have no edges). Columns are separated by spaces, tabs or commas, except on a line with a
 * comma or a tab: there only commas and tabs separate them, so a label may have spaces inside
 * (`Wake up, Shower`). Blank lines and anything after a `#` are ignored. On a weighted graph every edge needs its weight (a missing one is an error
 * rather than a silent 1); on an unweighted graph a weight is an error. One bad line rejects the whole
 * list, and each bad line is reported with its number: the first MAX_LISTED_ERRORS of them, after which
 * reading stops. A text longer than MAX_EDGE_LIST_CHARS is refused before it is read.
 */
import { MAX_EDGES, MAX_VERTICES, type Graph, type GraphEdge } from './graph';
import { normaliseVertexLabel, vertexLabelProblem, weightError } from './edit';
import { edgeName } from './queries';
import { formatCount } from '../formatCount';

export interface EdgeListOptions {
  readonly directed: boolean;
  readonly weighted: boolean;
}

export type EdgeListResult = { readonly graph: Graph } | { readonly errors: readonly string[] };

/** Errors listed one by one; at the next bad line reading stops, and one last line says where. */
export const MAX_LISTED_ERRORS = 10;

/**
 * The longest edge list read: a full graph (1,000 weighted edges between labels of 12 characters, 200
 * lone vertices) takes under 37,000 characters, which leaves room for comments.
 */
export const MAX_EDGE_LIST_CHARS = 40_000;

/** A line's columns: split at commas and tabs when it has one, else at spaces; labels made tidy. */
function columns(text: string): string[] {
  const separator = /[,\t]/.test(text) ? /[,\t]/ : /\s+/;
  return text
    .split(separator)
    .map(normaliseVertexLabel)
    .filter((field) => field !== '');
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function parseEdgeList(text: string, { directed, weighted }: EdgeListOptions): EdgeListResult {
  if (text.length > MAX_EDGE_LIST_CHARS) {
    return {
      errors: [
        `the edge list has ${formatCount(text.length)} characters; it can have at most ${formatCount(MAX_EDGE_LIST_CHARS)}`,
      ],
    };
  }
  const errors: string[] = [];
  const vertices: string[] = [];
  const known = new Set<string>();
  const edges: GraphEdge[] = [];
  const edgeLines = new Map<string, number>();
  let tooManyVertices = false;
  let tooManyEdges = false;
  const shape = weighted ? "'U V W'" : "'U V'";

  let stoppedAt: number | null = null;
  const lines = text.split(/\r\n|\r|\n/);
  const readLine = (raw: string, line: number) => {
    const fields = columns(raw.split('#')[0] ?? '');
    if (fields.length === 0) return;
    const fail = (reason: string) => {
      if (errors.length < MAX_LISTED_ERRORS) errors.push(`line ${line}: ${reason}`);
      else stoppedAt = line;
    };
    if (fields.length > 3) return fail(`expected ${shape}, or a single vertex 'U'`);
    const labels = fields.slice(0, 2);
    const labelProblem = labels.map(vertexLabelProblem).find((problem) => problem !== null);
    if (labelProblem !== undefined && labelProblem !== null) return fail(labelProblem);
    const [from = '', to] = labels;
    let weight = 1;
    if (to !== undefined) {
      if (weighted && fields.length === 2)
        return fail(`the graph is weighted, so an edge needs a weight: 'U V W'`);
      if (!weighted && fields.length === 3)
        return fail(`the graph is unweighted, so an edge has no weight: 'U V'`);
      if (weighted) {
        const written = fields[2] ?? '';
        if (!NUMBER.test(written)) return fail('weight must be a number');
        weight = Number(written);
        const problem = weightError(weight);
        if (problem !== null) return fail(problem);
      }
      if (from === to) return fail('an edge from a vertex to itself is not allowed');
      const key = directed || from < to ? `${from} ${to}` : `${to} ${from}`;
      const earlier = edgeLines.get(key);
      if (earlier !== undefined)
        return fail(`duplicate edge ${edgeName(from, to, directed)} (already on line ${earlier})`);
      edgeLines.set(key, line);
      if (edges.length === MAX_EDGES) {
        if (!tooManyEdges) fail(`a graph has at most ${formatCount(MAX_EDGES)} edges`);
        tooManyEdges = true;
        return;
      }
      edges.push({ from, to, weight });
    }
    for (const label of labels) {
      if (known.has(label)) continue;
      if (vertices.length === MAX_VERTICES) {
        if (!tooManyVertices) fail(`a graph has at most ${MAX_VERTICES} vertices`);
        tooManyVertices = true;
        return;
      }
      known.add(label);
      vertices.push(label);
    }
  };
  for (let index = 0; index < lines.length && stoppedAt === null; index++) {
    readLine(lines[index] ?? '', index + 1);
  }

  if (stoppedAt !== null) return { errors: [...errors, `and more errors from line ${stoppedAt} on`] };
  if (errors.length > 0) return { errors };
  return { graph: { directed, weighted, vertices, edges } };
}

/**
 * The edge list of a graph, as a learner would write it: each edge on its line, then each vertex that
 * has no edge on a line of its own. It parses back to the same vertices, edges and weights (vertices in
 * the order the lines meet them). Columns are separated by spaces, or by ", " when a label has a space
 * (and a lone label with a space ends in a comma).
 */
export function formatEdgeList(graph: Graph): string {
  const gap = graph.vertices.some((vertex) => vertex.includes(' ')) ? ', ' : ' ';
  const lines = graph.edges.map(({ from, to, weight }) =>
    (graph.weighted ? [from, to, weight] : [from, to]).join(gap),
  );
  const joined = new Set(graph.edges.flatMap((edge) => [edge.from, edge.to]));
  // A lone label with a space ends in a comma, so its space is not read as a column break.
  for (const vertex of graph.vertices)
    if (!joined.has(vertex)) lines.push(vertex.includes(' ') ? `${vertex},` : vertex);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
