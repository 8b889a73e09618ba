/**
 * Every operation of every structure played with fake timers: each step's message at its time, the data
 * change at its documented delay, idle after the end pause, peek's longer hold. Expected times are written
 * out from docs/product-rules.md#data-structure-operations, not derived from the constants under test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_COLLECTION,
  createOperationController,
  planOperation,
  runScript,
  type OperationOf,
  type StructureKind,
  type TimedScript,
} from '@/core/structures';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Plays a script and returns what happened when, as readable lines. */
function record(script: TimedScript): string[] {
  const log: string[] = [];
  runScript(script, {
    onStep: (step) => log.push(`${Date.now()} step ${step.number}: ${step.message}`),
    onDataChange: (data) => log.push(`${Date.now()} data [${data.join(',')}]`),
    onEnd: () => log.push(`${Date.now()} end`),
  });
  vi.runAllTimers();
  return log;
}

interface TimelineCase {
  structure: StructureKind;
  op: string;
  input: object;
  timeline: string[];
}

const cases: TimelineCase[] = [
  {
    structure: 'array',
    op: 'add',
    input: { value: 60 },
    timeline: [
      '0 step 1: Creating space at the end of the array',
      '1000 data [10,20,30,40,50,60]',
      '1000 step 2: Added 60 at index 5',
      '3000 end',
    ],
  },
  {
    structure: 'array',
    op: 'insert',
    input: { index: 2, value: 25 },
    timeline: [
      '0 step 1: Shifting elements from index 2 onwards to make space',
      '1000 step 2: Inserting 25 at index 2',
      '2000 data [10,20,25,30,40,50]',
      '2000 step 3: Inserted 25 at index 2',
      '4000 end',
    ],
  },
  {
    structure: 'array',
    op: 'remove',
    input: { index: 1 },
    timeline: [
      '0 step 1: Removing element at index 1',
      '1000 step 2: Shifting elements to fill the gap',
      '2000 data [10,30,40,50]',
      '3000 end',
    ],
  },
  {
    structure: 'array',
    op: 'update',
    input: { index: 3, value: 99 },
    timeline: [
      '0 step 1: Accessing element at index 3',
      '1000 data [10,20,30,99,50]',
      '1000 step 2: Updated value at index 3 to 99',
      '3000 end',
    ],
  },
  {
    structure: 'stack',
    op: 'push',
    input: { value: 60 },
    timeline: [
      '0 step 1: Creating new node with value 60',
      '1000 data [10,20,30,40,50,60]',
      '1000 step 2: Pushed 60 to the top of the stack',
      '3000 end',
    ],
  },
  {
    structure: 'stack',
    op: 'pop',
    input: {},
    timeline: [
      '0 step 1: Removing top element: 50',
      '1000 step 2: Popped 50 from the stack',
      '2000 data [10,20,30,40]',
      '3000 end',
    ],
  },
  {
    structure: 'stack',
    op: 'peek',
    input: {},
    timeline: ['0 step 1: Peeking at top element: 50', '3500 end'],
  },
  {
    structure: 'queue',
    op: 'enqueue',
    input: { value: 60 },
    timeline: [
      '0 step 1: Creating new node with value 60',
      '1000 data [10,20,30,40,50,60]',
      '1000 step 2: Enqueued 60 at the rear of the queue',
      '3000 end',
    ],
  },
  {
    structure: 'queue',
    op: 'dequeue',
    input: {},
    timeline: [
      '0 step 1: Removing front element: 10',
      '1000 step 2: Dequeued 10 from the queue',
      '2000 data [20,30,40,50]',
      '3000 end',
    ],
  },
  {
    structure: 'queue',
    op: 'peek',
    input: {},
    timeline: ['0 step 1: Peeking at front element: 10', '3500 end'],
  },
  {
    structure: 'linkedList',
    op: 'add',
    input: { value: 60 },
    timeline: [
      '0 step 1: Creating new node with value 60',
      '1000 step 2: Finding the last node in the list',
      '2000 step 3: Inserted new node with value 60 at position 5',
      '3000 data [10,20,30,40,50,60]',
      '4000 end',
    ],
  },
  {
    structure: 'linkedList',
    op: 'insert',
    input: { index: 2, value: 25 },
    timeline: [
      '0 step 1: Creating new node with value 25',
      '1000 step 2: Traversing to position 2',
      '2000 step 3: Updating next pointers to insert the new node',
      '3000 step 4: Inserted new node with value 25 at position 2',
      '4000 data [10,20,25,30,40,50]',
      '5000 end',
    ],
  },
  {
    structure: 'linkedList',
    op: 'remove',
    input: { index: 1 },
    timeline: [
      '0 step 1: Traversing to position 1',
      '1000 step 2: Updating next pointers to remove the node',
      '2000 step 3: Removed node at position 1',
      '3000 data [10,30,40,50]',
      '4000 end',
    ],
  },
];

