/** Planner details and invariants: highlights, pending items, results, data, and the state machine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_COLLECTION,
  InvalidOperationError,
  STRUCTURE_OPERATIONS,
  applyOperation,
  enabledOperations,
  initialOperationState,
  planArray,
  planLinkedList,
  planOperation,
  planQueue,
  planStack,
  reduceOperation,
  scriptEvents,
  stateAt,
  type OperationOf,
  type StructureKind,
  type TimedScript,
} from '@/core/structures';

const five = [10, 20, 30, 40, 50];

describe('array planner', () => {
  it('shows the new slot as pending, then highlights the added element', () => {
    const script = planArray(five, 'add', { value: 60 });
    expect(script.steps[0]).toMatchObject({ highlights: [], pending: { value: 60, index: 5 } });
    expect(script.steps[1]).toMatchObject({ highlights: [{ index: 5, role: 'new' }], pending: null });
    expect(script.dataChange).toMatchObject({ atMs: 1000, data: [10, 20, 30, 40, 50, 60] });
  });

  it('highlights the elements that shift on insert, then the inserted one', () => {
    const script = planArray(five, 'insert', { index: 1, value: 15 });
    const shifting = [1, 2, 3, 4].map((index) => ({ index, role: 'shifting' }));
    expect(script.steps.map((s) => s.highlights)).toEqual([shifting, shifting, [{ index: 1, role: 'new' }]]);
    // The message names the first element that moves: the one at the index itself.
    expect(script.steps[0]?.message).toBe('Shifting elements from index 1 onwards to make space');
    expect(script.steps[1]?.pending).toEqual({ value: 15, index: 1 });
  });

  it('marks the removed element, then the ones that shift into the gap', () => {
    const script = planArray(five, 'remove', { index: 3 });
    expect(script.steps.map((s) => s.highlights)).toEqual([
      [{ index: 3, role: 'removing' }],
      [
        { index: 3, role: 'removing' },
        { index: 4, role: 'shifting' },
      ],
    ]);
    expect(script.dataChange).toEqual({
      atMs: 2000,
      data: [10, 20, 30, 50],
      highlights: [{ index: 3, role: 'shifting' }],
    });
  });

  it('accesses then updates the same index', () => {
    const script = planArray(five, 'update', { index: 0, value: -7 });
    expect(script.steps.map((s) => [s.message, s.highlights])).toEqual([
      ['Accessing element at index 0', [{ index: 0, role: 'active' }]],
      ['Updated value at index 0 to -7', [{ index: 0, role: 'new' }]],
    ]);
    expect(script.dataChange?.data).toEqual([-7, 20, 30, 40, 50]);
  });
});

describe('stack and queue planners', () => {
  it('returns the popped, dequeued and peeked values', () => {
    expect(planStack(five, 'pop', {}).result).toBe(50);
    expect(planStack(five, 'peek', {}).result).toBe(50);
    expect(planQueue(five, 'dequeue', {}).result).toBe(10);
    expect(planQueue(five, 'peek', {}).result).toBe(10);
    expect(planStack(five, 'push', { value: 1 }).result).toBeNull();
  });

  it('marks the top or front element', () => {
    expect(planStack(five, 'pop', {}).steps.map((s) => s.highlights)).toEqual([
      [{ index: 4, role: 'removing' }],
      [{ index: 4, role: 'removing' }],
    ]);
    expect(planQueue(five, 'peek', {}).steps[0]?.highlights).toEqual([{ index: 0, role: 'active' }]);
    expect(planStack(five, 'peek', {}).dataChange).toBeNull();
  });

  it('shows the new node as pending before it joins', () => {
    expect(planQueue([], 'enqueue', { value: 3 }).steps[0]?.pending).toEqual({ value: 3, index: 0 });
    expect(planStack([1], 'push', { value: 3 }).steps[0]?.pending).toEqual({ value: 3, index: 1 });
  });

  it('refuses to pop, dequeue or peek nothing', () => {
    expect(() => planStack([], 'pop', {})).toThrow(InvalidOperationError);
    expect(() => planStack([], 'peek', {})).toThrow(InvalidOperationError);
    expect(() => planQueue([], 'dequeue', {})).toThrow(InvalidOperationError);
    expect(() => planQueue([], 'peek', {})).toThrow(InvalidOperationError);
  });
});

describe('linked list planner', () => {
  it('keeps the new node pending until the list changes', () => {
    const script = planLinkedList(five, 'insert', { index: 5, value: 9 });
    expect(script.steps.map((s) => s.pending)).toEqual(Array(4).fill({ value: 9, index: 5 }));
    expect(script.steps[2]?.highlights).toEqual([{ index: 4, role: 'active' }]);
    expect(script.dataChange).toEqual({
      atMs: 4000,
      data: [10, 20, 30, 40, 50, 9],
      highlights: [{ index: 5, role: 'new' }],
    });
  });

  it('marks the node before and the node removed when relinking', () => {
    const script = planLinkedList(five, 'remove', { index: 0 });
    expect(script.steps[1]?.highlights).toEqual([{ index: 0, role: 'removing' }]);
    expect(script.dataChange?.data).toEqual([20, 30, 40, 50]);
  });

  it('rejects positions out of range', () => {
    expect(() => planLinkedList(five, 'insert', { index: 6, value: 1 })).toThrow(InvalidOperationError);
    expect(() => planLinkedList(five, 'remove', { index: 5 })).toThrow(InvalidOperationError);
    expect(() => planLinkedList(five, 'remove', { index: -1 })).toThrow(InvalidOperationError);
    expect(() => planArray(five, 'update', { index: 5, value: 1 })).toThrow(InvalidOperationError);
    expect(() => planArray(five, 'add', { value: 1.5 })).toThrow(InvalidOperationError);
  });
});

/** Any valid operation on any collection, with its input. */
const validOperation = fc
  .record({
    structure: fc.constantFrom<StructureKind>('array', 'stack', 'queue', 'linkedList'),
    data: fc.array(fc.integer({ min: -99, max: 999 }), { maxLength: 12 }),
    pick: fc.nat(),
    index: fc.nat(),
    value: fc.integer({ min: -99, max: 999 }),
  })
  .map(({ structure, data, pick, index, value }) => {
    const ops = STRUCTURE_OPERATIONS[structure].filter(
      (op) => data.length > 0 || !['remove', 'update', 'pop', 'peek', 'dequeue'].includes(op),
    );
    const op = ops[pick % ops.length] as OperationOf<typeof structure>;
    const range = op === 'insert' ? data.length + 1 : Math.max(data.length, 1);
    return { structure, data, op, input: { index: index % range, value } };
  });

