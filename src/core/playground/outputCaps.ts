/**
 * How much of a run's output (console.log, print) is kept, the same in every language
 * (docs/product-rules.md#your-code). The caps are applied inside the worker as the output is written,
 * so a huge string never crosses to the page whole. The Python harness (python/harness.ts) does the
 * same with these figures, written into its source.
 */
export const OUTPUT_CAPS = {
  /** Characters kept of one line; the rest of a longer line is dropped. */
  maxLineChars: 1_000,
  /** Lines kept; later lines are dropped. */
  maxLines: 200,
  /** Characters kept in all lines together; the rest is dropped. */
  maxTotalChars: 20_000,
} as const;

/** The last line of an output of which anything was cut, once. */
export const OUTPUT_CUT_NOTE = '(output cut)';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Collects output as it is written, keeping whole lines within OUTPUT_CAPS (`maxLines` may be lower:
 * a run that only counts keeps none). Text past a cap is dropped as it arrives; `lines` ends with
 * OUTPUT_CUT_NOTE when anything was dropped.
 */
export class OutputCollector {
  /** True once any written character was dropped. */
  cut = false;
  private readonly kept: string[] = [];
  /** The line being written, already cut to what can be kept, or null between lines. */
  private partial: string | null = null;
  private chars = 0;

  constructor(private readonly maxLines: number = OUTPUT_CAPS.maxLines) {}

  /** No new line can start: the line or character cap is reached. */
  get full(): boolean {
    return this.kept.length >= this.maxLines || this.chars >= OUTPUT_CAPS.maxTotalChars;
  }

  /** Writes text as a stream does: '\n' ends a line. */
  write(text: string): void {
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      const stop = end === -1 ? text.length : end;
      if (stop > start || end !== -1) {
        if (this.partial === null && this.full) {
          this.cut = true;
          return;
        }
        this.extend(text, start, stop);
      }
      if (end === -1) return;
      this.endLine();
      start = end + 1;
    }
  }

  /**
   * One console.log: a line (or several, when the text holds '\n'). The text is made only when there
   * is room for it, so logging a large value once the output is full costs nothing.
   */
  print(makeText: () => string): void {
    if (this.partial === null && this.full) {
      this.cut = true;
      return;
    }
    this.write(makeText());
    this.write('\n');
  }

  /** The lines kept, then OUTPUT_CUT_NOTE if anything was cut. */
  get lines(): string[] {
    const lines = this.partial === null ? [...this.kept] : [...this.kept, this.partial];
    return this.cut ? [...lines, OUTPUT_CUT_NOTE] : lines;
  }

  private extend(text: string, start: number, stop: number): void {
    const current = this.partial ?? '';
    const room = Math.min(
      OUTPUT_CAPS.maxLineChars - current.length,
      OUTPUT_CAPS.maxTotalChars - this.chars - current.length,
    );
    let piece: string;
    if (stop - start > room) {
      this.cut = true;
      let until = start + Math.max(room, 0);
      // Not half of a character written as two UTF-16 units.
      if (until > start && isHighSurrogate(text.charCodeAt(until - 1))) until -= 1;
      piece = text.slice(start, until);
    } else piece = text.slice(start, stop);
    this.partial = current + piece;
  }

  private endLine(): void {
    const line = this.partial ?? '';
    this.kept.push(line);
    this.chars += line.length;
    this.partial = null;
  }
}
