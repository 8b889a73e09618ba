import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStarModule } from '@/core/algorithms/graph/aStar/aStar';
import {
  decodeGrid,
  encodeGrid,
  gridFromRows,
  gridPreset,
  GRID_PRESET_IDS,
  MAX_GRID_LINK_CHARS,
  parseGridSide,
  resizeGrid,
  withEndpoint,
  withWall,
} from '@/core/algorithms/graph/grid/grid';
import { CELL_STATE } from '@/core/algorithms/graph/grid/types';
import { bfsDistance, gridArb } from './arbitraries';

describe('A* on a grid', () => {
  it('finds the textbook path round the wall and expands fewer cells than Dijkstra', () => {
    const grid = gridPreset('textbook');
    expect(aStarModule.answer(grid, 'manhattan')).toBe('path length 11');
    const aStar = aStarModule.search(grid, 'manhattan');
    const dijkstra = aStarModule.search(grid, null);
    expect(aStar.length).toBe(11);
    expect(dijkstra.length).toBe(11);
    expect(aStar.path.length).toBe(12);
    expect(aStar.expanded.length).toBeLessThan(dijkstra.expanded.length);
    expect([aStar.expanded.length, dijkstra.expanded.length]).toEqual([18, 59]);
  });

  it('says "no path" when walls shut the goal in, after expanding every cell it can reach', () => {
    const grid = gridPreset('no-path');
    expect(aStarModule.answer(grid, 'manhattan')).toBe('no path');
    const trace = aStarModule.trace(grid, 'euclidean');
    expect(trace.steps.at(-1)?.line).toBe('none');
    expect(trace.steps.at(-1)?.message).toContain('so there is no path');
    const open = grid.rows * grid.cols - 9;
    expect(trace.totals.expanded).toBe(open);
  });

  it('finds a shortest path on every preset and on random grids, with both heuristics', () => {
    const grids = [
      ...GRID_PRESET_IDS.map((id) => gridPreset(id)),
      ...fc.sample(gridArb, { numRuns: 150, seed: 36 }),
    ];
    for (const grid of grids) {
      const expected = bfsDistance(grid);
      for (const heuristic of ['manhattan', 'euclidean', null] as const) {
        const result = aStarModule.search(grid, heuristic);
        expect(result.length).toBe(expected);
        if (expected !== null) {
          expect(result.path[0]).toBe(grid.start);
          expect(result.path.at(-1)).toBe(grid.goal);
          expect(result.path.length).toBe(expected + 1);
          for (const cell of result.path) expect(grid.walls[cell]).toBe(0);
        }
      }
    }
  });

  it('never expands more cells with a heuristic than Dijkstra does, on random grids', () => {
    for (const grid of fc.sample(gridArb, { numRuns: 150, seed: 37 })) {
      const dijkstra = aStarModule.search(grid, null).expanded.length;
      expect(aStarModule.search(grid, 'manhattan').expanded.length).toBeLessThanOrEqual(dijkstra);
    }
  });

  it('records real counters and narrates f = g + h for each cell expanded', () => {
    const grid = gridPreset('textbook');
    const trace = aStarModule.trace(grid, 'manhattan');
    const result = aStarModule.search(grid, 'manhattan');
    const lines = trace.steps.map((step) => step.line);
    expect(trace.totals.expanded).toBe(result.expanded.length);
    expect(trace.totals.pushes).toBe(lines.filter((line) => line === 'push' || line === 'start').length);
    expect(trace.totals.examined).toBe(lines.filter((line) => line === 'push' || line === 'skip').length);
    expect(trace.steps[0]?.message).toBe('Start at (3,1): g = 0, h = 7, so f = 7; put it in the open set');
    expect(trace.steps[1]?.message).toBe(
      'Expand (3,1), the smallest f in the open set: f = g + h = 0 + 7 = 7; close it',
    );
    expect(trace.steps.at(-1)?.message).toBe(
      'Take the goal (3,8): f = g + h = 11 + 0 = 11. Shortest path found: 11 moves through 12 cells',
    );
    const last = trace.frameAt(trace.stepCount).model;
    for (const cell of result.path) expect(last.states[cell]).toBe(CELL_STATE.path);
    expect([...last.states].filter((state) => state === CELL_STATE.path)).toHaveLength(12);
  });

  it('says the start is the goal when it is, and that the path is that one cell', () => {
    const grid = { rows: 2, cols: 2, walls: new Uint8Array(4), start: 3, goal: 3 };
    const trace = aStarModule.trace(grid, 'manhattan');
    expect(trace.steps.map((step) => step.line)).toEqual(['start', 'reached']);
    expect(trace.steps.at(-1)?.message).toBe(
      'Take (1,1): the start is the goal, so the shortest path is just the start cell, 0 moves',
    );
    expect(aStarModule.search(grid, 'manhattan')).toMatchObject({ length: 0, path: [3] });
    expect(aStarModule.answer(grid, 'euclidean')).toBe('path length 0');
  });

  it('writes one move in the singular', () => {
    const trace = aStarModule.trace(gridFromRows(['SG', '..']), 'manhattan');
    expect(trace.steps.at(-1)?.message).toBe(
      'Take the goal (0,1): f = g + h = 1 + 0 = 1. Shortest path found: 1 move through 2 cells',
    );
  });

  it('writes Euclidean estimates to two decimals', () => {
    const trace = aStarModule.trace(gridPreset('textbook'), 'euclidean');
    expect(trace.steps[0]?.message).toBe('Start at (3,1): g = 0, h = 7, so f = 7; put it in the open set');
    expect(trace.steps.some((step) => /h = 7\.07, f = g \+ h = 8\.07/.test(step.message))).toBe(true);
  });

  it('breaks ties by h, then reading order', () => {
    // From the middle of an open 3×3 grid to its corner: (0,1) and (1,0) tie on f and h; (0,1) comes first.
    const trace = aStarModule.trace(gridFromRows(['G..', '.S.', '...']), 'manhattan');
    const expanded = trace.steps
      .filter((s) => s.line === 'expand' || s.line === 'reached')
      .map((s) => s.cell);
    expect(expanded).toEqual([4, 1, 0]);
  });
});