function plan(structure: StructureKind, data: number[], op: string, input: object): TimedScript {
  const needsIndex = ['insert', 'remove', 'update'].includes(op);
  const needsValue = ['add', 'insert', 'update', 'push', 'enqueue'].includes(op);
  const { index, value } = input as { index: number; value: number };
  const cleaned = { ...(needsIndex ? { index } : {}), ...(needsValue ? { value } : {}) };
  return planOperation(structure, data, op as never, cleaned as never);
}

describe('every script', () => {
  it('has numbered steps 1 s apart from 0, ends 1 s after the last step (+1.5 s for peek)', () => {
    fc.assert(
      fc.property(validOperation, ({ structure, data, op, input }) => {
        const script = plan(structure, data, op, input);
        script.steps.forEach((step, i) => {
          expect(step.number).toBe(i + 1);
          expect(step.atMs).toBe(i * 1000);
          expect(step.message).not.toBe('');
        });
        const extra = op === 'peek' ? 1500 : 0;
        expect(script.endAtMs).toBe(script.steps.length * 1000 + 1000 + extra);
        if (script.dataChange !== null) expect(script.dataChange.atMs).toBeLessThan(script.endAtMs);
      }),
    );
  });

  it('lands the same data as the model of the structure', () => {
    fc.assert(
      fc.property(validOperation, ({ structure, data, op, input }) => {
        const script = plan(structure, data, op, input);
        const model = applyOperation(structure, data, op as never, input as never);
        expect(script.dataChange?.data ?? data).toEqual(model.data);
        expect(stateAt(script, script.endAtMs).data).toEqual(model.data);
        expect(script.initialData).toEqual(data);
      }),
    );
  });

  it('only ever highlights items that exist at that moment, and pending items land inside the data', () => {
    fc.assert(
      fc.property(validOperation, ({ structure, data, op, input }) => {
        const script = plan(structure, data, op, input);
        for (const event of scriptEvents(script)) {
          const state = stateAt(script, event.atMs);
          for (const { index } of state.highlights) {
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(state.data.length);
          }
          if (state.pending !== null) expect(state.pending.index).toBeLessThanOrEqual(state.data.length);
        }
        expect(stateAt(script, script.endAtMs)).toMatchObject({
          phase: 'idle',
          highlights: [],
          pending: null,
        });
      }),
    );
  });
});

