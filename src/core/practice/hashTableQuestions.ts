/**
 * Practice questions for the Hash Tables page: before the hash is worked out, which bucket (slot) an
 * inserted key goes into, or which bucket a searched or deleted key hashes to; during a resize, where
 * each rehashed key goes in the grown table. "What happens next?" fills the gaps.
 */
import { showKey, type HashTableTrace } from '../hash-table/hashTable';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

function placeQuestion(
  step: number,
  prompt: string,
  answer: number,
  near: readonly number[],
  capacity: number,
  word: string,
  seed: string,
): PracticeQuestion | null {
  const wrap = (i: number) => ((i % capacity) + capacity) % capacity;
  const choices = [...new Set([answer, ...near.map(wrap)])].slice(0, 4);
  if (choices.length < 2) return null;
  return {
    step,
    prompt,
    options: orderOptions(
      choices.map((i) => ({ id: String(i), label: `${word} ${i}` })),
      seed,
      step,
    ),
    answer: String(answer),
    answerTarget: [String(answer)],
  };
}

/** The bucket a step marks as where a key lands. */
const landing = (marks: ReadonlyMap<number, string>) =>
  [...marks].find(([, mark]) => mark === 'home' || mark === 'probe')?.[0];

export function hashTableTraceQuestions(trace: HashTableTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  const first = trace.steps[0];
  const work = first?.model.hashing;
  if (first && work) {
    const word = first.model.mode === 'chaining' ? 'bucket' : 'slot';
    const placed = trace.steps.find((step) => step.line === 'append' || step.line === 'place');
    const at = placed ? landing(placed.model.bucketMarks) : undefined;
    const home = work.index;
    const asked =
      at !== undefined
        ? placeQuestion(
            0,
            `Insert ${showKey(work.key)}: which ${word} does it go into?`,
            at,
            [home, home + 1, at + 1, home - 1],
            work.capacity,
            word,
            seed,
          )
        : placeQuestion(
            0,
            `Which ${word} does ${showKey(work.key)} hash to?`,
            home,
            [home + 1, home - 1, home + 2],
            work.capacity,
            word,
            seed,
          );
    if (asked) specific.push(asked);
  }
  trace.steps.forEach((step, k) => {
    const rehash = step.model.hashing;
    const at = landing(step.model.bucketMarks);
    if (step.line !== 'rehash' || !rehash || at === undefined) return;
    const word = step.model.mode === 'chaining' ? 'bucket' : 'slot';
    const asked = placeQuestion(
      k,
      `Rehash ${showKey(rehash.key)} into ${rehash.capacity} ${word}s: where does it go?`,
      at,
      [rehash.index, at + 1, at - 1, rehash.index + 2],
      rehash.capacity,
      word,
      seed,
    );
    if (asked) specific.push(asked);
  });
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
