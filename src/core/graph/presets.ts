/**
 * Graphs a learner can start from. Each has its drawing in the unit square; the random ones are
 * reproducible from a seed (the same seed always gives the same graph).
 */
import { createRandom, randomInt, shuffled } from '@/core/random';
import type { Graph, GraphEdge, VertexPosition } from './graph';

export type GraphPresetId =
  | 'textbook'
  | 'grid'
  | 'tree'
  | 'dag'
  | 'disconnected'
  | 'random-sparse'
  | 'random-dense'
  | 'courses'
  | 'negative-weights'
  | 'negative-cycle'
  | 'all-pairs';

export interface GraphPreset {
  readonly id: GraphPresetId;
  readonly label: string;
  readonly description: string;
  /** Built from a seed (a new seed gives a new graph). */
  readonly seeded: boolean;
}

export const GRAPH_PRESETS: readonly GraphPreset[] = [
  {
    id: 'textbook',
    label: 'Textbook example',
    description: 'The weighted 9-vertex graph textbooks use for Prim’s and Dijkstra’s algorithms.',
    seeded: false,
  },
  {
    id: 'grid',
    label: 'Grid (3 × 4)',
    description: 'Twelve vertices in a grid, each joined to its neighbours.',
    seeded: false,
  },
  {
    id: 'tree',
    label: 'Tree',
    description: 'A tree of ten vertices: connected, with no cycles.',
    seeded: false,
  },
  {
    id: 'dag',
    label: 'Directed acyclic graph',
    description: 'A weighted directed graph whose edges never lead back to where they started.',
    seeded: false,
  },
  {
    id: 'disconnected',
    label: 'Disconnected',
    description: 'Two weighted components and a vertex on its own: a search cannot reach everything.',
    seeded: false,
  },
  {
    id: 'random-sparse',
    label: 'Random (sparse)',
    description: 'Ten vertices and a few more edges than a tree needs.',
    seeded: true,
  },
  {
    id: 'random-dense',
    label: 'Random (dense)',
    description: 'Eight vertices, most pairs joined.',
    seeded: true,
  },
  {
    id: 'courses',
    label: 'Course prerequisites',
    description:
      'Nine courses, each edge from a course to one that needs it first: a directed acyclic graph to put in order.',
    seeded: false,
  },
  {
    id: 'negative-weights',
    label: 'Negative weights',
    description:
      'The textbook’s five-vertex directed graph with negative weights but no negative cycle, for Bellman-Ford from S.',
    seeded: false,
  },
  {
    id: 'negative-cycle',
    label: 'Negative cycle',
    description: 'A directed graph whose cycle B → C → D → B weighs -1 in all: no shortest distances exist.',
    seeded: false,
  },
  {
    id: 'all-pairs',
    label: 'All pairs',
    description:
      'The textbook’s five-vertex directed graph for all-pairs shortest paths, negative weights and no negative cycle, for Floyd-Warshall.',
    seeded: false,
  },
];

export function isGraphPresetId(id: string): id is GraphPresetId {
  return GRAPH_PRESETS.some((preset) => preset.id === id);
}

const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The vertices evenly round a circle, the first at the top, going clockwise. */
export function circleLayout(vertices: readonly string[]): Record<string, VertexPosition> {
  return Object.fromEntries(
    vertices.map((v, i) => {
      const angle = (2 * Math.PI * i) / vertices.length - Math.PI / 2;
      return [v, { x: round3(0.5 + 0.45 * Math.cos(angle)), y: round3(0.5 + 0.45 * Math.sin(angle)) }];
    }),
  );
}

/** 'A B 4' lines into edges. */
function edges(text: string): GraphEdge[] {
  return text
    .trim()
    .split(/\s*,\s*/)
    .map((entry) => {
      const [from = '', to = '', weight = '1'] = entry.split(' ');
      return { from, to, weight: Number(weight) };
    });
}

