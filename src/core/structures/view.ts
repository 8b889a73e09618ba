/**
 * What the data-structure scenes draw: the page state of a trace frame plus a stable identity for every element,
 * so an element that moves (an array shift, a node linked in, a queue's values copied into a bigger
 * buffer) slides instead of being redrawn somewhere else, and the value waiting to be added keeps its
 * identity when it lands. A queue's view also says where its values sit in its listing's circular buffer.
 *
 * `advanceView` is pure; `structureViews` gives the view of every frame of an operation's trace.
 */
import type { OperationState } from './machine';
import { dequeuedBuffer, enqueuedBuffer, queueBufferFor, type QueueBuffer } from './queue-buffer';
import type { StructureTrace } from './trace';
import type { Highlight, HighlightRole, StructureKind } from './types';

export interface StructureItemView {
  /** Stable across moves; never reused within a page. */
  id: number;
  value: number;
  /** The item's highlight in the current step, if any. */
  role: HighlightRole | null;
}

/** The value being created but not in the collection yet, at the index it will land on. */
export interface PendingItemView {
  id: number;
  value: number;
  index: number;
}

export interface StructureView<K extends StructureKind = StructureKind> {
  state: OperationState<K>;
  items: readonly StructureItemView[];
  pending: PendingItemView | null;
  /** True once the running operation has changed the collection (false while idle). */
  landed: boolean;
  /** A queue: where its values sit in the circular buffer of its listing. Null for the other structures. */
  buffer: QueueBuffer | null;
}

export type AllocateId = () => number;

/** The first highlight role on `index`, if any. */
export function roleAt(highlights: readonly Highlight[], index: number): HighlightRole | null {
  return highlights.find((highlight) => highlight.index === index)?.role ?? null;
}

function withoutIndex(data: readonly number[], index: number): number[] {
  return [...data.slice(0, index), ...data.slice(index + 1)];
}

function sameValues(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function firstDifference(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return length;
}

/** Where one element was inserted into `before` to give `after`, preferring the hinted index. */
export function insertionIndex(before: readonly number[], after: readonly number[], hint?: number): number {
  if (
    hint !== undefined &&
    hint >= 0 &&
    hint < after.length &&
    sameValues(withoutIndex(after, hint), before)
  ) {
    return hint;
  }
  return firstDifference(before, after);
}

/** Which element was removed from `before` to give `after`, preferring the hinted index. */
export function removalIndex(before: readonly number[], after: readonly number[], hint?: number): number {
  if (
    hint !== undefined &&
    hint >= 0 &&
    hint < before.length &&
    sameValues(withoutIndex(before, hint), after)
  ) {
    return hint;
  }
  return firstDifference(before, after);
}

function itemsOf(state: OperationState, ids: readonly number[]): StructureItemView[] {
  return state.data.map((value, index) => ({
    id: ids[index] ?? -1,
    value,
    role: roleAt(state.highlights, index),
  }));
}

export function initialView<K extends StructureKind>(
  state: OperationState<K>,
  allocate: AllocateId,
): StructureView<K> {
  const ids = state.data.map(() => allocate());
  const pending = state.pending ? { ...state.pending, id: allocate() } : null;
  const buffer = state.structure === 'queue' ? queueBufferFor(state.data.length) : null;
  return { state, items: itemsOf(state, ids), pending, landed: false, buffer };
}

/**
 * The view after the page moved from `previous.state` to `next`. Identities follow the data: an
 * insertion gets the pending item's id (so the waiting value slides into place), a removal drops the
 * id of the element that was highlighted as removing; an equal-length change (update) keeps them all.
 */
export function advanceView<K extends StructureKind>(
  previous: StructureView<K>,
  next: OperationState<K>,
  allocate: AllocateId,
): StructureView<K> {
  const before = previous.state.data;
  const after = next.data;
  let ids = previous.items.map((item) => item.id);
  let buffer = previous.buffer;
  if (after !== before && after.length !== before.length) {
    if (after.length === before.length + 1) {
      const hint = next.highlights.find((h) => h.role === 'new')?.index ?? previous.pending?.index;
      const at = insertionIndex(before, after, hint);
      ids = [...ids.slice(0, at), previous.pending?.id ?? allocate(), ...ids.slice(at)];
      if (buffer) buffer = enqueuedBuffer(buffer, before.length);
    } else if (after.length === before.length - 1) {
      const hint = previous.state.highlights.find((h) => h.role === 'removing')?.index;
      const at = removalIndex(before, after, hint);
      ids = [...ids.slice(0, at), ...ids.slice(at + 1)];
      if (buffer) buffer = dequeuedBuffer(buffer);
    } else {
      ids = after.map(() => allocate());
      if (buffer) buffer = queueBufferFor(after.length);
    }
  }

  let pending: PendingItemView | null = null;
  if (next.pending) {
    const kept = previous.pending !== null && previous.pending.value === next.pending.value;
    pending = { ...next.pending, id: kept && previous.pending ? previous.pending.id : allocate() };
  }

  const running = next.phase !== 'idle' && previous.state.phase !== 'idle';
  const landed = running && (previous.landed || after !== before);
  return { state: next, items: itemsOf(next, ids), pending, landed, buffer };
}

/** A source of element identities that are never reused on a page. */
export function createIdAllocator(): AllocateId {
  let nextId = 0;
  return () => nextId++;
}

/**
 * The view of every frame of a trace, in order, so stepping back shows the same identities as playing
 * forward. `base` is the view the page showed before (the last frame of the previous operation): its
 * elements keep their identities; without it the collection gets fresh ones.
 */
export function structureViews<K extends StructureKind>(
  trace: StructureTrace<K>,
  base: StructureView<K> | null,
  allocate: AllocateId,
): StructureView<K>[] {
  const first = trace.frameAt(0).model;
  const views = [base ? advanceView(base, first, allocate) : initialView(first, allocate)];
  for (const step of trace.steps) {
    views.push(advanceView(views[views.length - 1] as StructureView<K>, step.state, allocate));
  }
  return views;
}
