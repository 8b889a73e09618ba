import { describe, expect, it } from 'vitest';
import { CELL_MAX, CELL_MIN, cellsHeight, layoutCells } from '@scenes/cells/layout';
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

  it('wraps 100 cells into rows on a phone without overflowing', () => {
    const layout = layoutCells(cells(100), 340, palette, null);
    expect(
      layout.cells.every((cell) => cell.size >= CELL_MIN && cell.x >= 0 && cell.x + cell.size <= 340),
    ).toBe(true);
    expect(new Set(layout.cells.map((cell) => cell.y)).size).toBeGreaterThan(5);
    expect(cellsHeight(100, 340)).toBe(layout.height);
  });

  it('draws the binary-search range as one box per row and marks mid', () => {
    const layout = layoutCells(cells(30), 340, palette, { lo: 3, hi: 20, mid: 11 });
    const rows = new Set(layout.cells.slice(3, 21).map((cell) => cell.y));
    expect(layout.range).toHaveLength(rows.size);
    const mid = layout.cells[11];
    expect(layout.mid?.x).toBeCloseTo((mid?.x ?? 0) + (mid?.size ?? 0) / 2);
  });

  it('colours cells by state', () => {
    const layout = layoutCells(
      [
        { value: 1, state: 'compare' },
        { value: 2, state: 'target' },
        { value: 3, state: 'found' },
        { value: 4, state: 'default' },
      ],
      400,
      palette,
      null,
    );
    expect(layout.cells.map((cell) => cell.fill)).toEqual([2, 3, 4, 1]);
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
