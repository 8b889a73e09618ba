import { parseNumberList } from '../input';
import { defineBacktrackingAlgorithm } from '../module';
import { listText, plural } from '../types';
import { permutationsMeta } from './meta';

export const MAX_PERMUTATION_VALUES = 5;
const LIMITS = {
  name: 'the numbers',
  minCount: 1,
  maxCount: MAX_PERMUTATION_VALUES,
  min: -99,
  max: 99,
  distinct: true,
};

const values = (nums: readonly number[], choices: readonly number[]) => choices.map((i) => nums[i] ?? 0);

export const permutationsModule = defineBacktrackingAlgorithm<'permutations', readonly number[]>({
  ...permutationsMeta,
  picture: 'choices',
  lineIds: ['call', 'solution', 'prune', 'choose', 'unchoose', 'done'],
  field: { key: 'nums', label: 'Numbers', maxLength: 50, placeholder: '1, 2, 3' },
  limits: `1 to ${MAX_PERMUTATION_VALUES} different whole numbers from −99 to 99, separated by commas. At most ${MAX_PERMUTATION_VALUES}, so the tree (326 calls for 5) stays readable.`,
  example: '1, 2, 3',
  presets: [
    { id: 'classic', label: 'Classic [1, 2, 3]', text: '1, 2, 3' },
    { id: 'four', label: 'Four numbers', text: '1, 2, 3, 4' },
    { id: 'five', label: 'Five numbers', text: '1, 2, 3, 4, 5' },
  ],
  check: (text) => parseNumberList(text, LIMITS),
  inputSummary: (nums) => listText(nums),
  search(nums, recorder) {
    const used = nums.map(() => false);
    let length = 0;
    const backtrack = () => {
      if (length === nums.length) {
        recorder.solution();
        return;
      }
      for (let i = 0; i < nums.length; i++) {
        if (used[i]) {
          recorder.prune(i);
          continue;
        }
        used[i] = true;
        length++;
        recorder.choose(i);
        backtrack();
        recorder.unchoose();
        length--;
        used[i] = false;
      }
    };
    backtrack();
  },
  choiceLabel: (nums, i) => String(nums[i] ?? ''),
  stateText: (nums, choices) => listText(values(nums, choices)),
  tryName: (nums, choices, i) => `${nums[i]} after ${listText(values(nums, choices))}`,
  nextQuestion: (nums, choices) =>
    `Which number fills position ${choices.length + 1} next after ${listText(values(nums, choices))}?`,
  solutionText: (nums, choices) => listText(values(nums, choices)),
  answerText: (nums, solutions) =>
    `[${solutions.map((choices) => listText(values(nums, choices))).join(', ')}]`,
  narrate(nums, { kind, choices, choice, solutions }) {
    const path = listText(values(nums, choices));
    switch (kind) {
      case 'call':
        return `Call backtrack() with an empty path: each call fills the next position with an unused number`;
      case 'prune':
        return `${nums[choice]} is already in ${path}: prune that branch`;
      case 'choose':
        return `Choose ${nums[choice]} for position ${choices.length + 1} after ${path} and explore`;
      case 'solution':
        return `${path} uses every number: record it as permutation ${solutions}`;
      case 'unchoose': {
        const last = choices[choices.length - 1] ?? 0;
        return `Un-choose ${nums[last]}: back to ${listText(values(nums, choices.slice(0, -1)))}, and ${nums[last]} is unused again`;
      }
      case 'done':
        return `Done: ${plural(solutions, 'permutation')} of ${listText([...nums])}`;
    }
  },
});
