/**
 * The interview patterns' scene layout: pointers named above their elements (sharing one label when
 * they meet), the window and best brackets in their own lanes, helper structures wrapping at the width,
 * and a height reserved for the run's largest frame so the picture never jumps.
 */
import { describe, expect, it } from 'vitest';
import { PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import { patternFrame } from '@/core/algorithms/patterns/types';
import type { ScenePalette } from '@scenes/host/palette';
import {
  largestShape,
  layoutPattern,
  patternHeight,
  patternMinWidth,
  patternShape,
} from '@scenes/patterns/layout';

const palette: ScenePalette = {
  background: 0xffffff,
  bar: 0x8b5cf6,
  active: 0xef4444,
  compare: 0xf97316,
  sorted: 0x22c55e,
  cell: 0x3b82f6,
  target: 0xf59e0b,
  found: 0x16a34a,
  range: 0x6366f1,
  label: 0x111827,
  labelOnFill: 0xffffff,
  grid: 0xe5e7eb,
};

describe('pattern scene layout', () => {
  it('names meeting pointers together and keeps every cell inside the width', () => {
    const model = patternFrame(['1', '2', '3', '4'], {
      pointers: [
        { label: 'L', index: 2, role: 'left' },
        { label: 'R', index: 2, role: 'right' },
      ],
      window: { lo: 1, hi: 2 },
      best: { lo: 0, hi: 3 },
    });
    const shape = patternShape(model, 340);
    const layout = layoutPattern(model, shape, 340, palette);
    expect(layout.pointers).toEqual([{ text: 'L R', x: expect.any(Number), y: expect.any(Number) }]);
    expect(layout.brackets.map((b) => b.label)).toEqual(['window', 'best']);
    expect(layout.brackets[1]?.y).toBeGreaterThan(layout.brackets[0]?.y ?? 0);
    for (const cell of layout.cells) expect(cell.x + cell.size).toBeLessThanOrEqual(340);
    expect(layout.height).toBe(patternHeight(4, shape, 340));
  });

  it('wraps a helper structure that does not fit one line, and reserves the run’s largest frame', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      key: `P${i}`,
      value: String(i * 11),
      state: 'default' as const,
    }));
    const model = patternFrame(['1'], { aux: [{ id: 'prefix', title: 'prefix sums P', items }] });
    expect(patternShape(model, 300).auxLines[0]).toBeGreaterThan(1);
    expect(patternShape(model, 1000).auxLines[0]).toBe(1);
    const module = PATTERN_ALGORITHMS.windowMax;
    const checked = module.check(module.example);
    if ('error' in checked) throw new Error(checked.error);
    const trace = module.trace(checked.value);
    const shapes = trace.steps.map((step) => patternShape(step.frame, 300));
    const largest = largestShape(shapes);
    for (const shape of shapes)
      expect(patternHeight(8, shape, 300)).toBeLessThanOrEqual(patternHeight(8, largest, 300));
  });

  it('fits 16 elements on a 375 px phone only by scrolling the row, never by shrinking cells below 18 px', () => {
    expect(patternMinWidth(16)).toBe(16 * 18 + 15 * 4);
    const layout = layoutPattern(
      patternFrame(Array.from({ length: 16 }, () => '-99')),
      { lanes: 0, auxLines: [] },
      300,
      palette,
    );
    expect(Math.min(...layout.cells.map((c) => c.size))).toBeGreaterThanOrEqual(18);
    expect(layout.cells.every((c) => !c.showText || c.fontSize >= 8)).toBe(true);
  });
});