function placed(points: Record<string, readonly [number, number]>): Record<string, VertexPosition> {
  return Object.fromEntries(Object.entries(points).map(([v, [x, y]]) => [v, { x, y }]));
}

function textbook(): Graph {
  return {
    directed: false,
    weighted: true,
    vertices: letters(9),
    edges: edges(
      'A B 4, A H 8, B C 8, B H 11, C D 7, C F 4, C I 2, D E 9, D F 14, E F 10, F G 2, G H 1, G I 6, H I 7',
    ),
    positions: placed({
      A: [0.05, 0.5],
      B: [0.27, 0.12],
      C: [0.5, 0.12],
      D: [0.73, 0.12],
      E: [0.95, 0.5],
      F: [0.73, 0.88],
      G: [0.5, 0.88],
      H: [0.27, 0.88],
      I: [0.4, 0.5],
    }),
  };
}

function grid(rows: number, columns: number): Graph {
  const vertices = letters(rows * columns);
  const at = (r: number, c: number) => vertices[r * columns + c] ?? '';
  const list: GraphEdge[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns) list.push({ from: at(r, c), to: at(r, c + 1), weight: 1 });
      if (r + 1 < rows) list.push({ from: at(r, c), to: at(r + 1, c), weight: 1 });
    }
  }
  const positions = Object.fromEntries(
    vertices.map((v, i) => [
      v,
      {
        x: round3(0.1 + (0.8 * (i % columns)) / (columns - 1)),
        y: round3(0.1 + (0.8 * Math.floor(i / columns)) / (rows - 1)),
      },
    ]),
  );
  return { directed: false, weighted: false, vertices, edges: list, positions };
}

function tree(): Graph {
  return {
    directed: false,
    weighted: false,
    vertices: letters(10),
    edges: edges('A B, A C, B D, B E, C F, C G, D H, E I, G J'),
    positions: placed({
      A: [0.5, 0.08],
      B: [0.27, 0.36],
      C: [0.73, 0.36],
      D: [0.12, 0.64],
      E: [0.38, 0.64],
      F: [0.62, 0.64],
      G: [0.88, 0.64],
      H: [0.12, 0.92],
      I: [0.38, 0.92],
      J: [0.88, 0.92],
    }),
  };
}

function dag(): Graph {
  return {
    directed: true,
    weighted: true,
    vertices: letters(7),
    edges: edges('A B 3, A C 6, B C 2, B D 4, C E 3, D E 1, D F 5, E F 2, E G 6, F G 1'),
    positions: placed({
      A: [0.05, 0.5],
      B: [0.3, 0.2],
      C: [0.3, 0.8],
      D: [0.55, 0.2],
      E: [0.55, 0.8],
      F: [0.8, 0.35],
      G: [0.95, 0.75],
    }),
  };
}

function disconnected(): Graph {
  return {
    directed: false,
    weighted: true,
    vertices: letters(8),
    edges: edges('A B 3, A C 1, B C 7, B D 5, C D 2, E F 4, E G 2, F G 6'),
    positions: placed({
      A: [0.1, 0.2],
      B: [0.4, 0.1],
      C: [0.15, 0.6],
      D: [0.45, 0.5],
      E: [0.65, 0.2],
      F: [0.92, 0.35],
      G: [0.7, 0.6],
      H: [0.85, 0.9],
    }),
  };
}

/**
 * n vertices on a circle: a random spanning tree (each vertex joined to an earlier one), so the graph
 * is connected, then `extra` more edges between pairs not yet joined; weights 1..9.
 */
