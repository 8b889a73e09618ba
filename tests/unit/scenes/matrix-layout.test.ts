import { describe, expect, it } from 'vitest';
import { cellAt } from '@scenes/dp/layout';
import { matrixLayout, matrixText } from '@scenes/matrix/layout';

describe('the distance-matrix scene layout', () => {
  it('writes ∞ for no path and numbers as they are', () => {
    expect([Infinity, 0, -5, 12].map(matrixText)).toEqual(['∞', '0', '-5', '12']);
  });

  it('fits a small matrix in its box and keeps a large one legible, wider than the box', () => {
    const labels = ['A', 'B', 'C'];
    const small = matrixLayout({ labels, value: labels.map(() => [0, -12, Infinity]) }, 600);
    expect(small.width).toBe(600);
    expect(cellAt(small, 2, 2).x + small.cellWidth).toBeLessThanOrEqual(600);
    const many = Array.from({ length: 40 }, (_, i) => `V${i}`);
    const large = matrixLayout({ labels: many, value: many.map(() => many.map(() => 100)) }, 375);
    expect(large.cellWidth).toBeGreaterThanOrEqual(30);
    expect(large.width).toBeGreaterThan(375);
    expect(large.height).toBeGreaterThan(40 * 30);
  });
});
