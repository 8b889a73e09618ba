import { describe, expect, it } from 'vitest';
import { OUTPUT_CAPS, OUTPUT_CUT_NOTE, OutputCollector } from '@/core/playground/outputCaps';

const printAll = (texts: readonly string[], maxLines?: number) => {
  const collector = new OutputCollector(maxLines);
  for (const text of texts) collector.print(() => text);
  return collector;
};

describe('the output caps', () => {
  it('keeps output within the caps as it is, with no note', () => {
    const collector = printAll(['a', '', 'b\nc']);
    expect(collector.lines).toEqual(['a', '', 'b', 'c']);
    expect(collector.cut).toBe(false);
  });

  it('cuts a long line at the per-line cap and says so once, at the end', () => {
    const collector = printAll(['x'.repeat(5e7), 'short', 'y'.repeat(OUTPUT_CAPS.maxLineChars + 1)]);
    expect(collector.lines).toEqual([
      'x'.repeat(OUTPUT_CAPS.maxLineChars),
      'short',
      'y'.repeat(OUTPUT_CAPS.maxLineChars),
      OUTPUT_CUT_NOTE,
    ]);
    expect(collector.cut).toBe(true);
  });

  it('stops at the total character cap however many lines come after', () => {
    const long = 'z'.repeat(2e6);
    const texts = ['x'.repeat(5e7), ...Array.from({ length: 200 }, () => long)];
    const lines = printAll(texts).lines;
    expect(lines.at(-1)).toBe(OUTPUT_CUT_NOTE);
    expect(lines.filter((line) => line === OUTPUT_CUT_NOTE)).toHaveLength(1);
    const kept = lines.slice(0, -1);
    expect(kept.join('').length).toBe(OUTPUT_CAPS.maxTotalChars);
    expect(kept.every((line) => line.length <= OUTPUT_CAPS.maxLineChars)).toBe(true);
  });

  it('cuts the line that crosses the total cap to what is left', () => {
    const line = 'a'.repeat(OUTPUT_CAPS.maxLineChars);
    const whole = Math.floor(OUTPUT_CAPS.maxTotalChars / OUTPUT_CAPS.maxLineChars);
    const collector = printAll([...Array.from({ length: whole - 1 }, () => line), 'b'.repeat(999), 'cc']);
    const lines = collector.lines;
    expect(lines.slice(-3)).toEqual(['b'.repeat(999), 'c', OUTPUT_CUT_NOTE]);
  });

  it('keeps at most the line cap, and says so once', () => {
    const collector = printAll(
      Array.from({ length: OUTPUT_CAPS.maxLines + 50 }, (_, index) => `line ${index}`),
    );
    expect(collector.lines).toHaveLength(OUTPUT_CAPS.maxLines + 1);
    expect(collector.lines.at(-2)).toBe(`line ${OUTPUT_CAPS.maxLines - 1}`);
    expect(collector.lines.at(-1)).toBe(OUTPUT_CUT_NOTE);
  });

  it('keeps exactly the caps without calling anything cut', () => {
    const collector = printAll(Array.from({ length: OUTPUT_CAPS.maxLines }, () => 'ok'));
    expect(collector.cut).toBe(false);
    expect(collector.lines).toHaveLength(OUTPUT_CAPS.maxLines);
  });

  it('does not make the text of a line once the output is full', () => {
    const collector = printAll(['a', 'b'], 2);
    let made = false;
    collector.print(() => {
      made = true;
      return 'c';
    });
    expect(made).toBe(false);
    expect(collector.lines).toEqual(['a', 'b', OUTPUT_CUT_NOTE]);
  });

  it('keeps a line written in pieces as one line, within the per-line cap', () => {
    const collector = new OutputCollector();
    collector.write('ab');
    collector.write('c'.repeat(2 * OUTPUT_CAPS.maxLineChars));
    collector.write('\nnext');
    expect(collector.lines).toEqual([
      `ab${'c'.repeat(OUTPUT_CAPS.maxLineChars - 2)}`,
      'next',
      OUTPUT_CUT_NOTE,
    ]);
  });

  it('does not cut a character in half', () => {
    const collector = printAll([`${'a'.repeat(OUTPUT_CAPS.maxLineChars - 1)}😀`]);
    expect(collector.lines[0]).toBe('a'.repeat(OUTPUT_CAPS.maxLineChars - 1));
  });
});
