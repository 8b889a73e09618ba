/**
 * A hash table with separate chaining or with open addressing and linear probing, and its operations
 * recorded step by step: insert, search and delete, with the hash worked out for the key, every bucket
 * or slot looked at, tombstones under probing, and a resize that rehashes every key when the load
 * factor passes its threshold. Every step carries the whole table after it (at most 30 keys, so a step
 * is small) and is tagged with the line of the listings (listings.ts) it runs.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type HashMode = 'chaining' | 'probing';
export const HASH_MODES: readonly HashMode[] = ['chaining', 'probing'];
export type HashOperation = 'insert' | 'search' | 'delete';
export const HASH_OPERATIONS: readonly HashOperation[] = ['insert', 'search', 'delete'];

/** A key is a whole number or a short word (letters and digits, at least one letter). */
export type HashKey = number | string;

export const INITIAL_CAPACITY = 7;
/** The most keys a table on the page holds. */
export const HASH_KEY_LIMIT = 30;
/**
 * The load factor a table may reach. Chaining grows when keys/buckets passes 1; probing when
 * (keys + tombstones)/slots passes 0.7, since tombstones lengthen probe sequences like keys do.
 */
export const MAX_LOAD: Record<HashMode, number> = { chaining: 1, probing: 0.7 };

/** A stored key; under probing a deleted key leaves a tombstone that searches walk past. */
export interface HashCell {
  readonly key: HashKey;
  /** A stable identity, so a rehashed key visibly travels to its new bucket. */
  readonly id: number;
  readonly tombstone: boolean;
}

export type HashMark = 'compare' | 'found' | 'new' | 'removing' | 'moving' | 'tombstone';
/** How a bucket or slot is highlighted: the key's home, or a later probe. */
export type BucketMark = 'home' | 'probe';

/** The hash worked out for the current key: each character's part for a word. */
export interface HashWork {
  readonly key: HashKey;
  readonly capacity: number;
  /** For a word: after each character, (h·31 + code) mod capacity. Empty for a number. */
  readonly parts: readonly { readonly char: string; readonly code: number; readonly value: number }[];
  readonly index: number;
}

export interface HashTableModel {
  readonly mode: HashMode;
  readonly capacity: number;
  /** Chains (chaining) or slots holding at most one cell (probing), by bucket index. */
  readonly buckets: readonly (readonly HashCell[])[];
  /** Keys waiting to be rehashed into the grown table. */
  readonly pending: readonly HashCell[];
  readonly marks: ReadonlyMap<number, HashMark>;
  readonly bucketMarks: ReadonlyMap<number, BucketMark>;
  readonly hashing: HashWork | null;
  /** What the operation found out, once known ('found at bucket 3', 'not found'). */
  readonly result: string | null;
}

export type HashLineId =
  | 'hash'
  | 'probe'
  | 'scan'
  | 'found'
  | 'missing'
  | 'duplicate'
  | 'place'
  | 'append'
  | 'tombstone'
  | 'unlink'
  | 'resize'
  | 'rehash';

export interface HashStep extends ModelStep {
  readonly line: HashLineId;
  readonly message: string;
  readonly model: HashTableModel;
}

/** One change the table went through: what rebuilds it exactly, tombstones included. */
export interface HashChange {
  readonly op: 'insert' | 'delete';
  readonly key: HashKey;
}

/** A table as the page keeps it: its mode and the changes that made it, then the operation to show. */
export interface HashTableRun {
  readonly mode: HashMode;
  readonly history: readonly HashChange[];
  readonly operation: HashOperation | null;
  readonly key: HashKey | null;
}

/**
 * The most changes a shared link carries; a longer history is shared as the inserts of the live keys
 * (see hashTableShareLink). The page itself keeps the whole history, so each run starts from exactly
 * the table the last one left.
 */
export const HISTORY_LIMIT = 120;

export type HashTableTrace = ModelTrace<HashTableModel, HashStep>;

