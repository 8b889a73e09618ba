import { parseNumberList } from '../input';
import { defineBacktrackingAlgorithm } from '../module';
import type { SearchRecorder } from '../search';
import { listText, plural, type BacktrackingCheck } from '../types';
import { combinationSumMeta } from './meta';
import { formatCount } from '../../../formatCount';

export const MAX_CANDIDATES = 6;
export const MAX_TARGET = 40;
/** A search larger than this is refused: its tree would be too big to follow. */
export const MAX_COMBINATION_CALLS = 5000;

export interface CombinationInput {
  /** The candidates, sorted. */
  readonly candidates: readonly number[];
  readonly target: number;
}

const LIMITS = {
  name: 'the candidates',
  minCount: 1,
  maxCount: MAX_CANDIDATES,
  min: 1,
  max: MAX_TARGET,
  distinct: true,
};

function search({ candidates, target }: CombinationInput, recorder: SearchRecorder) {
  const backtrack = (start: number, remaining: number) => {
    if (remaining === 0) {
      recorder.solution();
      return;
    }
    for (let i = start; i < candidates.length; i++) {
      const candidate = candidates[i] ?? 0;
      if (candidate > remaining) {
        recorder.prune(i);
        break;
      }
      recorder.choose(i);
      backtrack(i, remaining - candidate);
      recorder.unchoose();
    }
  };
  backtrack(0, target);
}

/** Whether the search makes more than `most` calls (it stops counting there). */
function callsExceed(input: CombinationInput, most: number): boolean {
  const tooMany = new Error('too many calls');
  let calls = 1;
  const ignore = () => undefined;
  try {
    search(input, {
      choose: () => {
        if (++calls > most) throw tooMany;
      },
      prune: ignore,
      solution: ignore,
      unchoose: ignore,
    });
  } catch (error) {
    if (error === tooMany) return true;
    throw error;
  }
  return false;
}

export function parseCombination(text: string): BacktrackingCheck<CombinationInput> {
  const parts = text.split(/[;|]/);
  if (parts.length !== 2)
    return {
      error: 'Write the candidates, a semicolon, then the target, like 2, 3, 6, 7; 7',
    };
  const [listPart = '', targetPart = ''] = parts;
  const list = parseNumberList(listPart, LIMITS);
  if ('error' in list) return list;
  const targetText = targetPart.replace(/target|=|t\b/gi, '').trim();
  if (targetText === '')
    return { error: `Enter the target after the semicolon: a whole number from 1 to ${MAX_TARGET}` };
  if (!/^\d+$/.test(targetText)) return { error: `The target “${targetText}” is not a whole number` };
  const target = Number(targetText);
  if (target < 1 || target > MAX_TARGET) return { error: `The target must be from 1 to ${MAX_TARGET}` };
  const value = { candidates: [...list.value].sort((a, b) => a - b), target };
  if (callsExceed(value, MAX_COMBINATION_CALLS))
    return {
      error: `That search is too large to follow (over ${formatCount(MAX_COMBINATION_CALLS)} calls): use a smaller target or larger candidates`,
    };
  return { value };
}

const values = ({ candidates }: CombinationInput, choices: readonly number[]) =>
  choices.map((i) => candidates[i] ?? 0);
const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);

export const combinationSumModule = defineBacktrackingAlgorithm<'combinationSum', CombinationInput>({
  ...combinationSumMeta,
  picture: 'choices',
  lineIds: ['call', 'solution', 'prune', 'choose', 'unchoose', 'done'],
  field: { key: 'input', label: 'Candidates; target', maxLength: 60, placeholder: '2, 3, 6, 7; 7' },
  limits: `1 to ${MAX_CANDIDATES} different whole numbers from 1 to ${MAX_TARGET}, a semicolon, then the target from 1 to ${MAX_TARGET} (2, 3, 6, 7; 7). Each candidate can be used any number of times; a search over ${formatCount(MAX_COMBINATION_CALLS)} calls is refused, so the tree stays readable.`,
  example: '2, 3, 6, 7; 7',
  presets: [
    { id: 'classic', label: 'Classic [2, 3, 6, 7], 7', text: '2, 3, 6, 7; 7' },
    { id: 'eight', label: '[2, 3, 5], 8', text: '2, 3, 5; 8' },
    { id: 'none', label: 'No solution: [2], 1', text: '2; 1' },
  ],
  check: parseCombination,
  inputSummary: (input) => `${listText(input.candidates)} with target ${input.target}`,
  search,
  choiceLabel: (input, i) => String(input.candidates[i] ?? ''),
  nodeNote: (input, choices) => `${input.target - sum(values(input, choices))}`,
  stateText: (input, choices) => {
    const path = values(input, choices);
    return `${listText(path)}, sum ${sum(path)}, ${input.target - sum(path)} left`;
  },
  tryName: (input, choices, i) => {
    const path = values(input, choices);
    return `${input.candidates[i]} after ${listText(path)} (${input.target - sum(path)} left)`;
  },
  nextQuestion: (input, choices) =>
    `Which candidate is chosen next after ${listText(values(input, choices))}?`,
  solutionText: (input, choices) => listText(values(input, choices)),
  answerText: (input, solutions) =>
    `[${solutions.map((choices) => listText(values(input, choices))).join(', ')}]`,
  narrate(input, { kind, choices, choice, solutions }) {
    const path = values(input, choices);
    const left = input.target - sum(path);
    const candidate = input.candidates[choice] ?? 0;
    switch (kind) {
      case 'call':
        return `Call backtrack(0, ${input.target}) on the sorted candidates ${listText(input.candidates)}`;
      case 'prune':
        return `${candidate} is more than the ${left} left: prune it, and every larger candidate after it`;
      case 'choose':
        return `Choose ${candidate} after ${listText(path)} (${left} left) and explore with ${left - candidate} left`;
      case 'solution':
        return `${listText(path)} adds up to ${input.target}: record it as combination ${solutions}`;
      case 'unchoose': {
        const last = input.candidates[choices[choices.length - 1] ?? 0] ?? 0;
        return `Un-choose ${last}: back to ${listText(path.slice(0, -1))} with ${left + last} left`;
      }
      case 'done':
        return `Done: ${plural(solutions, 'combination')} of ${listText(input.candidates)} add up to ${input.target}`;
    }
  },
});
