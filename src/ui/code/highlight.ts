import type { ElementContent, Root, RootContent } from 'hast';
import { createLowlight } from 'lowlight';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';

export type CodeLanguage = 'javascript' | 'python' | 'java';

export interface CodeToken {
  text: string;
  /** highlight.js classes such as 'hljs-keyword'; empty for plain text. */
  className: string;
}

const lowlight = createLowlight({ java, javascript, python });

function collect(nodes: readonly (RootContent | ElementContent)[], classes: string[], out: CodeToken[]) {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push({ text: node.value, className: classes.join(' ') });
    } else if (node.type === 'element') {
      const own = node.properties.className;
      const nested = Array.isArray(own) ? [...classes, ...own.map(String)] : classes;
      collect(node.children, nested, out);
    }
  }
}

/**
 * Highlights a listing and splits it into lines of tokens, so each line can be rendered (and
 * marked as the current line) on its own. Splitting after highlighting keeps multi-line tokens right.
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
      if (part) lines[lines.length - 1]?.push({ text: part, className: token.className });
    });
  }
  return lines;
}