export const showKey = (key: HashKey) => (typeof key === 'number' ? String(key) : `"${key}"`);

/** The bucket of `key` in a table of `capacity` buckets, with the working a learner can follow. */
export function hashOf(key: HashKey, capacity: number): HashWork {
  if (typeof key === 'number') {
    return { key, capacity, parts: [], index: ((key % capacity) + capacity) % capacity };
  }
  const parts: { char: string; code: number; value: number }[] = [];
  let h = 0;
  for (const char of key) {
    const code = char.charCodeAt(0);
    h = (h * 31 + code) % capacity;
    parts.push({ char, code, value: h });
  }
  return { key, capacity, parts, index: h };
}

/** The hash in words, as the narration and the page show it. */
export function describeHash(work: HashWork): string {
  if (typeof work.key === 'number') {
    return `h(${work.key}) = ${work.key} mod ${work.capacity} = ${work.index}`;
  }
  const steps = work.parts.map((part) => `'${part.char}' (${part.code}) → ${part.value}`).join(', ');
  return `h(${showKey(work.key)}) = (h·31 + code) mod ${work.capacity} for each letter: ${steps}`;
}

/** The capacity after growing: twice as many buckets, plus one, so it stays odd (7, 15, 31, 63). */
export const grownCapacity = (capacity: number) => 2 * capacity + 1;

const sameKey = (a: HashKey, b: HashKey) => typeof a === typeof b && a === b;

interface Table {
  capacity: number;
  buckets: HashCell[][];
}

/** Live keys in bucket order (chain order within a bucket). */
export function storedKeys(buckets: readonly (readonly HashCell[])[]): HashKey[] {
  return buckets.flatMap((bucket) => bucket.filter((cell) => !cell.tombstone).map((cell) => cell.key));
}