function randomGraph(seed: number, n: number, extra: number): Graph {
  const random = createRandom(seed);
  const vertices = letters(n);
  const joined = new Set<string>();
  const list: GraphEdge[] = [];
  const join = (i: number, j: number) => {
    const [a, b] = i < j ? [i, j] : [j, i];
    joined.add(`${a} ${b}`);
    list.push({ from: vertices[a] ?? '', to: vertices[b] ?? '', weight: randomInt(random, 1, 9) });
  };
  for (let i = 1; i < n; i++) join(randomInt(random, 0, i - 1), i);
  const free: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (!joined.has(`${i} ${j}`)) free.push([i, j]);
  for (const [i, j] of shuffled(free, random).slice(0, extra)) join(i, j);
  return { directed: false, weighted: true, vertices, edges: list, positions: circleLayout(vertices) };
}

/** Courses: calculus, discrete maths, programming, linear algebra, data structures, algorithms, ... */
function courses(): Graph {
  return {
    directed: true,
    weighted: false,
    vertices: ['CAL', 'DIS', 'PRG', 'LIN', 'DS', 'ALG', 'OS', 'DB', 'ML'],
    edges: edges('CAL LIN, DIS DS, DIS ALG, PRG DS, DS ALG, DS OS, DS DB, LIN ML, ALG ML'),
    positions: placed({
      CAL: [0.08, 0.15],
      DIS: [0.08, 0.5],
      PRG: [0.08, 0.85],
      LIN: [0.5, 0.12],
      DS: [0.4, 0.7],
      ALG: [0.62, 0.45],
      OS: [0.7, 0.9],
      DB: [0.92, 0.72],
      ML: [0.92, 0.2],
    }),
  };
}

/** CLRS's Bellman-Ford example (figure 24.4): from S the distances are S 0, T 2, X 4, Y 7, Z -2. */
function negativeWeights(): Graph {
  return {
    directed: true,
    weighted: true,
    vertices: ['S', 'T', 'X', 'Y', 'Z'],
    edges: edges('S T 6, S Y 7, T X 5, T Y 8, T Z -4, X T -2, Y X -3, Y Z 9, Z S 2, Z X 7'),
    positions: placed({
      S: [0.06, 0.5],
      T: [0.38, 0.12],
      X: [0.9, 0.12],
      Y: [0.38, 0.88],
      Z: [0.9, 0.88],
    }),
  };
}

/** A reachable negative cycle: B → C → D → B weighs 2 + 1 - 4 = -1. */
function negativeCycle(): Graph {
  return {
    directed: true,
    weighted: true,
    vertices: ['A', 'B', 'C', 'D', 'E'],
    edges: edges('A B 4, A E 5, B C 2, C D 1, D B -4, D E 3'),
    positions: placed({
      A: [0.06, 0.5],
      B: [0.38, 0.15],
      C: [0.9, 0.15],
      D: [0.7, 0.85],
      E: [0.3, 0.85],
    }),
  };
}

/** CLRS's all-pairs example (figure 25.4, vertices 1-5 as A-E): dist[A] is A 0, B 1, C -3, D 2, E -4. */
function allPairs(): Graph {
  return {
    directed: true,
    weighted: true,
    vertices: ['A', 'B', 'C', 'D', 'E'],
    edges: edges('A B 3, A C 8, A E -4, B D 1, B E 7, C B 4, D A 2, D C -5, E D 6'),
    positions: placed({
      A: [0.5, 0.08],
      B: [0.92, 0.4],
      C: [0.75, 0.92],
      D: [0.25, 0.92],
      E: [0.08, 0.4],
    }),
  };
}

/** The preset's graph; seeded presets use `seed`, the others ignore it. */
export function graphPreset(id: GraphPresetId, seed = 1): Graph {
  switch (id) {
    case 'textbook':
      return textbook();
    case 'grid':
      return grid(3, 4);
    case 'tree':
      return tree();
    case 'dag':
      return dag();
    case 'disconnected':
      return disconnected();
    case 'random-sparse':
      return randomGraph(seed, 10, 3);
    case 'random-dense':
      return randomGraph(seed, 8, 14);
    case 'courses':
      return courses();
    case 'negative-weights':
      return negativeWeights();
    case 'negative-cycle':
      return negativeCycle();
    case 'all-pairs':
      return allPairs();
  }
}
