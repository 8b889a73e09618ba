/** The mathematical scenes' layouts: Euclid's squares tile the rectangle, the sieve and the tree fit. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factorizationModule, formatNumber, gcdDivisions } from '@/core/algorithms/math';
import {
  gcdDrawingSize,
  gcdPlacement,
  gcdSceneHeight,
  gcdStrips,
  layoutFactorTree,
  NODE_HEIGHT,
  PAD,
  sieveCell,
  sieveGrid,
  treeShape,
  factorTreeHeight,
} from '@scenes/math/layout';

describe('GCD squares', () => {
  it('tile the a×b rectangle exactly when no strip is shortened', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (a, b) => {
        const strips = gcdStrips(gcdDivisions(a, b));
        const size = gcdDrawingSize(a, b);
        const area = strips.reduce((sum, s) => sum + s.drawn * s.side * s.side, 0);
        if (strips.every((s) => s.drawn === s.count)) {
          expect(size).toEqual({ width: a, height: b });
          expect(area).toBe(a * b);
        }
        // Every square lies inside the drawing, and none overlaps another.
        const cells = new Set<string>();
        for (const s of strips)
          for (let i = 0; i < s.drawn; i++) {
            const x = s.x + (s.alongX ? i * s.side : 0);
            const y = s.y + (s.alongX ? 0 : i * s.side);
            expect(x + s.side).toBeLessThanOrEqual(size.width);
            expect(y + s.side).toBeLessThanOrEqual(size.height);
            expect(cells.has(`${x},${y}`)).toBe(false);
            cells.add(`${x},${y}`);
          }
        expect(area).toBe(size.width * size.height);
      }),
    );
  });

  it('shortens a long first strip so a thin rectangle stays visible, and fits the canvas', () => {
    expect(gcdDrawingSize(1_000_000, 7)).toEqual({ width: 6 * 7 + 1, height: 7 });
    expect(gcdDrawingSize(7, 1_000_000)).toEqual({ width: 7, height: 6 * 7 + 1 });
    const strips = gcdStrips(gcdDivisions(1_000_000, 7));
    expect(strips[0]).toMatchObject({ count: 142_857, drawn: 6, side: 7 });
    for (const width of [343, 700]) {
      const height = gcdSceneHeight(1_000_000, 7)(width);
      expect(height).toBeGreaterThanOrEqual(120);
      const { scale, x, y } = gcdPlacement(gcdDrawingSize(1_000_000, 7), width, height);
      expect(7 * scale).toBeGreaterThan(40);
      expect(x).toBeGreaterThanOrEqual(PAD - 1);
      expect(y).toBeGreaterThanOrEqual(PAD - 1);
    }
  });
});

describe('sieve grid', () => {
  it('fits the width, puts every number in its own cell, and labels cells large enough to read', () => {
    for (const width of [343, 700, 1000])
      for (const n of [2, 50, 100, 400, 1000]) {
        const grid = sieveGrid(n, width);
        const last = sieveCell(n, grid);
        expect(grid.originX).toBeGreaterThanOrEqual(0);
        expect(grid.originX + grid.columns * grid.cell).toBeLessThanOrEqual(width);
        expect(last.y + grid.cell).toBeLessThanOrEqual(grid.height);
        expect(grid.labelled).toBe(grid.cell >= 24);
      }
    expect(sieveGrid(100, 343).labelled).toBe(true);
    expect(sieveGrid(100, 343).fontSize).toBeGreaterThanOrEqual(11);
  });
});

describe('factor tree', () => {
  it('keeps every node inside the canvas at 375 px and on desktop, up to 10^12', () => {
    for (const n of [2, 360, 1_000_000_000_000, 549_755_813_888, 999_999_999_989])
      for (const width of [343, 700]) {
        const trace = factorizationModule.trace({ n });
        const { nodes } = trace.frameAt(trace.stepCount).model;
        const shape = treeShape(nodes, formatNumber);
        const height = factorTreeHeight(shape.depth, width);
        for (const node of layoutFactorTree(nodes, formatNumber, width, height, shape)) {
          expect(node.x - node.width / 2, `${n} ${node.text}`).toBeGreaterThanOrEqual(0);
          expect(node.x + node.width / 2, `${n} ${node.text}`).toBeLessThanOrEqual(width);
          expect(node.y + NODE_HEIGHT / 2).toBeLessThanOrEqual(height);
        }
      }
  });
});
