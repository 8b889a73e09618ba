import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterUnions,
  decodeUnionFindRunConfig,
  defaultUnionFindRun,
  DisjointSets,
  encodeUnionFindRunConfig,
  finalSets,
  isRankedForest,
  parseElement,
  parseSize,
  resultOf,
  rootsOf,
  singletons,
  textbookSets,
  traceUnionFindRun,
  type UnionFindOperation,
} from '@/core/union-find';

const textbook = textbookSets();
const run = (operation: UnionFindOperation, a: number, b: number | null = null, sets = textbook) =>
  traceUnionFindRun({ ...sets, operation, a, b });

describe('the textbook forest', () => {
  it('is one tree of rank 3 rooted at 0 and the set {8, 9}', () => {
    expect(textbook.parent).toEqual([0, 0, 0, 2, 0, 4, 4, 6, 8, 8]);
    expect(textbook.rank).toEqual([3, 0, 1, 0, 2, 0, 1, 0, 1, 0]);
    expect(rootsOf(textbook.parent)).toEqual([0, 8]);
    expect(isRankedForest(textbook.parent, textbook.rank)).toBe(true);
  });
});

describe('find', () => {
  it('walks 7 → 6 → 4 → 0, answers the root and points 7 and 6 straight at it', () => {
    const trace = run('find', 7);
    expect(resultOf(trace)).toBe('find(7) = 0');
    expect(trace.steps.map((step) => step.line)).toEqual([
      'find-start',
      'follow',
      'follow',
      'follow',
      'root',
      'compress',
      'compress',
    ]);
    expect(finalSets(trace).parent).toEqual([0, 0, 0, 2, 0, 4, 0, 0, 8, 8]);
    expect(finalSets(trace).rank).toEqual(textbook.rank);
    expect(trace.totals).toMatchObject({ finds: 1, hops: 3, compressed: 2 });
    expect(trace.steps.at(-2)?.message).toBe(
      'Path compression: 7 pointed to 6; now it points straight at the root 0.',
    );
  });

  it('on a root answers itself in two steps and changes nothing', () => {
    const trace = run('find', 8);
    expect(resultOf(trace)).toBe('find(8) = 8');
    expect(trace.stepCount).toBe(2);
    expect(finalSets(trace)).toEqual(textbook);
  });

  it('shows no answer before the root is reached', () => {
    const trace = run('find', 7);
    expect(trace.frameAt(3).model.result).toBeNull();
    expect(trace.frameAt(5).model.result).toBe('find(7) = 0');
  });
});

describe('union by rank', () => {
  it('points the root of lower rank at the other', () => {
    const trace = run('union', 9, 3);
    expect(resultOf(trace)).toBe('joined under 0');
    const { parent, rank } = finalSets(trace);
    expect(parent[8]).toBe(0);
    expect(rank[0]).toBe(3);
    expect(trace.steps.at(-1)?.message).toBe(
      'Union by rank: 8 (rank 1) now points to 0 (rank 3), the root of higher rank.',
    );
  });

  it('calls the kept root the one of higher rank, not the taller tree: compression leaves rank above height', () => {
    let sets = singletons(6);
    for (const [operation, a, b] of [
      ['union', 0, 1],
      ['union', 2, 3],
      ['union', 0, 2],
      ['find', 3, null],
      ['union', 4, 5],
    ] as const)
      sets = finalSets(traceUnionFindRun({ ...sets, operation, a, b }));
    // 3 now points straight at 0: the tree under 0 is one level high, like the tree under 4.
    expect(sets).toEqual({ parent: [0, 0, 0, 0, 4, 4], rank: [2, 0, 1, 0, 1, 0] });
    const trace = traceUnionFindRun({ ...sets, operation: 'union', a: 4, b: 0 });
    expect(trace.steps.at(-1)?.message).toBe(
      'Union by rank: 4 (rank 1) now points to 0 (rank 2), the root of higher rank.',
    );
  });

  it('grows the first root by one when the ranks are equal', () => {
    const trace = traceUnionFindRun({ ...singletons(4), operation: 'union', a: 2, b: 3 });
    expect(finalSets(trace)).toEqual({ parent: [0, 1, 2, 2], rank: [0, 0, 1, 0] });
    expect(trace.steps.at(-1)?.message).toBe(
      'Both roots have rank 0: 3 now points to 2, whose rank grows to 1.',
    );
  });

  it('changes no pointer but the compressed ones when both are in one set', () => {
    const trace = run('union', 7, 3);
    expect(resultOf(trace)).toBe('already connected');
    expect(trace.totals.links ?? 0).toBe(0);
    expect(finalSets(trace).rank).toEqual(textbook.rank);
  });
});

