/**
 * The one way core holds state that changes over time: a store keeps the current snapshot and tells its
 * listeners when it is replaced. A snapshot is an immutable object that stays the same (===) until the
 * next change, so `useSyncExternalStore(store.subscribe, store.getSnapshot)` works on it directly, and
 * Pixi scenes can subscribe without React. `subscribe` and `getSnapshot` are plain functions (no `this`),
 * safe to pass around detached.
 */

/** Told after every change, with the new snapshot (React's listeners ignore it). */
export type Listener<T> = (snapshot: T) => void;
export type Unsubscribe = () => void;

/** What a reader of a store needs. */
export interface ReadableStore<T> {
  /** Calls `listener` after every change until the returned function is called. */
  subscribe(listener: Listener<T>): Unsubscribe;
  /** The current snapshot: the same object until the next change. */
  getSnapshot(): T;
}

/** A store as its owner holds it. */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the snapshot and tells every listener; setting the current snapshot again changes nothing. */
  set(next: T): void;
  /** Forgets every listener (the owner is done with the store). */
  clear(): void;
}

export function createStore<T>(initial: T): Store<T> {
  let snapshot = initial;
  const listeners = new Set<Listener<T>>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      for (const listener of listeners) listener(snapshot);
    },
    clear() {
      listeners.clear();
    },
  };
}

/**
 * A store that follows `source` for as long as both live: its first snapshot is `derive(source's)`, and
 * every change of the source gives one new snapshot, `derive(source's, the previous one)` (so a view can
 * keep what it worked out before, such as identities).
 */
export function deriveStore<S, T>(
  source: ReadableStore<S>,
  derive: (snapshot: S, previous: T | null) => T,
): ReadableStore<T> {
  const store = createStore(derive(source.getSnapshot(), null));
  source.subscribe((snapshot) => store.set(derive(snapshot, store.getSnapshot())));
  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot };
}
