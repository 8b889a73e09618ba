/**
 * The string-matching scene's layout: the pattern drawn under the text at its shift, the characters
 * coloured by what the comparison found, KMP's table and Rabin-Karp's hash line in rows of their own,
 * and the room of the whole run reserved (KMP's pattern may overhang the text's end) so the picture
 * never jumps.
 */
import { describe, expect, it } from 'vitest';
import { STRING_ALGORITHMS } from '@/core/algorithms/strings/registry';
import { stringFrame } from '@/core/algorithms/strings/types';
import type { ScenePalette } from '@scenes/host/palette';
import {
  CELL_MIN,
  LABEL_FONT_SIZE,
  layoutString,
  scrollToShow,
  stringHeight,
  stringMinWidth,
  stringShape,
  stringShiftSpan,
} from '@scenes/strings/layout';

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

const framesOf = (id: 'naiveMatch' | 'kmp' | 'rabinKarp', text: string, pattern: string) => {
  const trace = STRING_ALGORITHMS[id].trace({ text, pattern });
  return [trace.frameAt(0).model, ...trace.steps.map((step) => step.frame)];
};

describe('string-match scene layout', () => {
  it('puts each pattern character under the text character of its shift, coloured by the comparison', () => {
    const input = { text: 'abababacaba', pattern: 'ababaca' };
    const model = stringFrame(input, { shift: 2, equalBefore: 3, compare: { j: 3, state: 'mismatch' } });
    const shape = stringShape([model]);
    const layout = layoutString(model, shape, 600, palette);
    const at = (key: string) => layout.cells.find((cell) => cell.key === key);
    expect(at('p0')?.x).toBe(at('t2')?.x);
    expect(at('p6')?.x).toBe(at('t8')?.x);
    expect(at('p0')?.y).toBeGreaterThan(at('t2')?.y ?? Infinity);
    expect(at('t2')?.fill).toBe(palette.sorted);
    expect(at('t5')?.fill).toBe(palette.compare);
    expect(at('p3')?.fill).toBe(palette.compare);
    expect(at('t9')?.stroke).toBeNull();
    expect(at('t8')?.stroke).toBe(palette.range);
  });

  it('reserves the columns of KMP’s overhanging last shifts and the rows of its table for the whole run', () => {
    const frames = framesOf('kmp', 'abababa', 'aba');
    const shape = stringShape(frames);
    expect(shape.table).toBe(true);
    expect(shape.hashes).toBe(false);
    expect(shape.columns).toBe(Math.max(...frames.map((frame) => (frame.shift ?? 0) + 3), 7));
    const heights = frames.map((frame) => layoutString(frame, shape, 500, palette).height);
    expect(new Set(heights).size).toBe(1);
    expect(heights[0]).toBe(stringHeight(shape, 500));
    const last = layoutString(frames.at(-1) ?? frames[0]!, shape, 500, palette);
    expect(last.cells.filter((cell) => cell.key.startsWith('pi')).map((cell) => cell.text)).toEqual([
      '0',
      '0',
      '1',
    ]);
  });

  it('writes Rabin-Karp’s hashes on their own line and says whether they agree', () => {
    const frames = framesOf('rabinKarp', '2359023141526739921', '31415');
    const shape = stringShape(frames);
    expect(shape).toEqual({ columns: 19, table: false, hashes: true });
    const spurious = frames.find((frame) => frame.shift === 12 && frame.textRoles[12]?.includes('spurious'));
    const line = layoutString(spurious!, shape, 800, palette).labels.find((label) => label.key === 'hashes');
    expect(line?.text).toBe('pattern hash 10   window hash 10   equal');
  });

  it('keeps cells readable: a narrow screen scrolls at the smallest cell (12 px text) instead of shrinking them', () => {
    const frames = framesOf('naiveMatch', 'a'.repeat(32), 'ab');
    const shape = stringShape(frames);
    const narrow = layoutString(frames[1]!, shape, 200, palette);
    expect(narrow.cells[0]?.size).toBe(CELL_MIN);
    expect(stringMinWidth(shape.columns)).toBe(32 * CELL_MIN + 31 * 3);
    const wide = layoutString(frames[1]!, shape, 1400, palette);
    expect(wide.cells[0]?.size).toBe(40);
  });

  it('draws every text on a 343 px phone at 12 px or more, the pattern still under the text at its shift', () => {
    for (const [text, pattern] of [
      ['abababacaba', 'ababaca'],
      ['a'.repeat(32), 'aab'],
    ] as const) {
      const frames = framesOf('kmp', text, pattern);
      const shape = stringShape(frames);
      const width = Math.max(343, stringMinWidth(shape.columns));
      for (const frame of frames) {
        const layout = layoutString(frame, shape, width, palette);
        expect(layout.cells.every((cell) => cell.fontSize >= 12)).toBe(true);
        expect(layout.cells.every((cell) => cell.x >= 0 && cell.x + cell.size <= width)).toBe(true);
        if (frame.shift !== null) {
          const at = (key: string) => layout.cells.find((cell) => cell.key === key);
          const under = at(`t${frame.shift}`) ?? null;
          if (under) expect(at('p0')?.x).toBe(under.x);
        }
      }
      expect(LABEL_FONT_SIZE).toBeGreaterThanOrEqual(12);
    }
    // The default run fits the phone without scrolling, in cells larger than the smallest.
    expect(stringMinWidth(11)).toBeLessThanOrEqual(343);
  });

  it('scrolls a row wider than its box just enough to show the pattern at its shift', () => {
    const shape = stringShape(framesOf('naiveMatch', 'a'.repeat(32), 'aab'));
    const width = stringMinWidth(shape.columns);
    const span = stringShiftSpan(shape, width, 20, 3);
    expect(span.x0).toBe(20 * (CELL_MIN + 3));
    expect(span.x1).toBe(22 * (CELL_MIN + 3) + CELL_MIN);
    // In view already: unchanged.
    expect(scrollToShow(span.x0 - 10, 343, span)).toBe(span.x0 - 10);
    // Off to the right: scrolled until its end shows; off to the left: until its start shows.
    const right = scrollToShow(0, 343, span);
    expect(right + 343).toBeGreaterThanOrEqual(span.x1);
    expect(right).toBeLessThanOrEqual(span.x0);
    const left = scrollToShow(width - 343, 343, stringShiftSpan(shape, width, 0, 3));
    expect(left).toBe(0);
  });
});
