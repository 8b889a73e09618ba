/**
 * Each operation recorded as a model trace: its frames in order, each with the message, highlights and
 * data the page shows after it, the code line (the operation's method) and how long it stays; and the
 * share link that reopens a run.
 */
import { describe, expect, it } from 'vitest';
import {
  INITIAL_COLLECTION,
  LEAD_IN_MS,
  frameDurationMs,
  idleTrace,
  structureRunLink,
  structureViews,
  createIdAllocator,
  traceOperation,
  type StructureTrace,
} from '@/core/structures';
import { methodLines, structureCode } from '@/core/structures/listings/lines';

/** Each frame after the first as 'time message | highlights | data', the way the page shows it. */
function frames(trace: StructureTrace): string[] {
  return trace.steps.map((step) => {
    const { state } = step;
    const marks = state.highlights.map((h) => `${h.index}${h.role}`).join(' ');
    const pending = state.pending ? ` +${state.pending.value}@${state.pending.index}` : '';
    return `${step.atMs} ${state.message || '(idle)'} | ${marks}${pending} | ${state.data.join(',')}`;
  });
}

describe('operation traces', () => {
  it('array insert: every message in order, the shift, the new element, the data after each frame', () => {
    const trace = traceOperation('array', INITIAL_COLLECTION, 'insert', { index: 2, value: 25 });
    expect(frames(trace)).toEqual([
      '0 Shifting elements from index 2 onwards to make space | 2shifting 3shifting 4shifting | 10,20,30,40,50',
      '1000 Inserting 25 at index 2 | 2shifting 3shifting 4shifting +25@2 | 10,20,30,40,50',
      '2000 Inserted 25 at index 2 | 2new | 10,20,25,30,40,50',
      '4000 (idle) |  | 10,20,25,30,40,50',
    ]);
    expect(trace.finalData).toEqual([10, 20, 25, 30, 40, 50]);
  });

  it('stack pop: the value is taken off at 2 s, during the end pause', () => {
    const trace = traceOperation('stack', INITIAL_COLLECTION, 'pop', {});
    expect(frames(trace)).toEqual([
      '0 Removing top element: 50 | 4removing | 10,20,30,40,50',
      '1000 Popped 50 from the stack | 4removing | 10,20,30,40,50',
      '2000 Popped 50 from the stack |  | 10,20,30,40',
      '3000 (idle) |  | 10,20,30,40',
    ]);
    expect(trace.script?.result).toBe(50);
  });

  it('queue peek: one step held 1.5 s beyond the end pause, nothing changed', () => {
    const trace = traceOperation('queue', INITIAL_COLLECTION, 'peek', {});
    expect(frames(trace)).toEqual([
      '0 Peeking at front element: 10 | 0active | 10,20,30,40,50',
      '3500 (idle) |  | 10,20,30,40,50',
    ]);
    expect(trace.durationAt(1)).toBe(3500);
  });

  it('linked-list remove: walks node by node onto the node, unlinks it, lands at 3 s', () => {
    const trace = traceOperation('linkedList', INITIAL_COLLECTION, 'remove', { index: 2 });
    expect(frames(trace)).toEqual([
      '0 Traversing to position 2 | 0traversing | 10,20,30,40,50',
      '333 Traversing to position 2 | 0visited 1traversing | 10,20,30,40,50',
      '667 Traversing to position 2 | 0visited 1visited 2traversing | 10,20,30,40,50',
      '1000 Updating next pointers to remove the node | 1active 2removing | 10,20,30,40,50',
      '2000 Removed node at position 2 | 2removing | 10,20,30,40,50',
      '3000 Removed node at position 2 |  | 10,20,40,50',
      '4000 (idle) |  | 10,20,40,50',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => trace.durationAt(i))).toEqual([
      LEAD_IN_MS,
      333,
      334,
      333,
      1000,
      1000,
      1000,
      0,
    ]);
  });

  it('tags every step with its method in the listings, and the final idle frame with none', () => {
    const trace = traceOperation('queue', INITIAL_COLLECTION, 'enqueue', { value: 60 });
    expect(trace.steps.map((step) => step.line)).toEqual(['enqueue', 'enqueue', '']);
    expect(trace.frameAt(0).model).toMatchObject({ phase: 'idle', data: INITIAL_COLLECTION });
    expect(trace.frameAt(trace.stepCount).model).toMatchObject({ phase: 'idle', message: '' });
  });

  it('scales every frame with the speed slider, the default speed keeping the documented times', () => {
    const trace = traceOperation('stack', INITIAL_COLLECTION, 'push', { value: 1 });
    expect([1, 2].map((i) => frameDurationMs(trace, i, 50))).toEqual([1000, 2000]);
    expect([1, 2].map((i) => frameDurationMs(trace, i, 100))).toEqual([500, 1000]);
    expect([1, 2].map((i) => frameDurationMs(trace, i, 10))).toEqual([5000, 10000]);
  });

  it('a page with no operation is one idle frame', () => {
    const trace = idleTrace('array', [1, 2]);
    expect(trace.stepCount).toBe(0);
    expect(trace.finalData).toEqual([1, 2]);
    expect(trace.durationAt(0)).toBe(0);
  });
});

