import { describe, expect, it } from 'vitest';
import { highlightLines } from '../../../src/ui/code/highlight';

describe('highlightLines', () => {
  it('keeps every line of the listing, character for character', () => {
    const code =
      'function push(value) {\n  this.items.push(value); // on top\n\n  return `n=${this.items.length}`;\n}';
    const lines = highlightLines(code, 'javascript');
    expect(lines.map((tokens) => tokens.map((token) => token.text).join(''))).toEqual(code.split('\n'));
  });

  it('colours keywords, names, numbers, strings and comments, and keeps the rest as plain text', () => {
    const [line] = highlightLines('const total = items.length + 1; // "done"', 'javascript');
    expect(line).toEqual([
      { text: 'const', className: 'hljs-keyword' },
      // The property and the operators are drawn in the listing's own colour: one plain run.
      { text: ' total = items.length + ', className: '' },
      { text: '1', className: 'hljs-number' },
      { text: '; ', className: '' },
      { text: '// "done"', className: 'hljs-comment' },
    ]);
  });

  it('never leaves two neighbouring tokens of the same colour', () => {
    for (const tokens of highlightLines('def area(w, h):\n    return self.scale * w * h', 'python')) {
      tokens.slice(1).forEach((token, index) => expect(token.className).not.toBe(tokens[index]?.className));
    }
  });
});
