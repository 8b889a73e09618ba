/**
 * How a run of equal square cells fits a width: one row of cells as large as `max`, shrinking to fit
 * down to `min` (the smallest cell that still holds legible text); a run that does not fit one row at
 * `min` wraps into as many rows as the width needs, spread evenly, or (where the rows must stay
 * unbroken) keeps one row of `min` cells for its box to scroll sideways.
 */
export interface CellRowFit {
  readonly size: number;
  readonly gap: number;
  /** Cells on each full row. */
  readonly perRow: number;
  readonly rows: number;
}

export interface CellRowRule {
  readonly max: number;
  readonly min: number;
  /** The gap between cells of a given size. */
  readonly gap: (size: number) => number;
  /** Wrap into further rows (true), or keep one row that scrolls (false). */
  readonly wrap: boolean;
}

/** The largest cell size (before clamping) that puts `perRow` cells, with their gaps, across `width`. */
function sizeAcross(perRow: number, width: number, rule: CellRowRule): number {
  const across = (size: number) => perRow * size + (perRow - 1) * rule.gap(size);
  let size = Math.floor(width / perRow);
  while (size > 1 && across(size) > width) size -= 1;
  return size;
}

export function fitCellRows(count: number, width: number, rule: CellRowRule): CellRowFit {
  const n = Math.max(count, 1);
  const clamp = (size: number) => Math.max(rule.min, Math.min(rule.max, size));
  const oneRow = sizeAcross(n, width, rule);
  if (oneRow >= rule.min || n === 1) {
    const size = clamp(oneRow);
    return { size, gap: rule.gap(size), perRow: n, rows: 1 };
  }
  const smallGap = rule.gap(rule.min);
  if (!rule.wrap) return { size: rule.min, gap: smallGap, perRow: n, rows: 1 };
  const most = Math.max(1, Math.floor((width + smallGap) / (rule.min + smallGap)));
  const rows = Math.ceil(n / most);
  const perRow = Math.ceil(n / rows);
  const size = clamp(sizeAcross(perRow, width, rule));
  return { size, gap: rule.gap(size), perRow, rows };
}

/** The width a row of `perRow` cells of this fit takes. */
export function cellRowWidth(fit: CellRowFit, perRow = fit.perRow): number {
  return perRow * fit.size + Math.max(0, perRow - 1) * fit.gap;
}
