import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationQuestion } from '@/core/practice';
import { planOperation } from '@/core/structures';

const dataArb = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 8 });
const listText = (data: readonly number[]) => (data.length === 0 ? '(empty)' : data.join(', '));

describe('data-structure practice questions', () => {
  it('every question is answered by the planned operation: its result or the data it leaves', () => {
    fc.assert(
      fc.property(dataArb, fc.integer({ min: 0, max: 99 }), fc.nat(), (data, value, pick) => {
        const index = pick % data.length;
        const scripts = [
          planOperation('array', data, 'add', { value }),
          planOperation('array', data, 'insert', { index, value }),
          planOperation('array', data, 'remove', { index }),
          planOperation('array', data, 'update', { index, value }),
          planOperation('stack', data, 'push', { value }),
          planOperation('stack', data, 'pop', {}),
          planOperation('queue', data, 'enqueue', { value }),
          planOperation('queue', data, 'dequeue', {}),
          planOperation('queue', data, 'peek', {}),
          planOperation('linkedList', data, 'insert', { index, value }),
          planOperation('linkedList', data, 'remove', { index }),
        ];
        for (const script of scripts) {
          const question = operationQuestion(script, 'Op', 'seed');
          if (question === null) continue;
          const labels = question.options.map((option) => option.label);
          expect(new Set(labels).size).toBe(labels.length);
          expect(labels.length).toBeGreaterThanOrEqual(2);
          expect(labels.length).toBeLessThanOrEqual(4);
          const truth =
            script.result !== null ? String(script.result) : listText(script.dataChange?.data ?? []);
          expect(question.answer).toBe(truth);
          expect(labels).toContain(truth);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('asks a stack pop for the value it gives back, and an insert for the list it leaves', () => {
    const pop = operationQuestion(planOperation('stack', [3, 8, 5], 'pop', {}), 'Pop', 'seed');
    expect(pop?.prompt).toBe('Pop: which value does it give back?');
    expect(pop?.answer).toBe('5');
    const insert = operationQuestion(
      planOperation('linkedList', [1, 2, 3], 'insert', { index: 1, value: 9 }),
      'Insert at index',
      'seed',
    );
    expect(insert?.prompt).toBe('Insert at index: what will it hold afterwards, from head to tail?');
    expect(insert?.answer).toBe('1, 9, 2, 3');
    expect(insert?.options.map((option) => option.label)).toContain('9, 1, 2, 3');
  });
});
