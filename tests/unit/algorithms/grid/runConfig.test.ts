import { describe, expect, it } from 'vitest';
import { cellAtPoint, gridLayout } from '@scenes/grid/layout';
import { gridPreset, MAX_GRID_LINK_CHARS, resizeGrid, withWall } from '@/core/algorithms/graph/grid/grid';
import {
  decodeGridRunConfig,
  defaultGridRun,
  encodeGridRunConfig,
  gridLinkNotice,
} from '@/core/algorithms/graph/grid/runConfig';

describe('a grid search link', () => {
  it('reopens the grid, its walls, the heuristic, speed and step', () => {
    const grid = withWall(gridPreset('open'), 5, true);
    const config = {
      ...defaultGridRun(),
      grid,
      preset: null,
      heuristic: 'euclidean' as const,
      speed: 70,
      step: 9,
    };
    const back = decodeGridRunConfig(encodeGridRunConfig(config));
    expect(back && { ...back, grid: [...back.grid.walls] }).toEqual({ ...config, grid: [...grid.walls] });
    expect(back?.grid.start).toBe(grid.start);
  });

  it('names no grid run without a grid algorithm, so the graph page opens its own', () => {
    expect(decodeGridRunConfig('algo=dijkstra')).toBeNull();
    expect(decodeGridRunConfig('')).toBeNull();
  });

  it('falls back to the preset (or the default) when the grid is broken or too long, and says so', () => {
    const broken = 'algo=aStar&grid=3x3.0.0.AA&preset=maze';
    expect(decodeGridRunConfig(broken)?.grid.rows).toBe(gridPreset('maze').rows);
    expect(gridLinkNotice(broken)).toBe(
      'The shared grid could not be read, so the default grid is shown instead.',
    );
    const long = `algo=aStar&grid=${'A'.repeat(MAX_GRID_LINK_CHARS + 1)}`;
    expect(decodeGridRunConfig(long)?.grid.rows).toBe(gridPreset('textbook').rows);
    expect(gridLinkNotice(long)).toContain('longer than any 40×40 grid');
    expect(gridLinkNotice(encodeGridRunConfig(defaultGridRun()))).toBeNull();
    expect(decodeGridRunConfig('algo=aStar&h=chebyshev')?.heuristic).toBe('manhattan');
  });
});

describe('the grid scene layout', () => {
  it('fits a 40×40 grid in a phone-width canvas and maps points back to the cells drawn there', () => {
    for (const width of [327, 760, 1200]) {
      const layout = gridLayout(40, 40, width);
      expect(layout.originX + 40 * layout.cell).toBeLessThanOrEqual(width);
      expect(layout.height).toBeLessThanOrEqual(600);
      const x = layout.originX + 7.5 * layout.cell;
      const y = layout.originY + 12.5 * layout.cell;
      expect(cellAtPoint(40, 40, width, x, y)).toEqual({ row: 12, col: 7 });
      expect(cellAtPoint(40, 40, width, layout.originX - 1, y)).toBeNull();
    }
    expect(gridLayout(7, 10, 760).lettered).toBe(true);
  });

  it('keeps start and goal apart when a grid shrinks to 2×2', () => {
    const grid = resizeGrid(gridPreset('textbook'), 2, 2);
    expect(grid.start).not.toBe(grid.goal);
  });
});
