/** Building the frames of a DP table: each frame a new table sharing the rows it does not change. */
import type { DpArrow, DpTableView } from './types';

export function emptyTable(spec: {
  rowLabels: readonly string[];
  colLabels: readonly string[];
  rowTitle: string;
  colTitle: string;
  arrows?: boolean;
  cells?: DpTableView['cells'];
}): DpTableView {
  const rows = spec.rowLabels.length;
  const cols = spec.colLabels.length;
  return {
    rowLabels: spec.rowLabels,
    colLabels: spec.colLabels,
    rowTitle: spec.rowTitle,
    colTitle: spec.colTitle,
    values: Array.from({ length: rows }, () => Array<number | null>(cols).fill(null)),
    ...(spec.arrows
      ? { arrows: Array.from({ length: rows }, () => Array<DpArrow | null>(cols).fill(null)) }
      : {}),
    current: null,
    reads: [],
    path: [],
    ...(spec.cells ? { cells: spec.cells } : {}),
  };
}

/** The table with cells set to values (and arrows), as [row, col, value, arrow?]. */
export function withCells(
  table: DpTableView,
  cells: readonly (readonly [number, number, number, DpArrow?])[],
): DpTableView {
  const values = table.values.slice();
  const arrows = table.arrows?.slice();
  const copied = new Set<number>();
  for (const [row, col, value, arrow] of cells) {
    if (!copied.has(row)) {
      copied.add(row);
      values[row] = (values[row] ?? []).slice();
      if (arrows) arrows[row] = (arrows[row] ?? []).slice();
    }
    (values[row] as (number | null)[])[col] = value;
    if (arrows && arrow !== undefined) (arrows[row] as (DpArrow | null)[])[col] = arrow;
  }
  return { ...table, values, ...(arrows ? { arrows } : {}) };
}
