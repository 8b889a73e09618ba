import { describe, expect, it } from 'vitest';
import {
  AXIS_LABEL_SIZE,
  COUNT_AXIS_LABEL,
  labelLength,
  PLOT_HEIGHT,
  plotAreaHeight,
  SIZE_AXIS_LABEL,
  sizeRange,
} from '@/features/playground/growth/plotSeries';
import type { GrowthPoint } from '@/core/playground/growth';

const points = (...sizes: number[]): GrowthPoint[] =>
  sizes.map((n) => ({ n, comparisons: n * n, writes: n }));

describe('the growth plot’s axes', () => {
  it('runs the size axis from the smallest size measured to the largest', () => {
    expect(sizeRange(points(8, 16, 32, 64, 128, 256, 512, 1024))).toEqual([8, 1024]);
    // A run stopped by the time limit at 1,024: the axis ends at 512, the last size plotted.
    expect(sizeRange(points(8, 16, 32, 64, 128, 256, 512))).toEqual([8, 512]);
    expect(sizeRange(points(8, 16, 32))).toEqual([8, 32]);
  });

  it('puts a single size in the middle of the axis, and has no range without sizes', () => {
    expect(sizeRange(points(8))).toEqual([4, 16]);
    expect(sizeRange([])).toBeNull();
  });

  it('leaves the count axis’s label room to be drawn whole along the plot', () => {
    expect(plotAreaHeight(PLOT_HEIGHT)).toBeGreaterThanOrEqual(labelLength(COUNT_AXIS_LABEL));
    expect(AXIS_LABEL_SIZE).toBeGreaterThanOrEqual(12 * 1.5);
    expect(COUNT_AXIS_LABEL).toBe('Operations counted');
    expect(SIZE_AXIS_LABEL).toBe('Array size n');
  });
});