function* hashSteps(run: HashTableRun, start: Table, firstId: number): Generator<HashStep> {
  const { mode } = run;
  let table: Table = { capacity: start.capacity, buckets: start.buckets.map((bucket) => [...bucket]) };
  let pending: HashCell[] = [];
  let result: string | null = null;
  let nextId = firstId;

  const snapshot = (
    line: HashLineId,
    message: string,
    options: {
      marks?: [number, HashMark][];
      buckets?: [number, BucketMark][];
      hashing?: HashWork | null;
    } = {},
  ): HashStep => ({
    line,
    message,
    model: {
      mode,
      capacity: table.capacity,
      buckets: table.buckets.map((bucket) => [...bucket]),
      pending: [...pending],
      marks: new Map(options.marks ?? []),
      bucketMarks: new Map(options.buckets ?? []),
      hashing: options.hashing ?? null,
      result,
    },
  });

  const live = () =>
    table.buckets.reduce((sum, bucket) => sum + bucket.filter((cell) => !cell.tombstone).length, 0);
  const tombstones = () =>
    table.buckets.reduce((sum, bucket) => sum + bucket.filter((cell) => cell.tombstone).length, 0);

  if (run.operation === null || run.key === null) return;
  const key = run.key;
  const work = hashOf(key, table.capacity);
  const home = work.index;
  yield snapshot('hash', `${describeHash(work)}: ${showKey(key)} belongs in bucket ${home}.`, {
    buckets: [[home, 'home']],
    hashing: work,
  });

  if (mode === 'chaining') {
    const chain = table.buckets[home] as HashCell[];
    let at = -1;
    for (let i = 0; i < chain.length; i++) {
      const cell = chain[i] as HashCell;
      const match = sameKey(cell.key, key);
      yield snapshot(
        'scan',
        match
          ? `Bucket ${home}, place ${i + 1} in its chain: ${showKey(cell.key)} is the key.`
          : `Bucket ${home}, place ${i + 1} in its chain: ${showKey(cell.key)} is not ${showKey(key)}${run.operation === 'insert' ? ' (a collision)' : ''}.`,
        { marks: [[cell.id, 'compare']], buckets: [[home, 'home']], hashing: work },
      );
      if (match) {
        at = i;
        break;
      }
    }
    const found = at >= 0 ? (chain[at] as HashCell) : null;
    switch (run.operation) {
      case 'search':
        result = found ? `found in bucket ${home}` : 'not found';
        yield found
          ? snapshot('found', `Found ${showKey(key)} in bucket ${home}.`, {
              marks: [[found.id, 'found']],
              buckets: [[home, 'home']],
            })
          : snapshot(
              'missing',
              `The chain of bucket ${home} ends without ${showKey(key)}: it is not in the table.`,
              {
                buckets: [[home, 'home']],
              },
            );
        return;
      case 'delete':
        if (!found) {
          result = 'not found';
          yield snapshot('missing', `${showKey(key)} is not in bucket ${home}'s chain: nothing to delete.`, {
            buckets: [[home, 'home']],
          });
          return;
        }
        yield snapshot('unlink', `Unlink ${showKey(key)} from bucket ${home}'s chain.`, {
          marks: [[found.id, 'removing']],
          buckets: [[home, 'home']],
        });
        chain.splice(at, 1);
        result = `deleted from bucket ${home}`;
        yield snapshot(
          'unlink',
          `${showKey(key)} is gone; ${live()} keys remain, load factor ${live()}/${table.capacity}.`,
        );
        return;
      case 'insert': {
        if (found) {
          result = 'already in the table';
          yield snapshot(
            'duplicate',
            `${showKey(key)} is already in the table: a hash table keeps each key once, so nothing changes.`,
            {
              marks: [[found.id, 'found']],
              buckets: [[home, 'home']],
            },
          );
          return;
        }
        const cell: HashCell = { key, id: nextId++, tombstone: false };
        chain.push(cell);
        result = `inserted in bucket ${home}`;
        yield snapshot(
          'append',
          chain.length > 1
            ? `Append ${showKey(key)} to the end of bucket ${home}'s chain (${chain.length} keys share it).`
            : `Bucket ${home} was empty: ${showKey(key)} starts its chain.`,
          { marks: [[cell.id, 'new']], buckets: [[home, 'home']] },
        );
        break;
      }
    }
  } else {
    // Linear probing: home, home+1, ... (wrapping), until the key, an empty slot, or every slot is seen.
    let foundAt = -1;
    let firstTombstone = -1;
    let emptyAt = -1;
    for (let i = 0; i < table.capacity; i++) {
      const slot = (home + i) % table.capacity;
      const cell = table.buckets[slot]?.[0];
      const probe: [number, BucketMark][] = [[slot, i === 0 ? 'home' : 'probe']];
      const where =
        i === 0 ? `Slot ${slot}` : `Probe ${i}: slot (${home} + ${i}) mod ${table.capacity} = ${slot}`;
      if (cell === undefined) {
        emptyAt = slot;
        yield snapshot('probe', `${where} is empty: ${showKey(key)} is not further on.`, {
          buckets: probe,
          hashing: work,
        });
        break;
      }
      if (cell.tombstone) {
        if (firstTombstone < 0) firstTombstone = slot;
        yield snapshot('probe', `${where} holds a tombstone (a deleted key): keep looking past it.`, {
          marks: [[cell.id, 'compare']],
          buckets: probe,
          hashing: work,
        });
        continue;
      }
      const match = sameKey(cell.key, key);
      yield snapshot(
        'probe',
        match
          ? `${where} holds ${showKey(key)}.`
          : `${where} holds ${showKey(cell.key)}, not ${showKey(key)}${run.operation === 'insert' ? ': a collision, try the next slot' : ''}.`,
        { marks: [[cell.id, 'compare']], buckets: probe, hashing: work },
      );
      if (match) {
        foundAt = slot;
        break;
      }
    }
    const found = foundAt >= 0 ? (table.buckets[foundAt]?.[0] as HashCell) : null;
    switch (run.operation) {
      case 'search':
        result = found ? `found in slot ${foundAt}` : 'not found';
        yield found
          ? snapshot('found', `Found ${showKey(key)} in slot ${foundAt}.`, {
              marks: [[found.id, 'found']],
              buckets: [[foundAt, 'probe']],
            })
          : snapshot('missing', `${showKey(key)} is not in the table.`);
        return;
      case 'delete': {
        if (!found) {
          result = 'not found';
          yield snapshot('missing', `${showKey(key)} is not in the table: nothing to delete.`);
          return;
        }
        const grave: HashCell = { ...found, tombstone: true };
        table.buckets[foundAt] = [grave];
        result = `deleted from slot ${foundAt}`;
        yield snapshot(
          'tombstone',
          `Leave a tombstone in slot ${foundAt}: emptying it would cut the probe path of keys stored after it.`,
          { marks: [[grave.id, 'tombstone']], buckets: [[foundAt, 'probe']] },
        );
        return;
      }
      case 'insert': {
        if (found) {
          result = 'already in the table';
          yield snapshot(
            'duplicate',
            `${showKey(key)} is already in the table: a hash table keeps each key once, so nothing changes.`,
            {
              marks: [[found.id, 'found']],
              buckets: [[foundAt, 'probe']],
            },
          );
          return;
        }
        const slot = firstTombstone >= 0 ? firstTombstone : emptyAt;
        const cell: HashCell = { key, id: nextId++, tombstone: false };
        table.buckets[slot] = [cell];
        result = `inserted in slot ${slot}`;
        yield snapshot(
          'place',
          firstTombstone >= 0
            ? `Put ${showKey(key)} in slot ${slot}, reusing the first tombstone on its path.`
            : `Put ${showKey(key)} in the empty slot ${slot}.`,
          { marks: [[cell.id, 'new']], buckets: [[slot, slot === home ? 'home' : 'probe']] },
        );
        break;
      }
    }
  }

  // After an insert: grow and rehash when the load factor passes the threshold.
  const used = mode === 'chaining' ? live() : live() + tombstones();
  const load = used / table.capacity;
  if (load <= MAX_LOAD[mode]) return;
  const grown = grownCapacity(table.capacity);
  const counted = mode === 'chaining' ? `${used} keys` : `${used} slots in use (keys and tombstones)`;
  pending = table.buckets.flat().filter((cell) => !cell.tombstone);
  yield snapshot(
    'resize',
    `Load factor ${counted} / ${table.capacity} = ${load.toFixed(2)} is over ${MAX_LOAD[mode]}: grow to ${grown} buckets and rehash every key${mode === 'probing' ? ' (tombstones are dropped)' : ''}.`,
    { marks: pending.map((cell) => [cell.id, 'moving'] as [number, HashMark]) },
  );
  table = { capacity: grown, buckets: Array.from({ length: grown }, () => []) };
  yield snapshot(
    'resize',
    `A new table of ${grown} empty buckets; the ${pending.length} keys wait to be rehashed.`,
    {
      marks: pending.map((cell) => [cell.id, 'moving'] as [number, HashMark]),
    },
  );
  while (pending.length > 0) {
    const cell = pending.shift() as HashCell;
    const rehash = hashOf(cell.key, grown);
    let slot = rehash.index;
    if (mode === 'probing') {
      while ((table.buckets[slot] as HashCell[]).length > 0) slot = (slot + 1) % grown;
    }
    (table.buckets[slot] as HashCell[]).push(cell);
    yield snapshot(
      'rehash',
      `${describeHash(rehash)}: ${showKey(cell.key)} goes to ${mode === 'chaining' ? 'bucket' : 'slot'} ${slot}${slot !== rehash.index ? ` (probed on from ${rehash.index})` : ''}.`,
      {
        marks: [[cell.id, 'new'], ...pending.map((other) => [other.id, 'moving'] as [number, HashMark])],
        buckets: [[slot, 'home']],
        hashing: rehash,
      },
    );
  }
}

