import { createModelTrace } from '@/core/trace';
import { plural } from '../common';
import { CellHeap } from '../grid/cellHeap';
import { cellName, colOf, rowOf, type Grid } from '../grid/grid';
import {
  CELL_STATE,
  defineGridAlgorithm,
  type GridRunModel,
  type GridSearchResult,
  type GridStep,
  type Heuristic,
} from '../grid/types';
import { aStarMeta } from './meta';

export const A_STAR_LINES = ['start', 'stale', 'reached', 'expand', 'skip', 'push', 'none'] as const;
export type AStarLine = (typeof A_STAR_LINES)[number];

/** Neighbours in the order every listing looks at them: up, right, down, left. */
const MOVES = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

/** The estimate of moves left from `cell` to the goal; 0 everywhere without a heuristic (Dijkstra). */
function estimator(grid: Grid, heuristic: Heuristic | null): (cell: number) => number {
  const goalRow = rowOf(grid, grid.goal);
  const goalCol = colOf(grid, grid.goal);
  if (heuristic === null) return () => 0;
  return (cell) => {
    const dr = Math.abs(rowOf(grid, cell) - goalRow);
    const dc = Math.abs(colOf(grid, cell) - goalCol);
    return heuristic === 'manhattan' ? dr + dc : Math.sqrt(dr * dr + dc * dc);
  };
}

/** A number in narration: whole numbers as they are, others to two decimals. */
const num = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

interface StepSink {
  step(step: GridStep<AStarLine>): void;
}

/**
 * A* from the grid's start to its goal, one cost per move up, right, down or left; with a null heuristic
 * it is Dijkstra's algorithm. Tells `sink` (when given) every step, with its narration.
 */
function search(grid: Grid, heuristic: Heuristic | null, sink: StepSink | null): GridSearchResult {
  const h = estimator(grid, heuristic);
  const size = grid.rows * grid.cols;
  const g = new Float64Array(size).fill(Infinity);
  const parent = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const expanded: number[] = [];
  const heap = new CellHeap();
  const name = (cell: number) => `(${cellName(grid, cell)})`;
  const start = grid.start;
  g[start] = 0;
  heap.push(h(start), h(start), start);
  sink?.step({
    line: 'start',
    cell: start,
    change: [[start, CELL_STATE.open]],
    counts: { pushes: 1 },
    message: `Start at ${name(start)}: g = 0, h = ${num(h(start))}, so f = ${num(h(start))}; put it in the open set`,
  });
  while (heap.size > 0) {
    const [f, hu, u] = heap.pop();
    if (closed[u] === 1) {
      sink?.step({
        line: 'stale',
        cell: u,
        change: [],
        message: `Take ${name(u)} with f = ${num(f)}: it is already closed (an old entry); skip it`,
      });
      continue;
    }
    expanded.push(u);
    const gu = g[u] as number;
    if (u === grid.goal) {
      const path = [u];
      for (let v = u; parent[v] !== -1; v = parent[v] as number) path.unshift(parent[v] as number);
      sink?.step({
        line: 'reached',
        cell: u,
        g: gu,
        h: hu,
        change: path.map((cell) => [cell, CELL_STATE.path] as const),
        counts: { expanded: 1 },
        message:
          u === start
            ? `Take ${name(u)}: the start is the goal, so the shortest path is just the start cell, 0 moves`
            : `Take the goal ${name(u)}: f = g + h = ${num(gu)} + 0 = ${num(f)}. Shortest path found: ${plural(gu, 'move')} through ${plural(path.length, 'cell')}`,
      });
      return { length: gu, path, expanded };
    }
    closed[u] = 1;
    sink?.step({
      line: 'expand',
      cell: u,
      g: gu,
      h: hu,
      change: [[u, CELL_STATE.closed]],
      counts: { expanded: 1 },
      message: `Expand ${name(u)}, the smallest f in the open set: f = g + h = ${num(gu)} + ${num(hu)} = ${num(f)}; close it`,
    });
    const r = rowOf(grid, u);
    const c = colOf(grid, u);
    for (const [dr, dc] of MOVES) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nr >= grid.rows || nc < 0 || nc >= grid.cols) continue;
      const v = nr * grid.cols + nc;
      if (grid.walls[v] === 1) continue;
      const tentative = gu + 1;
      const best = g[v] as number;
      if (tentative >= best) {
        sink?.step({
          line: 'skip',
          cell: v,
          change: [],
          counts: { examined: 1 },
          message:
            closed[v] === 1
              ? `Look at ${name(v)}: already closed with g = ${num(best)}; ${num(gu)} + 1 is no shorter`
              : `Look at ${name(v)}: g = ${num(gu)} + 1 = ${num(tentative)} is not shorter than its g = ${num(best)}`,
        });
        continue;
      }
      g[v] = tentative;
      parent[v] = u;
      const hv = h(v);
      heap.push(tentative + hv, hv, v);
      sink?.step({
        line: 'push',
        cell: v,
        g: tentative,
        h: hv,
        change: [[v, CELL_STATE.open]],
        counts: { examined: 1, pushes: 1 },
        message: `Open ${name(v)}: g = ${num(tentative)}, h = ${num(hv)}, f = g + h = ${num(tentative + hv)}`,
      });
    }
  }
  sink?.step({
    line: 'none',
    cell: -1,
    change: [],
    message: `The open set is empty after ${plural(expanded.length, 'cell')}: walls cut the goal ${name(grid.goal)} off from the start, so there is no path`,
  });
  return { length: null, path: [], expanded };
}

function applyStep(model: GridRunModel, step: GridStep): GridRunModel {
  for (const [cell, state] of step.change) model.states[cell] = state;
  model.current = step.cell;
  return model;
}

export const aStarModule = defineGridAlgorithm<'aStar', AStarLine>({
  ...aStarMeta,
  kind: 'graph',
  input: 'grid',
  lineIds: A_STAR_LINES,
  counters: [
    { key: 'expanded', label: 'Cells expanded' },
    { key: 'examined', label: 'Neighbours examined' },
    { key: 'pushes', label: 'Open-set pushes' },
  ],
  search: (grid, heuristic) => search(grid, heuristic, null),
  trace(grid, heuristic) {
    const steps: GridStep<AStarLine>[] = [];
    search(grid, heuristic, { step: (s) => steps.push(s) });
    return createModelTrace<GridRunModel, GridStep>({
      algorithm: 'aStar',
      initial: { states: new Uint8Array(grid.rows * grid.cols), current: -1 },
      steps,
      apply: applyStep,
      clone: (model) => ({ states: model.states.slice(), current: model.current }),
      counts: (step) => step.counts ?? null,
    });
  },
  answer(grid, heuristic) {
    const { length } = search(grid, heuristic, null);
    return length === null ? 'no path' : `path length ${length}`;
  },
});