describe('operation timelines (docs/product-rules.md#data-structure-operations)', () => {
  it.each(cases)('$structure $op', ({ structure, op, input, timeline }) => {
    const script = planOperation(
      structure,
      INITIAL_COLLECTION,
      op as OperationOf<typeof structure>,
      input as never,
    );
    expect(record(script)).toEqual(timeline);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has the documented step counts', () => {
    const counts = Object.fromEntries(
      cases.map(({ structure, op, input }) => [
        `${structure}.${op}`,
        planOperation(structure, INITIAL_COLLECTION, op as never, input as never).steps.length,
      ]),
    );
    expect(counts).toEqual({
      'array.add': 2,
      'array.insert': 3,
      'array.remove': 2,
      'array.update': 2,
      'stack.push': 2,
      'stack.pop': 2,
      'stack.peek': 1,
      'queue.enqueue': 2,
      'queue.dequeue': 2,
      'queue.peek': 1,
      'linkedList.add': 3,
      'linkedList.insert': 4,
      'linkedList.remove': 3,
    });
  });
});

describe('page state through the controller', () => {
  it.each(cases)(
    '$structure $op: messages, data, idle and cleared highlight',
    ({ structure, op, input, timeline }) => {
      const controller = createOperationController(structure);
      const outcome = controller.start(op as never, input as never);
      expect(outcome.ok).toBe(true);
      let elapsed = 0;
      const advanceTo = (ms: number): void => {
        vi.advanceTimersByTime(ms - elapsed);
        elapsed = ms;
      };
      const endMs = Number(timeline.at(-1)?.split(' ')[0]);
      for (const line of timeline) {
        const [time = '', kind = ''] = line.split(' ');
        const ms = Number(time);
        if (ms - 1 >= elapsed) {
          advanceTo(ms - 1);
          expect(controller.getSnapshot().phase).not.toBe('idle');
        }
        advanceTo(ms);
        const state = controller.getSnapshot();
        if (kind === 'step') {
          const [, number = '', message = ''] = /^\d+ step (\d+): (.*)$/.exec(line) ?? [];
          expect(state.stepNumber).toBe(Number(number));
          expect(state.message).toBe(message);
        } else if (kind === 'data') {
          expect(`[${state.data.join(',')}]`).toBe(line.split(' ')[2]);
        } else {
          expect(ms).toBe(endMs);
          expect(state).toMatchObject({ phase: 'idle', op: null, message: '', stepNumber: 0, pending: null });
          expect(state.highlights).toEqual([]);
        }
      }
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('changes the data only at the delay, keeping the old data a millisecond before', () => {
    const delays: [StructureKind, string, object, number][] = [
      ['array', 'add', { value: 1 }, 1000],
      ['array', 'insert', { index: 0, value: 1 }, 2000],
      ['array', 'remove', { index: 0 }, 2000],
      ['array', 'update', { index: 0, value: 1 }, 1000],
      ['stack', 'push', { value: 1 }, 1000],
      ['stack', 'pop', {}, 2000],
      ['queue', 'enqueue', { value: 1 }, 1000],
      ['queue', 'dequeue', {}, 2000],
      ['linkedList', 'add', { value: 1 }, 3000],
      ['linkedList', 'insert', { index: 0, value: 1 }, 4000],
      ['linkedList', 'remove', { index: 0 }, 3000],
    ];
    for (const [structure, op, input, delay] of delays) {
      const controller = createOperationController(structure);
      controller.start(op as never, input as never);
      vi.advanceTimersByTime(delay - 1);
      expect(controller.getSnapshot().data, `${structure} ${op}`).toEqual(INITIAL_COLLECTION);
      vi.advanceTimersByTime(1);
      expect(controller.getSnapshot().data, `${structure} ${op}`).not.toEqual(INITIAL_COLLECTION);
      vi.runAllTimers();
    }
  });

  it('keeps the peek message up for 1.5 s beyond the end pause, and the data unchanged', () => {
    for (const structure of ['stack', 'queue'] as const) {
      const controller = createOperationController(structure);
      controller.start('peek', {});
      expect(controller.getSnapshot()).toMatchObject({ phase: 'peeking', stepNumber: 1, totalSteps: 1 });
      vi.advanceTimersByTime(3499);
      expect(controller.getSnapshot().message).toMatch(/^Peeking at (top|front) element: (50|10)$/);
      expect(controller.getSnapshot().highlights).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(controller.getSnapshot()).toMatchObject({ phase: 'idle', message: '', highlights: [] });
      expect(controller.getSnapshot().data).toEqual(INITIAL_COLLECTION);
    }
  });

  it('notifies subscribers of each change and stops after unsubscribe', () => {
    const controller = createOperationController('stack');
    const phases: string[] = [];
    const unsubscribe = controller.subscribe((state) => phases.push(`${state.phase}:${state.stepNumber}`));
    controller.start('pop', {});
    vi.runAllTimers();
    expect(phases).toEqual(['popping:0', 'popping:1', 'popping:2', 'popping:2', 'idle:0']);
    unsubscribe();
    controller.start('pop', {});
    vi.runAllTimers();
    expect(phases).toHaveLength(5);
    expect(controller.getSnapshot().data).toEqual([10, 20, 30]);
  });
});

describe('traversal node by node', () => {
  function highlightsOverTime(script: TimedScript): string[] {
    const log: string[] = [];
    const start = Date.now();
    const describeHighlights = (hs: readonly { index: number; role: string }[]): string =>
      hs.map((h) => `${h.index}${h.role[0]}`).join(' ');
    runScript(script, {
      onStep: (step) => log.push(`${Date.now() - start}: ${describeHighlights(step.highlights)}`),
      onHighlight: (hs) => log.push(`${Date.now() - start}: ${describeHighlights(hs)}`),
    });
    vi.runAllTimers();
    return log;
  }

  it('walks to the last node when adding to the end', () => {
    const script = planOperation('linkedList', [10, 20, 30, 40, 50], 'add', { value: 60 });
    expect(highlightsOverTime(script)).toEqual([
      '0: ',
      '1000: 0t',
      '1200: 0v 1t',
      '1400: 0v 1v 2t',
      '1600: 0v 1v 2v 3t',
      '1800: 0v 1v 2v 3v 4t',
      '2000: 4a',
    ]);
  });

  it('walks to the node before the position when inserting', () => {
    const script = planOperation('linkedList', [10, 20, 30, 40, 50], 'insert', { index: 3, value: 7 });
    expect(highlightsOverTime(script)).toEqual([
      '0: ',
      '1000: 0t',
      '1333: 0v 1t',
      '1667: 0v 1v 2t',
      '2000: 2a 3a',
      '3000: 2a 3a',
    ]);
  });

  it('walks onto the node being removed', () => {
    const script = planOperation('linkedList', [10, 20, 30, 40, 50], 'remove', { index: 2 });
    expect(highlightsOverTime(script)).toEqual([
      '0: 0t',
      '333: 0v 1t',
      '667: 0v 1v 2t',
      '1000: 1a 2r',
      '2000: 2r',
    ]);
  });

  it('has nothing to walk at the head or in an empty list', () => {
    expect(highlightsOverTime(planOperation('linkedList', [], 'add', { value: 1 }))).toEqual([
      '0: ',
      '1000: ',
      '2000: ',
    ]);
    expect(
      highlightsOverTime(planOperation('linkedList', [10, 20], 'insert', { index: 0, value: 1 })),
    ).toEqual(['0: ', '1000: ', '2000: 0a', '3000: 0a']);
  });
});

describe('cancelling', () => {
  it('stops every pending timer and fires nothing more', () => {
    const script = planOperation('linkedList', INITIAL_COLLECTION, 'insert', { index: 4, value: 1 });
    const seen: string[] = [];
    const cancel = runScript(script, {
      onEvent: (event) => seen.push(event.kind),
    });
    vi.advanceTimersByTime(1500);
    const before = [...seen];
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(before);
    expect(() => cancel()).not.toThrow();
  });

  it('can be cancelled from inside a handler, skipping the rest of that moment', () => {
    const script = planOperation('array', INITIAL_COLLECTION, 'add', { value: 60 });
    const seen: string[] = [];
    const cancel: () => void = runScript(script, {
      onEvent: (event) => {
        seen.push(`${event.atMs} ${event.kind}`);
        if (event.kind === 'data') cancel();
      },
    });
    vi.runAllTimers();
    expect(seen).toEqual(['0 step', '1000 data']);
  });

  it('returns the page to idle with the data as it was at that moment', () => {
    const early = createOperationController('array');
    early.submit('add', { value: '60' });
    vi.advanceTimersByTime(999);
    early.cancel();
    expect(early.getSnapshot()).toMatchObject({ phase: 'idle', message: '', data: INITIAL_COLLECTION });
    expect(vi.getTimerCount()).toBe(0);

    const late = createOperationController('array');
    late.submit('add', { value: '60' });
    vi.advanceTimersByTime(1500);
    late.cancel();
    expect(late.getSnapshot()).toMatchObject({
      phase: 'idle',
      highlights: [],
      data: [10, 20, 30, 40, 50, 60],
    });
    expect(late.enabledOperations()).toEqual({ add: true, insert: true, remove: true, update: true });
    expect(() => late.cancel()).not.toThrow();
  });
});