/**
 * The last table built, and the history that made it: a run's history is the last one's with a change
 * added, so building it goes on from there instead of replaying every change again.
 */
let lastBuilt: { mode: HashMode; history: readonly HashChange[]; table: Table; nextId: number } | null = null;

/** Whether `history` begins with every change of `prefix` (the same change objects). */
function startsWith(history: readonly HashChange[], prefix: readonly HashChange[]): boolean {
  if (prefix.length > history.length) return false;
  for (let i = 0; i < prefix.length; i++) if (history[i] !== prefix[i]) return false;
  return true;
}

const copyTable = (table: Table): Table => ({
  capacity: table.capacity,
  buckets: table.buckets.map((bucket) => [...bucket]),
});

/** Builds the table a history makes (no steps), with the cells' ids. */
export function buildTable(mode: HashMode, history: readonly HashChange[]): { table: Table; nextId: number } {
  let table: Table = {
    capacity: INITIAL_CAPACITY,
    buckets: Array.from({ length: INITIAL_CAPACITY }, () => []),
  };
  let nextId = 0;
  let from = 0;
  if (lastBuilt !== null && lastBuilt.mode === mode && startsWith(history, lastBuilt.history)) {
    table = copyTable(lastBuilt.table);
    nextId = lastBuilt.nextId;
    from = lastBuilt.history.length;
  }
  for (const change of history.slice(from)) {
    const trace = createModelTrace<HashTableModel, HashStep>({
      algorithm: 'hash-build',
      initial: emptyModel(mode, table),
      steps: hashSteps({ mode, history: [], operation: change.op, key: change.key }, table, nextId),
      apply: (_model, step) => step.model,
    });
    const model = trace.frameAt(trace.stepCount).model;
    table = { capacity: model.capacity, buckets: model.buckets.map((bucket) => [...bucket]) };
    nextId = Math.max(nextId, ...model.buckets.flat().map((cell) => cell.id + 1));
  }
  lastBuilt = { mode, history: [...history], table: copyTable(table), nextId };
  return { table, nextId };
}

