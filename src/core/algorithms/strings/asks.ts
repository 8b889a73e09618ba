/** The practice questions the string-matching steps carry, worded the same in every algorithm. */
import type { StringAsk } from './types';

export const NEXT_CHARACTER = 'They match: compare the next character';
export const WHOLE_MATCH = 'They match: the pattern occurs here';

/**
 * The question before pattern[j] is compared with text[s + j]: whether they match and, when they do,
 * whether that completes the pattern. `miss` is what the algorithm does on a mismatch.
 */
export function compareAsk(s: number, j: number, m: number, equal: boolean, miss: string): StringAsk {
  const hit = j === m - 1 ? WHOLE_MATCH : NEXT_CHARACTER;
  return {
    prompt: `Shift ${s}: text[${s + j}] is compared with pattern[${j}]. What happens?`,
    options: [hit, miss],
    answer: equal ? hit : miss,
    target: [String(s + j)],
  };
}
