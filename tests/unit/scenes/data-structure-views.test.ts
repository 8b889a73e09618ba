/**
 * The view the data-structure scenes draw: stable identities through real operations (played by the
 * real controller on fake timers), and the DOM mirror and summary built from it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertionIndex, removalIndex } from '@/core/structures';
import {
  arrayMirror,
  linkedListMirror,
  linkedListSummary,
  mirrorStateOf,
  queueMirror,
  queueSummary,
  stackMirror,
  stackSummary,
} from '@/features/data-structures/mirror';
import { page } from './structureHarness';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('insertionIndex / removalIndex', () => {
  it('use the hint when it explains the change, else the first difference', () => {
    expect(insertionIndex([1, 2, 3], [1, 9, 2, 3], 1)).toBe(1);
    expect(insertionIndex([1, 2, 3], [1, 9, 2, 3], 3)).toBe(1);
    expect(insertionIndex([1, 2, 3], [1, 2, 3, 4])).toBe(3);
    // With duplicates the hint decides which of two equal values is new.
    expect(insertionIndex([5, 5], [5, 5, 5], 0)).toBe(0);
    expect(removalIndex([1, 2, 3], [1, 3], 1)).toBe(1);
    expect(removalIndex([1, 2, 3], [1, 3], 0)).toBe(1);
    expect(removalIndex([7, 7, 7], [7, 7], 2)).toBe(2);
  });
});

describe('structure view identities', () => {
  it('an array insert shifts identities right and the waiting value keeps its id when it lands', () => {
    const p = page('array');
    const before = p.ids();
    expect(new Set(before).size).toBe(5);
    p.run('insert', { value: '25', index: '2' });
    expect(p.view().pending).toBeNull();
    vi.advanceTimersByTime(1000);
    const pending = p.view().pending;
    expect(pending).toMatchObject({ value: 25, index: 2 });
    expect(p.view().landed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(p.view().landed).toBe(true);
    expect(p.ids()).toEqual([before[0], before[1], pending?.id, before[2], before[3], before[4]]);
    vi.advanceTimersByTime(2000);
    expect(p.view().state.phase).toBe('idle');
    expect(p.view().landed).toBe(false);
    expect(p.view().items.every((item) => item.role === null)).toBe(true);
  });

  it('a remove drops the removed element’s id, even among equal values', () => {
    const p = page('array', [7, 7, 7]);
    const before = p.ids();
    p.run('remove', { index: '1' });
    vi.advanceTimersByTime(2000);
    expect(p.ids()).toEqual([before[0], before[2]]);
  });

  it('an update keeps every id', () => {
    const p = page('array');
    const before = p.ids();
    p.run('update', { index: '0', value: '1' });
    vi.advanceTimersByTime(3000);
    expect(p.ids()).toEqual(before);
    expect(p.view().items[0]?.value).toBe(1);
  });

  it('a dequeue drops the front; an enqueue appends the waiting value', () => {
    const p = page('queue');
    const before = p.ids();
    p.run('dequeue');
    vi.advanceTimersByTime(3000);
    expect(p.ids()).toEqual(before.slice(1));
    p.run('enqueue', { value: '60' });
    const waiting = p.view().pending?.id;
    vi.advanceTimersByTime(1000);
    expect(p.ids()).toEqual([...before.slice(1), waiting]);
  });

  it('a linked-list insert keeps the pending id through all four steps', () => {
    const p = page('linkedList');
    p.run('insert', { value: '25', index: '0' });
    const id = p.view().pending?.id;
    for (let t = 0; t < 3; t += 1) {
      vi.advanceTimersByTime(1000);
      expect(p.view().pending?.id).toBe(id);
    }
    vi.advanceTimersByTime(1000);
    expect(p.view().pending).toBeNull();
    expect(p.ids()[0]).toBe(id);
  });
});

describe('mirrors and summaries', () => {
  it('maps highlight roles onto the mirror vocabulary', () => {
    expect(mirrorStateOf('new')).toBe('new');
    expect(mirrorStateOf('removing')).toBe('removing');
    expect(mirrorStateOf('active')).toBe('active');
    expect(mirrorStateOf('shifting')).toBe('active');
    expect(mirrorStateOf('traversing')).toBe('active');
    expect(mirrorStateOf('visited')).toBe('range');
  });

  it('marks top, front/rear and head/tail unless a highlight applies', () => {
    const stack = page('stack');
    expect(stackMirror(stack.view()).map((item) => item.state)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'top',
    ]);
    stack.run('peek');
    expect(stackMirror(stack.view()).at(-1)).toMatchObject({
      state: 'active',
      description: '50, top, highlighted',
    });

    const queue = page('queue', [4]);
    expect(queueMirror(queue.view())).toEqual([{ value: 4, state: 'front', description: '4, front, rear' }]);

    const list = page('linkedList', [1, 2]);
    expect(linkedListMirror(list.view()).map((item) => item.description)).toEqual([
      'Node 0: 1, head',
      'Node 1: 2, tail',
    ]);
  });

  it('lists the waiting value where it will land', () => {
    const array = page('array');
    array.run('add', { value: '60' });
    expect(arrayMirror(array.view()).at(-1)).toEqual({
      value: 60,
      state: 'new',
      description: 'New value 60, waiting for index 5',
    });
    const list = page('linkedList');
    list.run('insert', { value: '25', index: '1' });
    expect(linkedListMirror(list.view()).map((item) => `${item.value}:${item.state}`)).toEqual([
      '10:head',
      '25:new',
      '20:default',
      '30:default',
      '40:default',
      '50:tail',
    ]);
  });

  it('summarises sizes and ends, or says the structure is empty', () => {
    expect(stackSummary([1, 2])).toEqual([
      { term: 'Stack Size', value: '2' },
      { term: 'Top Element', value: '2' },
    ]);
    expect(stackSummary([])).toEqual([
      { term: 'Stack Size', value: '0' },
      { term: 'Stack is empty', value: null },
    ]);
    expect(queueSummary([])).toEqual([
      { term: 'Queue Size', value: '0' },
      { term: 'Queue is empty', value: null },
    ]);
    expect(queueSummary([3, 4])[1]).toEqual({ term: 'Front Element', value: '3' });
    expect(linkedListSummary([5, 6, 7])).toEqual([
      { term: 'Linked List Length', value: '3' },
      { term: 'Head', value: '5' },
      { term: 'Tail', value: '7' },
    ]);
    expect(linkedListSummary([])).toEqual([{ term: 'Linked List is empty', value: null }]);
  });
});
