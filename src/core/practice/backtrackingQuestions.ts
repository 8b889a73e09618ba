/**
 * Practice questions for the backtracking runs: before a choice is tried, "will this branch be
 * pruned?"; before a choice is explored, "which choice comes next?" (among the choices this call has
 * not yet explored); and "what happens next?" between them. A large search (10-Queens has 384,414
 * steps) asks at most about MAX_QUESTIONS questions, spread evenly over the run.
 */
import type { BacktrackingTrace } from '../algorithms/backtracking/trace';
import { choicesTo, childrenOf, kindAt } from '../algorithms/backtracking/search';
import {
  narratedSteps,
  orderOptions,
  practiceQuestions,
  QUESTION_SPACING,
  type PracticeQuestion,
} from './questions';

/** How the questions name choices (a module's own words: see BacktrackingAlgorithm). */
export interface ChoiceWords {
  /** A choice as the tree labels it. */
  label(choice: number): string;
  /** A choice tried after `choices`. */
  tryName(choices: readonly number[], choice: number): string;
  /** Which choice comes next after `choices`? */
  nextQuestion(choices: readonly number[]): string;
}

const MAX_QUESTIONS = 4000;
/** Above this many steps only the search's own questions are asked, without "what happens next?". */
const NARRATED_MAX = 4000;

export function backtrackingQuestions(
  trace: BacktrackingTrace,
  words: ChoiceWords,
  seed: string,
): PracticeQuestion[] {
  const { record } = trace;
  const spacing = Math.max(QUESTION_SPACING, Math.ceil(record.stepCount / MAX_QUESTIONS));
  const questions: PracticeQuestion[] = [];
  let last = -Infinity;
  for (let k = 0; k < record.stepCount; k++) {
    if (k - last < spacing) continue;
    const kind = kindAt(record, k);
    if (kind !== 'choose' && kind !== 'prune') continue;
    const node = record.stepNode[k] ?? 0;
    const parent = record.parent[node] ?? 0;
    const before = choicesTo(record, parent);
    const choice = record.choice[node] ?? 0;
    // Every other question asks which choice comes next, when there is more than one left.
    const siblings = Array.from(childrenOf(record, parent)).filter(
      (child) => (record.madeAt[child] ?? 0) >= k,
    );
    const other = siblings.filter((child) => child !== node);
    if (kind === 'choose' && other.length > 0 && questions.length % 2 === 1) {
      const options = [node, ...other.slice(0, 3)].map((child) => ({
        id: String(child),
        label: words.label(record.choice[child] ?? 0),
      }));
      questions.push({
        step: k,
        prompt: words.nextQuestion(before),
        options: orderOptions(options, seed, k),
        answer: String(node),
        answerTarget: [String(node)],
      });
    } else {
      questions.push({
        step: k,
        prompt: `Next the search tries ${words.tryName(before, choice)}: will this branch be pruned?`,
        options: orderOptions(
          [
            { id: 'pruned', label: 'Yes: it is pruned' },
            { id: 'explored', label: 'No: it is chosen and explored' },
          ],
          seed,
          k,
        ),
        answer: kind === 'prune' ? 'pruned' : 'explored',
        answerTarget: [String(node)],
      });
    }
    last = k;
  }
  if (record.stepCount > NARRATED_MAX) return questions;
  return practiceQuestions(narratedSteps(trace.steps), seed, questions);
}
