/**
 * The greedy algorithms' listings in JavaScript, Python and Java, kept out of the modules so the page
 * loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { GreedyAlgorithmId } from '../catalog';
import { exampleCall, literal, withExampleCall, withExampleValue } from '../exampleCall';
import type { CodeListings } from '../types';
import type { Activity } from './activitySelection/activitySelection';
import { activitySelectionCode } from './activitySelection/listings';
import { huffmanCode } from './huffman/listings';

export const GREEDY_LISTINGS: { readonly [Id in GreedyAlgorithmId]: CodeListings } = {
  activitySelection: activitySelectionCode,
  huffman: huffmanCode,
};

/** The activities as each language's example writes them: [start, finish] pairs, tuples, int arrays. */
function activities(list: readonly Activity[]) {
  const pairs = (open: string, close: string) =>
    list.map(({ start, finish }) => `${open}${start}, ${finish}${close}`).join(', ');
  return {
    javascript: `[${pairs('[', ']')}]`,
    python: `[${pairs('(', ')')}]`,
    java: `new int[][] {${pairs('{', '}')}}`,
  };
}

/** Each listing with its example on the page's input (the value the page's check read from the text). */
const EXAMPLES: { readonly [Id in GreedyAlgorithmId]: (code: CodeListings, value: unknown) => CodeListings } =
  {
    activitySelection: (code, value) =>
      withExampleCall(
        code,
        exampleCall(
          { javascript: 'activitySelection', python: 'activity_selection', java: 'Arrays.asList' },
          [activities(value as readonly Activity[])],
        ),
      ),
    huffman: (code, value) => {
      const assign = (text: { javascript: string; python: string; java: string }) => ({
        javascript: `const text = ${text.javascript}`,
        python: `text = ${text.python}`,
        java: `String text = ${text.java}`,
      });
      return withExampleValue(
        code,
        assign(literal.string('abracadabra')),
        assign(literal.string(value as string)),
      );
    },
  };

/** A listing whose example runs on the input on the page. */
export function greedyListing(id: GreedyAlgorithmId, value: unknown): CodeListings {
  return EXAMPLES[id](GREEDY_LISTINGS[id], value);
}
