/**
 * Builds a backtracking module from what is its own (its search, its words, its input): the trace and
 * the answer are the same for every one.
 */
import { choicesTo, recordSearch, solutionsBy, kindAt, type SearchRecord, type StepKind } from './search';
import { searchTrace } from './trace';
import type { BacktrackingAlgorithm } from './types';

type Spec<Id extends string, V> = Omit<
  BacktrackingAlgorithm<Id, V>,
  'trace' | 'answer' | 'kind' | 'lineIds'
> & {
  /** The step kinds its search takes (subsets never prunes). */
  readonly lineIds: readonly StepKind[];
};

/** Each solution's choices, in the order found. */
export function solutionsOf(record: SearchRecord): number[][] {
  return Array.from(record.solutionNodes, (node) => choicesTo(record, node));
}

export function defineBacktrackingAlgorithm<const Id extends string, V>(
  spec: Spec<Id, V>,
): BacktrackingAlgorithm<Id, V> & { readonly lineIds: readonly StepKind[] } {
  const record = (value: V) => recordSearch((recorder) => spec.search(value, recorder));
  return {
    ...spec,
    kind: 'backtracking',
    trace(value) {
      const search = record(value);
      const narrate = (k: number) => {
        const kind = kindAt(search, k);
        const node = search.stepNode[k] ?? 0;
        const before = kind === 'choose' || kind === 'prune' ? (search.parent[node] ?? 0) : node;
        return spec.narrate(value, {
          kind,
          choices: kind === 'call' || kind === 'done' ? [] : choicesTo(search, before),
          choice: search.choice[node] ?? -1,
          solutions: solutionsBy(search, k + 1),
        });
      };
      return searchTrace(spec.id, search, narrate);
    },
    answer(value) {
      const search = record(value);
      return spec.answerText(value, solutionsOf(search), search.solutionSteps.length);
    },
  };
}
