import fc from 'fast-check';
import { gridFromRows, type Grid } from '@/core/algorithms/graph/grid/grid';

/** Random grids of 2..9 × 2..9 cells, about a third walls, with a start and a goal apart. */
export const gridArb: fc.Arbitrary<Grid> = fc
  .record({ rows: fc.integer({ min: 2, max: 9 }), cols: fc.integer({ min: 2, max: 9 }) })
  .chain(({ rows, cols }) =>
    fc
      .record({
        walls: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: rows * cols, maxLength: rows * cols }),
        start: fc.integer({ min: 0, max: rows * cols - 1 }),
        goal: fc.integer({ min: 0, max: rows * cols - 2 }),
      })
      .map(({ walls, start, goal }) => {
        const g = goal >= start ? goal + 1 : goal;
        const lines = Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols }, (_, c) => {
            const cell = r * cols + c;
            return cell === start ? 'S' : cell === g ? 'G' : walls[cell] === 0 ? '#' : '.';
          }).join(''),
        );
        return gridFromRows(lines);
      }),
  );

/** The shortest path's length by breadth-first search, written plainly: the reference for A*. */
export function bfsDistance(grid: Grid): number | null {
  const dist = new Map<number, number>([[grid.start, 0]]);
  const queue = [grid.start];
  for (let at = 0; at < queue.length; at++) {
    const u = queue[at] as number;
    const r = Math.floor(u / grid.cols);
    const c = u % grid.cols;
    for (const [nr, nc] of [
      [r - 1, c],
      [r, c + 1],
      [r + 1, c],
      [r, c - 1],
    ] as const) {
      if (nr < 0 || nc < 0 || nr >= grid.rows || nc >= grid.cols) continue;
      const v = nr * grid.cols + nc;
      if (grid.walls[v] === 1 || dist.has(v)) continue;
      dist.set(v, (dist.get(u) as number) + 1);
      queue.push(v);
    }
  }
  return dist.get(grid.goal) ?? null;
}