describe('page state machine', () => {
  it('enables every operation when idle with elements', () => {
    expect(enabledOperations('array', INITIAL_COLLECTION, false)).toEqual({
      add: true,
      insert: true,
      remove: true,
      update: true,
    });
    expect(enabledOperations('stack', INITIAL_COLLECTION, false)).toEqual({
      push: true,
      pop: true,
      peek: true,
    });
    expect(enabledOperations('queue', INITIAL_COLLECTION, false)).toEqual({
      enqueue: true,
      dequeue: true,
      peek: true,
    });
    expect(enabledOperations('linkedList', INITIAL_COLLECTION, false)).toEqual({
      add: true,
      insert: true,
      remove: true,
    });
  });

  it('disables the operations that need an element when the collection is empty', () => {
    expect(enabledOperations('array', [], false)).toEqual({
      add: true,
      insert: true,
      remove: false,
      update: false,
    });
    expect(enabledOperations('stack', [], false)).toEqual({
      push: true,
      pop: false,
      peek: false,
    });
    expect(enabledOperations('queue', [], false)).toEqual({
      enqueue: true,
      dequeue: false,
      peek: false,
    });
    expect(enabledOperations('linkedList', [], false)).toEqual({
      add: true,
      insert: true,
      remove: false,
    });
  });

  it('disables everything while an operation runs, and names the phase', () => {
    const phases: Record<string, string> = {};
    for (const structure of ['array', 'stack', 'queue', 'linkedList'] as const) {
      for (const op of STRUCTURE_OPERATIONS[structure]) {
        const input = { index: 0, value: 1 };
        const script = plan(structure, [...INITIAL_COLLECTION], op, input);
        const running = reduceOperation(initialOperationState(structure), { kind: 'start', script });
        phases[`${structure}.${op}`] = running.phase;
        expect(Object.values(enabledOperations(structure, running.data, true)).some(Boolean)).toBe(false);
      }
    }
    expect(phases).toEqual({
      'array.add': 'adding',
      'array.insert': 'inserting',
      'array.remove': 'removing',
      'array.update': 'updating',
      'stack.push': 'pushing',
      'stack.pop': 'popping',
      'stack.peek': 'peeking',
      'queue.enqueue': 'enqueueing',
      'queue.dequeue': 'dequeueing',
      'queue.peek': 'peeking',
      'linkedList.add': 'adding',
      'linkedList.insert': 'inserting',
      'linkedList.remove': 'removing',
    });
  });

  it('ignores a start while running and script events while idle', () => {
    const idle = initialOperationState('stack');
    const pop = planStack(five, 'pop', {});
    const running = reduceOperation(idle, { kind: 'start', script: pop });
    expect(reduceOperation(running, { kind: 'start', script: planStack(five, 'peek', {}) })).toBe(running);
    expect(reduceOperation(idle, { kind: 'end', atMs: 0 })).toBe(idle);
    const step = pop.steps[0];
    if (step === undefined) throw new Error('pop has steps');
    expect(reduceOperation(idle, { kind: 'step', atMs: 0, step })).toBe(idle);
  });

  it('starts from 10, 20, 30, 40, 50', () => {
    expect(INITIAL_COLLECTION).toEqual([10, 20, 30, 40, 50]);
    expect(Object.isFrozen(INITIAL_COLLECTION)).toBe(true);
    expect(initialOperationState('queue').data).toEqual([10, 20, 30, 40, 50]);
  });
});