describe('views of a trace', () => {
  it('keep each element identity from one operation to the next, the new value landing with its own', () => {
    const allocate = createIdAllocator();
    const first = traceOperation('stack', [1, 2], 'push', { value: 3 });
    const firstViews = structureViews(first, null, allocate);
    const pendingId = firstViews[1]?.pending?.id;
    expect(firstViews.at(-1)?.items.map((item) => item.id)).toEqual([0, 1, pendingId]);
    const second = traceOperation('stack', first.finalData, 'pop', {});
    const secondViews = structureViews(second, firstViews.at(-1) ?? null, allocate);
    expect(secondViews[0]?.items.map((item) => item.id)).toEqual([0, 1, pendingId]);
    expect(secondViews.at(-1)?.items.map((item) => item.id)).toEqual([0, 1]);
  });
});

describe('share links', () => {
  const link = structureRunLink('linkedList');

  it('write the collection, the operation with its input, speed and step, and read them back', () => {
    const config = {
      data: [10, 20, 30],
      operation: { op: 'insert' as const, input: { index: 1, value: 25 } },
      speed: 70,
      step: 3,
    };
    const query = link.encode(config);
    expect(query).toBe('values=10%2C20%2C30&op=insert&value=25&index=1&speed=70&step=3');
    expect(link.decode(query)).toEqual(config);
  });

  it('drop an operation its dialog would refuse, keep the values, and clamp the speed', () => {
    expect(link.decode('values=1,2&op=remove&index=5&speed=500&step=2')).toEqual({
      data: [1, 2],
      operation: null,
      speed: 100,
      step: 2,
    });
    expect(structureRunLink('stack').decode('values=&op=pop')).toMatchObject({ data: [], operation: null });
  });

  it('name no run without valid values, so the page opens its default', () => {
    expect(link.decode('')).toBeNull();
    expect(link.decode('values=1,x,3')).toBeNull();
    expect(link.decode('values=1.5')).toBeNull();
  });
});

describe('code lines', () => {
  it("highlight each operation's whole method, in every language", () => {
    const code = structureCode('stack');
    const lines = (language: 'javascript' | 'python' | 'java', op: string) =>
      (code[language].lines[op] ?? []).map((n) => code[language].code.split('\n')[n - 1]?.trim());
    expect(lines('javascript', 'push')).toEqual(['push(value) {', 'this.items.push(value);', '}']);
    expect(lines('python', 'peek')).toEqual([
      'def peek(self):',
      'if self.is_empty():',
      'raise IndexError("The stack is empty")',
      'return self._items[-1]',
    ]);
    expect(lines('java', 'pop')[0]).toBe('public int pop() {');
    expect(lines('java', 'pop').at(-1)).toBe('}');
  });

  it('finds the method of every operation of every structure', () => {
    for (const structure of ['array', 'stack', 'queue', 'linkedList'] as const) {
      const code = structureCode(structure);
      for (const language of ['javascript', 'python', 'java'] as const) {
        for (const lineNumbers of Object.values(code[language].lines))
          expect(lineNumbers.length).toBeGreaterThan(1);
      }
    }
    expect(() => methodLines('class A {}', 'javascript', 'push')).toThrow(/no method push/);
  });
});
