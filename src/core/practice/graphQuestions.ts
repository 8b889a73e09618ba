/**
 * Practice questions for the graph algorithms: before an item leaves the waiting list, which one it is
 * (BFS's queue, DFS's stack, the priority queue, Kruskal's sorted edges); before a relaxation, what
 * dist[v] (Prim's key[v]) becomes. "What happens next?" fills the gaps. When the priority queue's
 * answer ties on priority with another option, the question names the rule that breaks the tie.
 */
import { PRIORITY_TIE_RULE_SHORT } from '../algorithms/graph/tieRule';
import type { GraphAlgorithm, GraphTrace } from '../algorithms/graph/types';
import {
  narratedSteps,
  orderOptions,
  practiceQuestions,
  QUESTION_SPACING,
  type PracticeQuestion,
} from './questions';

const distance = (value: number) => (Number.isFinite(value) ? String(value) : '∞');

/** An item of the waiting list as an option: with its priority where the list is read by priority. */
function frontierLabel(algorithm: GraphAlgorithm, item: string, priority: number | null): string {
  const showsPriority =
    algorithm.frontier.order === 'by priority' || algorithm.frontier.order === 'sorted by weight';
  return priority === null || !showsPriority ? item : `${item} (${distance(priority)})`;
}

export function graphTraceQuestions(
  algorithm: GraphAlgorithm,
  trace: GraphTrace,
  seed: string,
): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  let last = -QUESTION_SPACING;
  for (let k = 0; k < trace.stepCount; k++) {
    if (k - last < QUESTION_SPACING) continue;
    const change = trace.steps[k]?.change;
    const leaving = change?.leave?.length === 1 ? change.leave[0] : undefined;
    const relaxed = change?.dist?.length === 1 ? change.dist[0] : undefined;
    if (leaving === undefined && relaxed === undefined) continue;
    const before = trace.frameAt(k).model;
    let question: PracticeQuestion | null = null;
    if (leaving !== undefined && before.frontier.size >= 2 && before.frontier.has(leaving)) {
      const others = [...before.frontier.keys()].filter((item) => item !== leaving).slice(0, 3);
      const priority = before.frontier.get(leaving) ?? null;
      const tied =
        algorithm.frontier.order === 'by priority' &&
        others.some((item) => before.frontier.get(item) === priority);
      question = {
        step: k,
        prompt: `Which one leaves ${algorithm.frontier.inQuestion} next?${tied ? ` ${PRIORITY_TIE_RULE_SHORT}` : ''}`,
        options: orderOptions(
          [leaving, ...others].map((item) => ({
            id: item,
            label: frontierLabel(algorithm, item, before.frontier.get(item) ?? null),
          })),
          seed,
          k,
        ),
        answer: leaving,
        answerTarget: [leaving],
      };
    } else if (relaxed !== undefined && before.dist) {
      const [vertex, value] = relaxed;
      const old = before.dist.get(vertex) ?? Infinity;
      // Negative options only where the graph has negative distances (Bellman-Ford's).
      const negativeAllowed = value < 0 || old < 0;
      const values = [
        ...new Set(
          [value, old, value + 1, value - 1].filter((v) => negativeAllowed || v >= 0 || !Number.isFinite(v)),
        ),
      ];
      if (old !== value && values.length >= 2) {
        question = {
          step: k,
          prompt: `What is ${algorithm.distanceName}[${vertex}] after this step?`,
          options: orderOptions(
            values.slice(0, 4).map((v) => ({ id: distance(v), label: distance(v) })),
            seed,
            k,
          ),
          answer: distance(value),
          answerTarget: [vertex],
        };
      }
    }
    if (question) {
      specific.push(question);
      last = k;
    }
  }
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