describe('the grid', () => {
  it('reads typed sizes from 2 to 40 and refuses the rest with a clear message', () => {
    expect(parseGridSide('20', 'rows')).toBe(20);
    expect(parseGridSide(' 40 ', 'columns')).toBe(40);
    expect(parseGridSide('41', 'rows')).toBe(
      'A grid has at most 40 rows (40×40 cells at most): 41 is too many.',
    );
    expect(parseGridSide('1', 'columns')).toBe('A grid has at least 2 columns: 1 is too few.');
    expect(parseGridSide('', 'rows')).toBe('Enter the number of rows.');
    expect(parseGridSide('2.5', 'rows')).toBe('The number of rows must be a whole number, like 20.');
  });

  it('keeps start and goal open and apart when walls are drawn, ends moved or the grid resized', () => {
    const grid = gridPreset('open');
    expect(withWall(grid, grid.start, true)).toBe(grid);
    const walled = withWall(grid, 0, true);
    expect(walled.walls[0]).toBe(1);
    expect(withWall(walled, 0, false).walls[0]).toBe(0);
    const moved = withEndpoint(walled, 'goal', 0);
    expect([moved.goal, moved.walls[0]]).toEqual([0, 0]);
    expect(withEndpoint(moved, 'start', 0)).toBe(moved);
    const small = resizeGrid(moved, 3, 3);
    expect([small.rows, small.cols, small.walls.length]).toEqual([3, 3, 9]);
    expect(small.start).not.toBe(small.goal);
    expect(small.walls[small.start]).toBe(0);
  });

  it('round-trips every grid through its link form, and refuses broken or oversized ones', () => {
    for (const grid of [
      ...GRID_PRESET_IDS.map((id) => gridPreset(id)),
      ...fc.sample(gridArb, { numRuns: 50, seed: 3 }),
    ]) {
      const back = decodeGrid(encodeGrid(grid));
      expect(back && encodeGrid(back)).toBe(encodeGrid(grid));
      expect([...(back?.walls ?? [])]).toEqual([...grid.walls]);
    }
    const full = resizeGrid(gridPreset('maze'), 40, 40);
    expect(encodeGrid(full).length).toBeLessThanOrEqual(MAX_GRID_LINK_CHARS);
    expect(decodeGrid(encodeGrid(full))?.rows).toBe(40);
    expect(decodeGrid('41x41.0.1.' + 'A'.repeat(281))).toBeNull();
    expect(decodeGrid('3x3.0.0.AA')).toBeNull();
    expect(decodeGrid('3x3.0.8.A')).toBeNull();
    expect(decodeGrid('x'.repeat(2_000_000))).toBeNull();
  });
});
