/**
 * The interview patterns' narration stays true on the edge cases: intervals that touch, equal values
 * under the two pointers, and a middle capacity that is rounded down.
 */
import { describe, expect, it } from 'vitest';
import type { PatternAlgorithmId } from '@/core/algorithms/catalog';
import { PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import type { PatternAlgorithm } from '@/core/algorithms/patterns/types';

const moduleOf = (id: PatternAlgorithmId): PatternAlgorithm => PATTERN_ALGORITHMS[id];

function messages(id: PatternAlgorithmId, texts: readonly string[]): string[] {
  const module = moduleOf(id);
  const checked = module.check(texts);
  if ('error' in checked) throw new Error(checked.error);
  return module.trace(checked.value).steps.map((step) => step.message);
}

describe('merge intervals', () => {
  it('says an interval that starts where the last one ends starts no later than its end', () => {
    const said = messages('mergeIntervals', ['[[1,4],[4,5]]']);
    expect(said).toContain(
      '[4, 5] starts at 4, no later than [1, 4] ends: they overlap, and the merged interval stretches to [1, 5]',
    );
    expect(said.join('\n')).not.toContain('before [1, 4] ends');
  });

  it('says the same of an interval that ends inside the last one', () => {
    expect(messages('mergeIntervals', ['[[1,6],[2,3]]'])).toContain(
      '[2, 3] starts at 2, no later than [1, 6] ends: they overlap; it ends inside it, so [1, 6] stays',
    );
  });
});

describe('pair sum', () => {
  it('moves L because the sum is too small even with equal values left to pair with', () => {
    // 1 + 3 is too small; the numbers 1 could still pair with are 3 and 3: no bigger than 3, not smaller.
    const said = messages('pairSum', ['1, 3, 3', '7']);
    expect(said).toContain(
      'The sum is too small and 1 can only pair with numbers no bigger than 3 now: L moves right to 3',
    );
    expect(said.join('\n')).not.toMatch(/only pair with (smaller|bigger) numbers/);
  });

  it('moves R because the sum is too big even with equal values left to pair with', () => {
    const said = messages('pairSum', ['3, 3, 9', '4']);
    expect(said).toContain(
      'The sum is too big and 9 can only pair with numbers no smaller than 3 now: R moves left to 3',
    );
  });
});

describe('ship capacity', () => {
  it('says the middle capacity is rounded down', () => {
    const said = messages('shipCapacity', ['1, 2, 3, 4, 5, 6, 7, 8, 9, 10', '5']);
    expect(said).toContain('Try the middle capacity: ⌊(10 + 55) / 2⌋ = 32');
    for (const message of said.filter((m) => m.startsWith('Try the middle capacity')))
      expect(message).toMatch(/^Try the middle capacity: ⌊\(\d+ \+ \d+\) \/ 2⌋ = \d+$/);
  });
});

describe('counts of one', () => {
  it('are singular in the steps', () => {
    expect(messages('mergeIntervals', ['[[1,3]]'])[0]).toBe('Sort the 1 interval by start: [[1, 3]]');
    const oneDay = messages('shipCapacity', ['1, 2', '1']);
    expect(oneDay).toContain('2 > 1 day: 2 is too small, so the answer is bigger: lo = 3');
    expect(messages('shipCapacity', ['1, 2', '2'])).toContain(
      '2 ≤ 2 days: 2 works, so the answer is 2 or smaller: hi = 2',
    );
  });

  it.each([
    ['mergeIntervals', ['[[1,3]]'], '1 interval'],
    ['maxSubarray', ['5'], '1 number'],
    ['nextGreater', ['5'], '1 number'],
    ['rangeSum', ['5', '0-0'], '1 number and 1 query'],
    ['shipCapacity', ['5', '1'], '1 package, D = 1'],
    ['subarraySumK', ['5', '5'], '1 number, k = 5'],
    ['windowMax', ['5', '1'], '1 number, k = 1'],
    ['rangeSum', ['5, 6', '0-0, 0-1'], '2 numbers and 2 queries'],
  ] as const)('are singular in the summary of %s on %j: %s', (id, texts, summary) => {
    const module = moduleOf(id);
    const checked = module.check(texts);
    if ('error' in checked) throw new Error(checked.error);
    expect(module.inputSummary(checked.value)).toBe(summary);
  });
});
