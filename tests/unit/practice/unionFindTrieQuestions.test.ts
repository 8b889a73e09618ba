import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trieTraceQuestions } from '@/core/practice/trieQuestions';
import { unionFindTraceQuestions } from '@/core/practice/unionFindQuestions';
import { TEXTBOOK_WORDS, finalWords, traceTrieRun, trieResult } from '@/core/trie';
import { DisjointSets, afterUnions, finalSets, textbookSets, traceUnionFindRun } from '@/core/union-find';

const labelOf = (q: { answer: string; options: readonly { id: string; label: string }[] }) =>
  q.options.find((option) => option.id === q.answer)?.label;

describe('union-find practice questions', () => {
  it('asks for the root as find(7) begins, among the elements on its path', () => {
    const trace = traceUnionFindRun({ ...textbookSets(), operation: 'find', a: 7, b: null });
    const [asked] = unionFindTraceQuestions(trace, 'seed');
    expect(asked).toMatchObject({ step: 0, prompt: 'find(7): which element is the root of its set?' });
    expect(labelOf(asked as NonNullable<typeof asked>)).toBe('0');
    expect(asked?.answerTarget).toEqual(['0']);
    expect(asked?.options.map((option) => option.id).sort()).toEqual(['0', '4', '6', '7']);
  });

  it('asks which root a union links under the other, and the finished sets agree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 9 }), fc.nat({ max: 9 })), { maxLength: 8 }),
        fc.nat({ max: 9 }),
        fc.nat({ max: 9 }),
        (pairs, a, b) => {
          const sets = afterUnions(10, pairs);
          const plain = DisjointSets.from(sets.parent, sets.rank);
          fc.pre(plain.find(a) !== plain.find(b));
          const trace = traceUnionFindRun({ ...sets, operation: 'union', a, b });
          const asked = unionFindTraceQuestions(trace, 'seed').find((q) =>
            q.prompt.startsWith('Union by rank'),
          );
          expect(asked).toBeDefined();
          const child = Number(asked?.answer);
          const { parent } = finalSets(trace);
          expect(parent[child]).not.toBe(child);
          // The root the first find is asked for is the first element's root before the union.
          for (const question of unionFindTraceQuestions(trace, 'seed')) {
            if (!question.prompt.startsWith('find(')) continue;
            const x = Number(/find\((\d+)\)/.exec(question.prompt)?.[1]);
            const root = Number(question.answer);
            expect(DisjointSets.from(sets.parent, sets.rank).find(x)).toBe(root);
          }
        },
      ),
      { seed: 36, numRuns: 80 },
    );
  });
});

describe('trie practice questions', () => {
  it('asks whether a searched word is found, and the answer is what the search says', () => {
    for (const word of ['app', 'ap', 'bath', 'bat']) {
      const trace = traceTrieRun({ words: TEXTBOOK_WORDS, operation: 'search', word });
      const asked = trieTraceQuestions(trace, word, 'seed').find((q) => q.prompt.includes('in the trie?'));
      expect(asked?.prompt).toBe(`The walk spelled "${word}": is "${word}" in the trie?`);
      expect(asked?.answer).toBe(trieResult(trace));
      expect(trace.steps[asked?.step ?? -1]?.line).toBe('check-end');
    }
  });

  it('asks how many words start with a prefix before they are collected', () => {
    const trace = traceTrieRun({ words: TEXTBOOK_WORDS, operation: 'startsWith', word: 'ap' });
    const asked = trieTraceQuestions(trace, 'ap', 'seed').find((q) => q.prompt.startsWith('How many'));
    expect(asked?.prompt).toBe('How many words start with "ap"?');
    expect(labelOf(asked as NonNullable<typeof asked>)).toBe('3');
    expect(trace.steps[asked?.step ?? -1]?.line).toBe('collect');
    expect(finalWords(trace)).toEqual([...TEXTBOOK_WORDS]);
  });
});
