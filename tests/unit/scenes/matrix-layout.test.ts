import { describe, expect, it } from 'vitest';
import { cellAt } from '@scenes/dp/layout';
import { columnHeader, matrixLayout, matrixText, rowHeader } from '@scenes/matrix/layout';

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

  it('cuts long vertex names in the headers with an ellipsis, so the columns stay narrow', () => {
    expect(columnHeader('CS101')).toBe('CS101');
    expect(columnHeader('Algorithms 2')).toBe('Algo…');
    expect(columnHeader('Wake up')).toBe('Wake…');
    expect(columnHeader('Data Struct')).toBe('Data…');
    expect(rowHeader('Data Struct')).toBe('Data Str…');
    expect(rowHeader('Maths')).toBe('Maths');
    const short = ['A', 'B', 'C', 'D', 'E'];
    const long = ['CS101', 'Maths', 'Wake up', 'Data Struct', 'Algorithms 2'];
    const value = short.map(() => [1, 2, 3, 4, 5]);
    const narrow = matrixLayout({ labels: short, value }, 375);
    const named = matrixLayout({ labels: long, value }, 375);
    // Five-character headers ask for cells no wider than five characters do.
    const fiveChars = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
    expect(matrixLayout({ labels: long, value }, 100).cellWidth).toBe(
      matrixLayout({ labels: fiveChars, value }, 100).cellWidth,
    );
    expect(named.labelWidth).toBeLessThanOrEqual(narrow.labelWidth + 9 * 8);
    expect(named.width).toBe(375);
  });
});
