import type { ElementContent, Root, RootContent } from 'hast';
import { createLowlight } from 'lowlight';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';

export type CodeLanguage = 'javascript' | 'python' | 'java';

export interface CodeToken {
  text: string;
  /** highlight.js classes such as 'hljs-keyword'; empty for text drawn in the listing's own colour. */
  className: string;
}

/**
 * The highlight.js classes the listing colours (code.css). A token with none of them looks like plain
 * text, so it is kept as plain text: a long listing then has about half as many elements to style and
 * lay out on every step.
 */
const COLOURED_CLASSES = new Set([
  'hljs-keyword',
  'hljs-built_in',
  'hljs-type',
  'hljs-literal',
  'hljs-string',
  'hljs-number',
  'hljs-comment',
  'hljs-title',
  'hljs-function',
  'hljs-params',
]);

const colouredOrPlain = (classes: readonly string[]) =>
  classes.some((name) => COLOURED_CLASSES.has(name)) ? classes.join(' ') : '';

const lowlight = createLowlight({ java, javascript, python });

function collect(nodes: readonly (RootContent | ElementContent)[], classes: string[], out: CodeToken[]) {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push({ text: node.value, className: colouredOrPlain(classes) });
    } else if (node.type === 'element') {
      const own = node.properties.className;
      const nested = Array.isArray(own) ? [...classes, ...own.map(String)] : classes;
      collect(node.children, nested, out);
    }
  }
}

/**
 * Highlights a listing and splits it into lines of tokens, so each line can be rendered (and
 * marked as the current line) on its own. Splitting after highlighting keeps multi-line tokens right;
 * neighbouring tokens of the same colour are joined into one.
 */
export function highlightLines(code: string, language: CodeLanguage): CodeToken[][] {
  const tree: Root = lowlight.highlight(language, code);
  const tokens: CodeToken[] = [];
  collect(tree.children, [], tokens);
  const lines: CodeToken[][] = [[]];
  for (const token of tokens) {
    const parts = token.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (!part) return;
      const line = lines[lines.length - 1] as CodeToken[];
      const previous = line[line.length - 1];
      if (previous?.className === token.className) previous.text += part;
      else line.push({ text: part, className: token.className });
    });
  }
  return lines;
}
