/**
 * Practice questions for the graph algorithms: before an item leaves the waiting list, which one it is
 * (BFS's queue, DFS's stack, the priority queue, Kruskal's sorted edges); before a relaxation, what
 * dist[v] (Prim's key[v]) becomes; before Floyd-Warshall checks a cell, whether it improves through k.
 * "What happens next?" fills the gaps. When the priority queue's
 * answer ties on priority with another option, the question names the rule that breaks the tie.
 */
import { PRIORITY_TIE_RULE_SHORT } from '../algorithms/graph/tieRule';
import type { GraphAlgorithm, GraphChange, GraphTrace } from '../algorithms/graph/types';
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

/** A run on many vertices checks a million cells: a dozen questions are plenty. */
const MOST_THROUGH_QUESTIONS = 12;

/**
 * Floyd-Warshall: before a cell is checked, whether dist[i][j] improves through the current k (the
 * cell a check step marks as being checked, or the one an improving step lowers).
 */
function throughQuestion(
  through: string,
  change: GraphChange,
  k: number,
  seed: string,
): PracticeQuestion | null {
  const improved = change.cells?.length === 1 ? change.cells[0] : undefined;
  const checked = change.cellStates?.find(([, , state]) => state === 'current');
  const cell = improved ?? checked;
  if (cell === undefined) return null;
  const [i, j] = cell;
  if (i === through || j === through) return null;
  const answer = improved === undefined ? 'no' : 'yes';
  return {
    step: k,
    prompt: `k = ${through}: does dist[${i}][${j}] improve through ${through}?`,
    options: orderOptions(
      [
        { id: 'yes', label: `Yes: dist[${i}][${through}] + dist[${through}][${j}] is shorter` },
        { id: 'no', label: `No: dist[${i}][${j}] stays` },
      ],
      seed,
      k,
    ),
    answer,
    answerTarget: [through],
  };
}

export function graphTraceQuestions(
  algorithm: GraphAlgorithm,
  trace: GraphTrace,
  seed: string,
): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  let last = -QUESTION_SPACING;
  // Floyd-Warshall's intermediate vertex, read from the steps as they go.
  let through: string | null = null;
  const matrix = algorithm.result === 'distance matrix';
  for (let k = 0; k < trace.stepCount; k++) {
    if (matrix && trace.lineAt(k) === 'through') through = trace.steps[k]?.change.through ?? null;
    if (k - last < QUESTION_SPACING) continue;
    const change = trace.steps[k]?.change;
    if (matrix) {
      if (specific.length >= MOST_THROUGH_QUESTIONS) break;
      const question = change && through !== null && throughQuestion(through, change, k, seed);
      if (question) {
        specific.push(question);
        last = k;
      }
      continue;
    }
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
