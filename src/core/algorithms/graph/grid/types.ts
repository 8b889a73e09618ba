/**
 * What a grid path-search module is: a search over a Grid (walls, start, goal) guided by a heuristic,
 * recorded as a model trace whose frames say each cell's state for the scene and the DOM mirror.
 */
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../../types';
import type { Grid } from './grid';

export type Heuristic = 'manhattan' | 'euclidean';

export const HEURISTICS: readonly {
  readonly id: Heuristic;
  readonly label: string;
  readonly formula: string;
}[] = [
  { id: 'manhattan', label: 'Manhattan', formula: 'h = |Δrow| + |Δcolumn|' },
  { id: 'euclidean', label: 'Euclidean', formula: 'h = √(Δrow² + Δcolumn²)' },
];

/** A cell's state in a frame (walls, start and goal come from the grid itself). */
export const CELL_STATE = { none: 0, open: 1, closed: 2, path: 3 } as const;
export type CellState = (typeof CELL_STATE)[keyof typeof CELL_STATE];

/** One frame of a grid search: every cell's state, and the cell the step acts on (-1 for none). */
export interface GridRunModel {
  readonly states: Uint8Array;
  current: number;
}

export interface GridStep<L extends string = string> extends ModelStep {
  readonly line: L;
  readonly message: string;
  /** The cell the step acts on. */
  readonly cell: number;
  /** The cells whose state the step sets, in order. */
  readonly change: readonly (readonly [number, CellState])[];
  readonly counts?: Readonly<Record<string, number>>;
  /** The cell's g (moves from the start) and h (the estimate left) where the step sets or reads them. */
  readonly g?: number;
  readonly h?: number;
}

export type GridTrace = ModelTrace<GridRunModel, GridStep>;

/** What a search found: the path's length in moves (null when there is none), its cells, and the cells expanded in order. */
export interface GridSearchResult {
  readonly length: number | null;
  readonly path: readonly number[];
  readonly expanded: readonly number[];
}

export interface GridCounter {
  readonly key: string;
  readonly label: string;
}

export interface GridAlgorithm<Id extends string = string, L extends string = string> extends Omit<
  AlgorithmDescription<Id>,
  'code'
> {
  readonly family: 'graph';
  readonly kind: 'graph';
  /** What the algorithm runs on: a grid, not a graph the learner builds. */
  readonly input: 'grid';
  readonly lineIds: readonly L[];
  readonly counters: readonly GridCounter[];
  /** The search without a recording, guided by `heuristic`, or by none (Dijkstra's algorithm) when null. */
  search(grid: Grid, heuristic: Heuristic | null): GridSearchResult;
  /** The recorded search. */
  trace(grid: Grid, heuristic: Heuristic): GridTrace;
  /** The final answer as the page writes it: `path length 12`, or `no path`. */
  answer(grid: Grid, heuristic: Heuristic): string;
}

/** Declares a grid module, keeping its id as a literal type (see defineSorting). */
export function defineGridAlgorithm<const Id extends string, L extends string>(
  module: GridAlgorithm<Id, L>,
): GridAlgorithm<Id, L> {
  return module;
}
