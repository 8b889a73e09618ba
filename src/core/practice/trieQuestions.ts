/**
 * Practice questions for the Tries page: before a search checks its last node, whether the word is found;
 * before starts-with collects the words under its prefix, how many there are. "What happens next?" fills
 * the gaps.
 */
import type { TrieTrace } from '../trie/trie';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

export function trieTraceQuestions(trace: TrieTrace, word: string | null, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  const final = trace.frameAt(trace.stepCount).model;
  const checkEnd = trace.steps.findIndex((step) => step.line === 'check-end');
  if (checkEnd >= 0 && word !== null && (final.result === 'found' || final.result === 'not found')) {
    specific.push({
      step: checkEnd,
      prompt: `The walk spelled "${word}": is "${word}" in the trie?`,
      options: orderOptions(
        [
          { id: 'found', label: 'found' },
          { id: 'not found', label: 'not found' },
        ],
        seed,
        checkEnd,
      ),
      answer: final.result,
    });
  }
  const firstCollect = trace.steps.findIndex((step) => step.line === 'collect' || step.line === 'count');
  if (firstCollect >= 0 && final.matches !== null && word !== null) {
    const count = final.matches.length;
    const counts = [...new Set([count, count + 1, Math.max(0, count - 1), count + 2])].slice(0, 4);
    specific.push({
      step: firstCollect,
      prompt: `How many words start with "${word}"?`,
      options: orderOptions(
        counts.map((n) => ({ id: String(n), label: String(n) })),
        seed,
        firstCollect,
      ),
      answer: String(count),
    });
  }
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
