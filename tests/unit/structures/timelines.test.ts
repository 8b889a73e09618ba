/**
 * Every operation of every structure recorded as a trace and played on the step player with fake timers:
 * each step's message at its time, the data change at its documented delay, idle after the end pause,
 * peek's longer hold. Expected times are written out from docs/product-rules.md#data-structure-operations,
 * not derived from the constants under test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_COLLECTION,
  planOperation,
  type OperationOf,
  type OperationState,
  type StructureKind,
  type TimedScript,
} from '@/core/structures';
import { playScript } from './playHarness';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Plays a script and returns what the page showed when, as readable lines. */
function record(script: TimedScript): string[] {
  const log: string[] = [];
  const { player, state } = playScript(script);
  let shown: OperationState | null = null;
  const note = () => {
    const now = state();
    if (shown !== null && now.data !== shown.data) log.push(`${Date.now()} data [${now.data.join(',')}]`);
    if (now.phase === 'idle') log.push(`${Date.now()} end`);
    else if (now.stepNumber !== shown?.stepNumber)
      log.push(`${Date.now()} step ${now.stepNumber}: ${now.message}`);
    shown = now;
  };
  note();
  player.subscribe(note);
  vi.runAllTimers();
  return log;
}

/** Starts an operation on the initial collection, played as a page plays it. */
function start(structure: StructureKind, op: string, input: object) {
  return playScript(planOperation(structure, INITIAL_COLLECTION, op as never, input as never));
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

describe('page state through the step player', () => {
  it.each(cases)(
    '$structure $op: messages, data, idle and cleared highlight',
    ({ structure, op, input, timeline }) => {
      const { state } = start(structure, op, input);
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
          expect(state().phase).not.toBe('idle');
        }
        advanceTo(ms);
        const now = state();
        if (kind === 'step') {
          const [, number = '', message = ''] = /^\d+ step (\d+): (.*)$/.exec(line) ?? [];
          expect(now.stepNumber).toBe(Number(number));
          expect(now.message).toBe(message);
        } else if (kind === 'data') {
          expect(`[${now.data.join(',')}]`).toBe(line.split(' ')[2]);
        } else {
          expect(ms).toBe(endMs);
          expect(now).toMatchObject({ phase: 'idle', op: null, message: '', stepNumber: 0, pending: null });
          expect(now.highlights).toEqual([]);
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
      const { state } = start(structure, op, input);
      vi.advanceTimersByTime(delay - 1);
      expect(state().data, `${structure} ${op}`).toEqual(INITIAL_COLLECTION);
      vi.advanceTimersByTime(1);
      expect(state().data, `${structure} ${op}`).not.toEqual(INITIAL_COLLECTION);
      vi.runAllTimers();
    }
  });

  it('keeps the peek message up for 1.5 s beyond the end pause, and the data unchanged', () => {
    for (const structure of ['stack', 'queue'] as const) {
      const { state } = start(structure, 'peek', {});
      expect(state()).toMatchObject({ phase: 'peeking', stepNumber: 1, totalSteps: 1 });
      vi.advanceTimersByTime(3499);
      expect(state().message).toMatch(/^Peeking at (top|front) element: (50|10)$/);
      expect(state().highlights).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(state()).toMatchObject({ phase: 'idle', message: '', highlights: [] });
      expect(state().data).toEqual(INITIAL_COLLECTION);
    }
  });

  it('plays at the speed slider: twice as fast at 100, five times slower at 10', () => {
    const pop = planOperation('stack', INITIAL_COLLECTION, 'pop', {});
    const fast = playScript(pop, 100);
    vi.advanceTimersByTime(999);
    expect(fast.state().data).toEqual(INITIAL_COLLECTION);
    vi.advanceTimersByTime(1);
    expect(fast.state().data).toEqual([10, 20, 30, 40]);
    vi.advanceTimersByTime(500);
    expect(fast.state().phase).toBe('idle');
    fast.stop();

    const slow = playScript(pop, 10);
    vi.advanceTimersByTime(4999);
    expect(slow.state().message).toBe('Removing top element: 50');
    vi.advanceTimersByTime(1);
    expect(slow.state().message).toBe('Popped 50 from the stack');
    vi.runAllTimers();
  });

  it('steps back and forward through the same frames, and pausing stops the clock', () => {
    const { player, state } = start('stack', 'push', { value: 60 });
    vi.advanceTimersByTime(1000);
    expect(state()).toMatchObject({ stepNumber: 2, data: [10, 20, 30, 40, 50, 60] });
    player.stepBack();
    expect(state()).toMatchObject({ stepNumber: 1, message: 'Creating new node with value 60' });
    expect(state().data).toEqual(INITIAL_COLLECTION);
    expect(state().pending).toEqual({ value: 60, index: 5 });
    vi.advanceTimersByTime(10_000);
    expect(state().stepNumber).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    player.stepForward();
    expect(state()).toMatchObject({ stepNumber: 2, message: 'Pushed 60 to the top of the stack' });
    player.seek(0);
    expect(state()).toMatchObject({ phase: 'idle', data: INITIAL_COLLECTION, message: '' });
  });
});

describe('traversal node by node', () => {
  function highlightsOverTime(script: TimedScript): string[] {
    const log: string[] = [];
    const start = Date.now();
    const { player, state } = playScript(script);
    const describeHighlights = (hs: readonly { index: number; role: string }[]): string =>
      hs.map((h) => `${h.index}${h.role[0]}`).join(' ');
    const note = () => {
      const now = state();
      // The frames the steps show, before the data lands.
      if (now.phase !== 'idle' && now.data === script.initialData) {
        log.push(`${Date.now() - start}: ${describeHighlights(now.highlights)}`);
      }
    };
    note();
    player.subscribe(note);
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