describe('connected?', () => {
  it('answers connected for two elements under one root, and not connected otherwise', () => {
    expect(resultOf(run('connected', 3, 7))).toBe('connected');
    expect(resultOf(run('connected', 5, 9))).toBe('not connected');
    expect(run('connected', 5, 9).totals.finds).toBe(2);
  });
});

describe('every recorded run agrees with plain union-find', () => {
  const opArb = fc.record({
    op: fc.constantFrom<UnionFindOperation>('union', 'find', 'connected'),
    a: fc.nat({ max: 11 }),
    b: fc.nat({ max: 11 }),
  });
  it('step by step, on random operations over 12 elements', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let sets = singletons(12);
        const plain = new DisjointSets(12);
        for (const { op, a, b } of ops) {
          const trace = traceUnionFindRun({ ...sets, operation: op, a, b: op === 'find' ? null : b });
          const result = resultOf(trace);
          if (op === 'find') expect(result).toBe(`find(${a}) = ${plain.find(a)}`);
          if (op === 'connected') expect(result).toBe(plain.connected(a, b) ? 'connected' : 'not connected');
          if (op === 'union') expect(result === 'already connected').toBe(!plain.union(a, b));
          sets = finalSets(trace);
          expect(sets.parent).toEqual(Array.from(plain.parent));
          expect(sets.rank).toEqual(Array.from(plain.rank));
          expect(isRankedForest(sets.parent, sets.rank)).toBe(true);
        }
      }),
      { seed: 36, numRuns: 60 },
    );
  });
});

describe('typed input', () => {
  it('takes an element of the forest, and says why anything else is refused', () => {
    expect(parseElement(' 7 ', 10)).toEqual({ ok: true, value: 7 });
    expect(parseElement('', 10)).toEqual({ ok: false, message: 'Enter an element, from 0 to 9.' });
    expect(parseElement('10', 10)).toEqual({
      ok: false,
      message: '10 is out of range: the elements are 0 to 9.',
    });
    expect(parseElement('x', 10)).toEqual({
      ok: false,
      message: '"x" is not an element: elements are 0 to 9.',
    });
    expect(parseElement('-1', 10).ok).toBe(false);
  });

  it('starts over with 1 to 16 elements', () => {
    expect(parseSize('16')).toEqual({ ok: true, value: 16 });
    for (const raw of ['0', '17', 'ten', '']) {
      expect(parseSize(raw)).toEqual({
        ok: false,
        message: 'Enter how many elements to start with, a whole number from 1 to 16.',
      });
    }
  });

  it('accepts only forests union by rank can reach', () => {
    expect(isRankedForest([1, 0], [1, 1])).toBe(false); // a cycle
    expect(isRankedForest([0, 0], [0, 0])).toBe(false); // a child as tall as its root
    expect(isRankedForest([0, 5], [1, 0])).toBe(false); // a parent that is not an element
    expect(isRankedForest(afterUnions(3, [[0, 1]]).parent, afterUnions(3, [[0, 1]]).rank)).toBe(true);
  });
});

describe('shared links', () => {
  it('reopen the same sets, operation and step', () => {
    const config = { ...textbook, operation: 'find' as const, a: 7, b: null, speed: 40, step: 3 };
    const query = encodeUnionFindRunConfig(config);
    expect(decodeURIComponent(query)).toBe(
      'parent=0,0,0,2,0,4,4,6,8,8&rank=3,0,1,0,2,0,1,0,1,0&op=find&a=7&speed=40&step=3',
    );
    expect(decodeUnionFindRunConfig(query)).toEqual(config);
  });

  it('open the textbook forest when they name no valid sets, and drop an operation missing an element', () => {
    expect(decodeUnionFindRunConfig('parent=1,0&rank=0,0')).toBeNull();
    expect(decodeUnionFindRunConfig('parent=0,0&rank=1,0&op=union&a=1')?.operation).toBeNull();
    expect(defaultUnionFindRun()).toMatchObject(textbook);
  });
});
