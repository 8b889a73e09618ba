import { describe, expect, it } from 'vitest';
import {
  CELL_MAX,
  CELL_MIN,
  INDEX_FONT_SIZE,
  cellsHeight,
  cellsMinWidth,
  layoutCells,
} from '@scenes/cells/layout';
import type { ScenePalette } from '@scenes/host/palette';
import { nextBarIds } from '@/player-ui/barIdentity';
import type { Step } from '@/core/trace';

const palette = {
  cell: 1,
  active: 2,
  target: 3,
  found: 4,
  range: 5,
  labelOnFill: 6,
  grid: 7,
  label: 8,
} as unknown as ScenePalette;

const cells = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: i + 5, state: 'default' as const }));

describe('layoutCells', () => {
  it('keeps cells at most 50 px wide and centred', () => {
    const layout = layoutCells(cells(5), 1200, palette, null);
    expect(layout.cells.every((cell) => cell.size === CELL_MAX)).toBe(true);
    const first = layout.cells[0];
    const last = layout.cells[4];
    expect(first && last && first.x + (last.x + last.size)).toBeCloseTo(1200);
  });

  it('wraps 30 cells in the width of a wide card into even rows of larger cells, not tiny ones', () => {
    const layout = layoutCells(cells(30), 700, palette, { lo: 3, hi: 20, mid: 11 });
    expect(new Set(layout.cells.map((cell) => cell.y)).size).toBe(2);
    expect(layout.cells.every((cell) => cell.x >= 0 && cell.x + cell.size <= 700)).toBe(true);
    expect(layout.cells[0]?.size).toBeGreaterThanOrEqual(CELL_MIN);
    expect(layout.fontSize).toBeGreaterThanOrEqual(12);
    expect(cellsHeight(30, 700)).toBe(layout.height);
  });

  it('keeps one row where the cells fit it at the smallest size or more', () => {
    const layout = layoutCells(cells(10), 343, palette, null);
    expect(new Set(layout.cells.map((cell) => cell.y)).size).toBe(1);
    expect(layout.cells[0]?.size).toBeGreaterThanOrEqual(CELL_MIN);
  });

  it('fits the default 30 cells in a 343 px phone box: every cell inside the width, text at least 12 px', () => {
    const layout = layoutCells(cells(30), 343, palette, { lo: 0, hi: 29, mid: 14 });
    expect(layout.cells).toHaveLength(30);
    for (const cell of layout.cells) {
      expect(cell.x).toBeGreaterThanOrEqual(0);
      expect(cell.x + cell.size).toBeLessThanOrEqual(343);
      expect(cell.showLabel).toBe(true);
    }
    expect(layout.fontSize).toBeGreaterThanOrEqual(12);
    expect(INDEX_FONT_SIZE).toBeGreaterThanOrEqual(12);
    expect(cellsMinWidth(30)).toBeLessThanOrEqual(343);
    // The window over every row is boxed once per row, each box inside the width.
    const rows = new Set(layout.cells.map((cell) => cell.y)).size;
    expect(rows).toBeGreaterThan(1);
    expect(layout.range).toHaveLength(rows);
    expect(layout.range.every((box) => box.x >= 0 && box.x + box.width <= 343)).toBe(true);
    const mid = layout.cells[14];
    expect(layout.mid?.y).toBe((mid?.y ?? 0) - 4);
    expect(cellsHeight(30, 343)).toBe(layout.height);
  });

  it('gives 100 cells in 340 px as many rows as they need, none narrower than the smallest size', () => {
    const layout = layoutCells(cells(100), 340, palette, null);
    expect(layout.cells.every((cell) => cell.size === layout.cells[0]?.size)).toBe(true);
    expect(layout.cells[0]?.size).toBeGreaterThanOrEqual(CELL_MIN);
    expect(layout.cells.every((cell) => cell.x + cell.size <= 340)).toBe(true);
  });

  it('draws the binary-search range as one box around the window on one row and marks mid', () => {
    const layout = layoutCells(cells(30), 1200, palette, { lo: 3, hi: 20, mid: 11 });
    expect(layout.range).toHaveLength(1);
    const [box] = layout.range;
    const lo = layout.cells[3];
    const hi = layout.cells[20];
    expect(box && lo && box.x).toBeLessThanOrEqual(lo?.x ?? 0);
    expect(box && hi && box.x + box.width).toBeGreaterThanOrEqual((hi?.x ?? 0) + (hi?.size ?? 0));
    const mid = layout.cells[11];
    expect(layout.mid?.x).toBeCloseTo((mid?.x ?? 0) + (mid?.size ?? 0) / 2);
  });

  it('writes a value only where it fits in its cell', () => {
    const layout = layoutCells(
      [
        { value: 7, state: 'default' },
        { value: 123456.789, state: 'default' },
      ],
      60,
      palette,
      null,
    );
    expect(layout.cells.map((cell) => cell.showLabel)).toEqual([true, false]);
  });

  it('colours cells by state', () => {
    const layout = layoutCells(
      [
        { value: 1, state: 'compare' },
        { value: 2, state: 'target' },
        { value: 3, state: 'found' },
        { value: 4, state: 'default' },
        { value: 5, state: 'excluded' },
      ],
      400,
      palette,
      null,
    );
    expect(layout.cells.map((cell) => cell.fill)).toEqual([2, 3, 4, 1, 7]);
    // A ruled-out cell is grey with its value in the text colour, so it still reads.
    expect(layout.cells[4]?.labelColour).toBe(8);
  });
});

describe('nextBarIds', () => {
  const steps: Step[] = [
    { type: 'compare', line: 'c', i: 0, j: 1, a: 2, b: 1 },
    { type: 'swap', line: 's', i: 0, j: 1, a: 2, b: 1 },
    { type: 'done', line: 'd' },
  ];
  const stepAt = (k: number) => steps[k] as Step;

  it('swaps identities over a swap step, forwards and backwards', () => {
    const afterCompare = nextBarIds({ index: 0, ids: [0, 1, 2] }, 1, 3, stepAt);
    expect(afterCompare).toEqual([0, 1, 2]);
    const afterSwap = nextBarIds({ index: 1, ids: afterCompare }, 2, 3, stepAt);
    expect(afterSwap).toEqual([1, 0, 2]);
    expect(nextBarIds({ index: 2, ids: afterSwap }, 1, 3, stepAt)).toEqual([0, 1, 2]);
  });

  it('renumbers by position after a jump or a size change', () => {
    expect(nextBarIds({ index: 0, ids: [2, 1, 0] }, 3, 3, stepAt)).toEqual([0, 1, 2]);
    expect(nextBarIds({ index: 0, ids: [0, 1] }, 1, 3, stepAt)).toEqual([0, 1, 2]);
  });
});
