/**
 * What the distance-matrix scene draws in each cell, and where: the cells and headers are laid out as a
 * DP table's (scenes/dp/layout.ts). Pure, so the unit tests check it without a canvas.
 */
import { tableLayout, type TableLayout } from '../dp/layout';
import type { ScenePalette } from '../host/palette';

export type MatrixCellLook = 'default' | 'current' | 'improved' | 'negative';

/** A V × V distance matrix as the scene draws it; plain data, so it can travel to the scene worker. */
export interface MatrixSceneModel {
  readonly labels: readonly string[];
  /** dist[i][j]; Infinity where there is no path. */
  readonly value: readonly (readonly number[])[];
  readonly state: readonly (readonly MatrixCellLook[])[];
  /** The intermediate vertex k being tried: its row and column are the ones every check reads. */
  readonly through: string | null;
}

/** A cell's fill by its look; k's row and column are outlined in the active colour over it. */
export function lookFill(look: MatrixCellLook, palette: ScenePalette): number {
  switch (look) {
    case 'default':
      return palette.grid;
    case 'current':
      return palette.compare;
    case 'improved':
      return palette.found;
    case 'negative':
      return palette.target;
  }
}

/** A cell's value as the scene and the mirror write it: ∞ for no path. */
export const matrixText = (d: number): string => (d === Infinity ? '∞' : String(d));

/** Above this many cells (a 30 × 30 matrix) the scene draws colours only; the mirror keeps every value. */
export const MOST_LABELLED_CELLS = 900;

/** The most characters a column header and a row header show; a longer label ends in '…'. */
export const COLUMN_HEADER_CHARS = 5;
export const ROW_HEADER_CHARS = 9;

/** A label cut to `most` characters, its last one '…' when it is longer (the mirror names it in full). */
export function shortLabel(label: string, most: number): string {
  return label.length <= most ? label : `${label.slice(0, most - 1).trimEnd()}…`;
}

export const columnHeader = (label: string) => shortLabel(label, COLUMN_HEADER_CHARS);
export const rowHeader = (label: string) => shortLabel(label, ROW_HEADER_CHARS);

/**
 * The matrix laid out in a box `boxWidth` wide, wide enough for its widest value and its headers as
 * drawn (long labels cut short, so a column stays as narrow as its values allow).
 */
export function matrixLayout(
  model: Pick<MatrixSceneModel, 'labels' | 'value'>,
  boxWidth: number,
): TableLayout {
  let widestValue = 1;
  for (const row of model.value)
    for (const d of row) widestValue = Math.max(widestValue, matrixText(d).length);
  return tableLayout(
    { rowLabels: model.labels.map(rowHeader), colLabels: model.labels.map(columnHeader), widestValue },
    boxWidth,
  );
}
