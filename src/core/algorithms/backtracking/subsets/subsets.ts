import { parseNumberList } from '../input';
import { defineBacktrackingAlgorithm } from '../module';
import { listText, plural } from '../types';
import { subsetsMeta } from './meta';

export const MAX_SUBSET_VALUES = 6;
const LIMITS = {
  name: 'the numbers',
  minCount: 1,
  maxCount: MAX_SUBSET_VALUES,
  min: -99,
  max: 99,
  distinct: true,
};

const values = (nums: readonly number[], choices: readonly number[]) => choices.map((i) => nums[i] ?? 0);

export const subsetsModule = defineBacktrackingAlgorithm<'subsets', readonly number[]>({
  ...subsetsMeta,
  picture: 'choices',
  lineIds: ['call', 'solution', 'choose', 'unchoose', 'done'],
  field: { key: 'nums', label: 'Numbers', maxLength: 60, placeholder: '1, 2, 3' },
  limits: `1 to ${MAX_SUBSET_VALUES} different whole numbers from −99 to 99, separated by commas. At most ${MAX_SUBSET_VALUES}, so the tree of 2^n calls (64) stays readable.`,
  example: '1, 2, 3',
  presets: [
    { id: 'classic', label: 'Classic [1, 2, 3]', text: '1, 2, 3' },
    { id: 'four', label: 'Four numbers', text: '1, 2, 3, 4' },
    { id: 'six', label: 'Six numbers', text: '1, 2, 3, 4, 5, 6' },
  ],
  check: (text) => parseNumberList(text, LIMITS),
  inputSummary: (nums) => listText(nums),
  search(nums, recorder) {
    const backtrack = (start: number) => {
      recorder.solution();
      for (let i = start; i < nums.length; i++) {
        recorder.choose(i);
        backtrack(i + 1);
        recorder.unchoose();
      }
    };
    backtrack(0);
  },
  choiceLabel: (nums, i) => String(nums[i] ?? ''),
  stateText: (nums, choices) => listText(values(nums, choices)),
  tryName: (nums, choices, i) => `${nums[i]} after ${listText(values(nums, choices))}`,
  nextQuestion: (nums, choices) => `Which number is chosen next after ${listText(values(nums, choices))}?`,
  solutionText: (nums, choices) => listText(values(nums, choices)),
  answerText: (nums, solutions) =>
    `[${solutions.map((choices) => listText(values(nums, choices))).join(', ')}]`,
  narrate(nums, { kind, choices, choice, solutions }) {
    const path = listText(values(nums, choices));
    switch (kind) {
      case 'call':
        return `Call backtrack(0) with nothing chosen: every call records its subset, then tries the elements after its last choice`;
      case 'solution':
        return `Record ${path} as subset ${solutions}`;
      case 'choose':
        return `Choose ${nums[choice]} after ${path} and explore: backtrack(${choice + 1})`;
      case 'unchoose': {
        const last = choices[choices.length - 1] ?? 0;
        return `Un-choose ${nums[last]}: every subset that starts with ${path} is recorded, so go back to ${listText(values(nums, choices.slice(0, -1)))}`;
      }
      case 'done':
        return `Done: ${plural(solutions, 'subset')} of ${listText([...nums])}`;
      case 'prune':
        return '';
    }
  },
});
