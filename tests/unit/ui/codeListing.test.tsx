import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeListing } from '@/ui/code/CodeListing';

const CODE =
  'function f() {\n  this.tree[node] = this.combine(this.tree[2 * node], this.tree[2 * node + 1]);\n}';

/** The class of each line's code (the span after its number). */
const codeClasses = (html: string) =>
  [...html.matchAll(/aria-hidden="true">\d+<\/span><span class="([^"]*)"/g)].map((match) => match[1]);

/** The hanging indent of each line's code, in characters. */
const indents = (html: string) =>
  [...html.matchAll(/<span class="[^"]*" style="padding-left:(\d+)ch;text-indent:-(\d+)ch"/g)].map(
    (match) => [Number(match[1]), Number(match[2])],
  );

describe('code listing', () => {
  it('wraps long lines with a hanging indent when asked, and keeps the current line marked', () => {
    const html = renderToStaticMarkup(
      <CodeListing code={CODE} language="javascript" currentLines={[2]} label="f" wrap />,
    );
    const classes = codeClasses(html);
    expect(classes).toHaveLength(3);
    for (const className of classes) {
      expect(className).toContain('whitespace-pre-wrap');
    }
    // Two places in from each line's own code: the second line starts two spaces in.
    expect(indents(html)).toEqual([
      [2, 2],
      [4, 4],
      [2, 2],
    ]);
    expect(html).not.toContain('min-w-max');
    expect(html).toMatch(/data-line="2" data-current="true" aria-current="step"/);
  });

  it('keeps each line on one line, scrolled sideways, by default', () => {
    const html = renderToStaticMarkup(<CodeListing code={CODE} language="javascript" label="f" />);
    const classes = codeClasses(html);
    expect(classes).toHaveLength(3);
    for (const className of classes) expect(className).toBe('whitespace-pre');
    expect(html).toContain('min-w-max');
  });
});
