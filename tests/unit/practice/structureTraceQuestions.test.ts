import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashTableTraceQuestions, heapTraceQuestions, treeTraceQuestions } from '@/core/practice';
import { hashOf, traceHashTableRun, type HashKey } from '@/core/hash-table';
import { buildHeap, traceHeapRun, type HeapKind } from '@/core/heap';
import { traceTreeRun, type TreeModel } from '@/core/tree';

const uniqueKeys = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 12 });

function inOrder(model: TreeModel): number[] {
  const out: number[] = [];
  const walk = (key: number | null) => {
    if (key === null) return;
    walk(model.links.get(key)?.left ?? null);
    out.push(key);
    walk(model.links.get(key)?.right ?? null);
  };
  walk(model.root);
  return out;
}

function sideOf(model: TreeModel, key: number): string | null {
  for (const [parent, links] of model.links) {
    if (links.left === key) return `left child of ${parent}`;
    if (links.right === key) return `right child of ${parent}`;
  }
  return null;
}

const labelOf = (q: { answer: string; options: readonly { id: string; label: string }[] }) =>
  q.options.find((option) => option.id === q.answer)?.label;

describe('tree practice questions', () => {
  it('a plain BST insert is asked where the key is attached, and the finished tree has it there', () => {
    fc.assert(
      fc.property(uniqueKeys, fc.integer({ min: 1, max: 99 }), (keys, key) => {
        fc.pre(!keys.includes(key));
        const trace = traceTreeRun({ variant: 'bst', keys, operation: 'insert', value: key });
        const asked = treeTraceQuestions(trace, 'seed').find(
          (q) => q.prompt === `Insert ${key}: where is it attached?`,
        );
        expect(asked).toBeDefined();
        if (!asked) return;
        expect(asked.step).toBe(0);
        expect(labelOf(asked)).toBe(sideOf(trace.frameAt(trace.stepCount).model, key));
        // The feedback marks the parent the key is attached to.
        expect(asked.answerTarget).toEqual([/of (-?\d+)$/.exec(labelOf(asked) ?? '')?.[1]]);
        expect(new Set(asked.options.map((o) => o.label)).size).toBe(asked.options.length);
      }),
      { numRuns: 120 },
    );
  });

  it('a two-children delete is asked which key takes its place: the next larger key', () => {
    fc.assert(
      fc.property(uniqueKeys, fc.nat(), (keys, pick) => {
        const trace0 = traceTreeRun({ variant: 'bst', keys, operation: null, value: null });
        const model = trace0.frameAt(0).model;
        const withTwo = [...model.links].filter(([, l]) => l.left !== null && l.right !== null);
        fc.pre(withTwo.length > 0);
        const [key] = withTwo[pick % withTwo.length] as [number, unknown];
        const trace = traceTreeRun({ variant: 'bst', keys, operation: 'delete', value: key });
        const asked = treeTraceQuestions(trace, 'seed').find((q) =>
          q.prompt.endsWith('which key takes its place?'),
        );
        expect(asked?.prompt).toBe(`${key} has two children: which key takes its place?`);
        const sorted = [...keys].sort((a, b) => a - b);
        expect(asked?.answer).toBe(String(sorted[sorted.indexOf(key) + 1]));
        expect(inOrder(trace.frameAt(trace.stepCount).model)).toEqual(sorted.filter((k) => k !== key));
      }),
      { numRuns: 120 },
    );
  });

  it('an in-order traversal is asked which key comes next, and the answer is the next in sorted order', () => {
    fc.assert(
      fc.property(uniqueKeys, (keys) => {
        const trace = traceTreeRun({ variant: 'avl', keys, operation: 'inorder', value: null });
        const sorted = [...keys].sort((a, b) => a - b);
        const asked = treeTraceQuestions(trace, 'seed').filter(
          (q) => q.prompt === 'In-order: which key is visited next?',
        );
        if (keys.length >= 2) expect(asked.length).toBeGreaterThan(0);
        for (const q of asked) {
          const visitedBefore = trace.frameAt(q.step).model.order.length;
          expect(q.answer).toBe(String(sorted[visitedBefore]));
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('heap practice questions', () => {
  const kindArb = fc.constantFrom<HeapKind>('min', 'max');
  const valuesArb = fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 20 });

  it('insert is asked where the value settles, and the finished heap holds it at that index', () => {
    fc.assert(
      fc.property(kindArb, valuesArb, fc.integer({ min: -50, max: 50 }), (kind, raw, value) => {
        const values = buildHeap(kind, raw);
        const trace = traceHeapRun({ kind, values, operation: 'insert', value });
        const asked = heapTraceQuestions(trace, 'seed').find((q) => q.step === 0);
        expect(asked?.prompt).toBe(`Insert ${value}: at which index does it settle?`);
        const end = trace.frameAt(trace.stepCount).model;
        const id = trace.steps[0]?.model.ids.at(-1);
        expect(asked?.answer).toBe(String(end.ids.indexOf(id as number)));
        expect(end.values[Number(asked?.answer)]).toBe(value);
        expect(asked?.answerTarget).toEqual([asked?.answer]);
      }),
      { numRuns: 150 },
    );
  });

  it('extract is asked where the last element settles, and it is there once sifted down', () => {
    fc.assert(
      fc.property(kindArb, valuesArb, (kind, raw) => {
        fc.pre(raw.length >= 3);
        const values = buildHeap(kind, raw);
        const trace = traceHeapRun({ kind, values, operation: 'extract', value: null });
        const last = values.at(-1) as number;
        const asked = heapTraceQuestions(trace, 'seed').find((q) => q.prompt.startsWith('The last element'));
        expect(asked?.prompt).toBe(
          `The last element, ${last}, moves to the root: at which index does it settle?`,
        );
        expect(trace.frameAt(trace.stepCount).model.values[Number(asked?.answer)]).toBe(last);
        expect(asked?.options.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 150 },
    );
  });
});

describe('hash table practice questions', () => {
  const keyArb: fc.Arbitrary<HashKey> = fc.oneof(
    fc.integer({ min: 0, max: 500 }),
    fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/),
  );

  it('insert is asked which bucket or slot the key goes into, and it is stored there', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('chaining' as const, 'probing' as const),
        fc.uniqueArray(keyArb, { maxLength: 12, selector: (k) => String(k) }),
        keyArb,
        (mode, keys, key) => {
          fc.pre(!keys.map(String).includes(String(key)));
          const history = keys.map((k) => ({ op: 'insert' as const, key: k }));
          const trace = traceHashTableRun({ mode, history, operation: 'insert', key });
          const questions = hashTableTraceQuestions(trace, 'seed');
          const asked = questions.find((q) => q.step === 0);
          const word = mode === 'chaining' ? 'bucket' : 'slot';
          const shown = typeof key === 'number' ? String(key) : `"${key}"`;
          expect(asked?.prompt).toBe(`Insert ${shown}: which ${word} does it go into?`);
          const before = trace.frameAt(0).model;
          if (mode === 'chaining') expect(asked?.answer).toBe(String(hashOf(key, before.capacity).index));
          // The frame right after the key is placed holds it where the answer says.
          const placed = trace.steps.findIndex((s) => s.line === 'append' || s.line === 'place');
          const bucket = trace.frameAt(placed + 1).model.buckets[Number(asked?.answer)] ?? [];
          expect(bucket.some((cell) => cell.key === key && !cell.tombstone)).toBe(true);
          expect(asked?.answerTarget).toEqual([asked?.answer]);
          // Every rehash question's answer is the bucket the key is in once that step has played.
          for (const q of questions.filter((q) => q.prompt.startsWith('Rehash'))) {
            const moved = trace.steps[q.step]?.model.hashing?.key;
            const after = trace.frameAt(q.step + 1).model.buckets[Number(q.answer)] ?? [];
            expect(after.some((cell) => cell.key === moved)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a search is asked which bucket the key hashes to', () => {
    const trace = traceHashTableRun({
      mode: 'chaining',
      history: [{ op: 'insert', key: 10 }],
      operation: 'search',
      key: 24,
    });
    const asked = hashTableTraceQuestions(trace, 'seed')[0];
    expect(asked?.prompt).toBe('Which bucket does 24 hash to?');
    expect(asked?.answer).toBe('3');
    expect(asked?.options.map((o) => o.label)).toContain('bucket 3');
  });

  it('a table that grows asks where rehashed keys go', () => {
    const history = [1, 2, 3, 4, 5, 6, 7].map((key) => ({ op: 'insert' as const, key }));
    const trace = traceHashTableRun({ mode: 'chaining', history, operation: 'insert', key: 8 });
    const rehash = hashTableTraceQuestions(trace, 'seed').filter((q) => q.prompt.startsWith('Rehash'));
    expect(rehash.length).toBeGreaterThan(0);
    expect(rehash[0]?.prompt).toMatch(/^Rehash \d+ into \d+ buckets: where does it go\?$/);
  });
});