function emptyModel(mode: HashMode, table: Table): HashTableModel {
  return {
    mode,
    capacity: table.capacity,
    buckets: table.buckets.map((bucket) => [...bucket]),
    pending: [],
    marks: new Map(),
    bucketMarks: new Map(),
    hashing: null,
    result: null,
  };
}

/** A run as a trace the player steps through: the table of `keys`, then the operation. */
export function traceHashTableRun(run: HashTableRun): HashTableTrace {
  const { table, nextId } = buildTable(run.mode, run.history);
  return createModelTrace<HashTableModel, HashStep>({
    algorithm: `hash-${run.mode}-${run.operation ?? 'none'}`,
    initial: emptyModel(run.mode, table),
    steps: hashSteps(run, table, nextId),
    apply: (_model, step) => step.model,
  });
}

/** Whether the table a history makes holds `key`. */
export function tableHas(mode: HashMode, history: readonly HashChange[], key: HashKey): boolean {
  return storedKeys(buildTable(mode, history).table.buckets).some((stored) => sameKey(stored, key));
}

/** The history after the run's operation: what the next run starts from. */
export function historyAfter(run: HashTableRun): HashChange[] {
  const history = [...run.history];
  if (run.operation === null || run.key === null || run.operation === 'search') return history;
  const present = tableHas(run.mode, history, run.key);
  if (run.operation === 'insert' ? present : !present) return history;
  history.push({ op: run.operation, key: run.key });
  return history;
}

/** A history that makes a table with the same live keys: their inserts, in bucket order. */
export function liveKeysHistory(mode: HashMode, history: readonly HashChange[]): HashChange[] {
  return storedKeys(buildTable(mode, history).table.buckets).map((key) => ({ op: 'insert', key }));
}

/** The number of live keys a history leaves. */
export function keyCount(mode: HashMode, history: readonly HashChange[]): number {
  return storedKeys(buildTable(mode, history).table.buckets).length;
}
