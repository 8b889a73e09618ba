import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTable,
  decodeHashTableRunConfig,
  encodeHashTableRunConfig,
  hashTableShareLink,
  HASH_KEY_LIMIT,
  HISTORY_LIMIT,
  hashOf,
  historyAfter,
  INITIAL_CAPACITY,
  MAX_LOAD,
  operationRefusal,
  parseHashKey,
  storedKeys,
  traceHashTableRun,
  type HashChange,
  type HashKey,
  type HashMode,
  type HashTableRun,
} from '@/core/hash-table';
import { opArb } from './arbitraries';

const keyName = (key: HashKey) => `${typeof key}:${key}`;

/** A probing table slot by slot: its key, X for a tombstone, _ for empty. */
const slots = (buckets: readonly (readonly { key: HashKey; tombstone: boolean }[])[]) =>
  buckets.map(([cell]) => (cell === undefined ? '_' : cell.tombstone ? 'X' : String(cell.key))).join(' ');

/** The table a run leaves: its last frame's capacity and buckets. */
function tableAfter(run: HashTableRun) {
  const trace = traceHashTableRun(run);
  const { capacity, buckets } = trace.frameAt(trace.stepCount).model;
  return { capacity, buckets: buckets.map((bucket) => [...bucket]) };
}

/** The changes a list of operations makes, each run starting from the table the one before it left. */
function playOperations(mode: HashMode, operations: readonly HashChange[]): HashTableRun {
  let history: HashChange[] = [];
  let last: HashTableRun = { mode, history, operation: null, key: null };
  for (const { op, key } of operations) {
    const run: HashTableRun = { mode, history, operation: op, key };
    const { capacity, buckets } = tableAfter(run);
    history = historyAfter(run);
    // The next run starts from exactly the table this one left, tombstones and all.
    const { table } = buildTable(mode, history);
    expect({ capacity: table.capacity, buckets: table.buckets }).toEqual({ capacity, buckets });
    last = run;
  }
  return { ...last, history };
}

/** +0, +7, -0, then +3 / -3 118 times: 239 changes, leaving tombstones at slots 0 and 3. */
const LONG_PROBING: HashChange[] = [
  { op: 'insert', key: 0 },
  { op: 'insert', key: 7 },
  { op: 'delete', key: 0 },
  ...Array.from({ length: 118 }, (): HashChange[] => [
    { op: 'insert', key: 3 },
    { op: 'delete', key: 3 },
  ]).flat(),
];

describe('hash tables', () => {
  it('hashes numbers by remainder and words letter by letter, as a learner would by hand', () => {
    expect(hashOf(42, 7).index).toBe(0);
    expect(hashOf(-3, 7).index).toBe(4);
    const cat = hashOf('cat', 7);
    expect(cat.parts.map((part) => part.value)).toEqual([1, 2, 3]);
    expect(cat.index).toBe(3);
  });

  for (const mode of ['chaining', 'probing'] as HashMode[]) {
    it(`${mode}: after random operations the table holds exactly the keys a reference set holds, each findable where it hashes, and stays under its load factor`, () => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
          let history: HashChange[] = [];
          const reference = new Set<string>();
          for (const { op, key } of ops) {
            if (op === 'insert' && operationRefusal('insert', reference.size) !== null) continue;
            const run = { mode, history, operation: op, key };
            const trace = traceHashTableRun(run);
            const model = trace.frameAt(trace.stepCount).model;
            const had = reference.has(keyName(key));
            if (op === 'search')
              expect(model.result).toEqual(had ? expect.stringMatching(/^found in/) : 'not found');
            if (op === 'insert') reference.add(keyName(key));
            if (op === 'delete') reference.delete(keyName(key));
            history = historyAfter(run);

            // The same table, rebuilt from the history, as the next run starts from it.
            const { table } = buildTable(mode, history);
            expect(new Set(storedKeys(table.buckets).map(keyName))).toEqual(reference);
            expect(storedKeys(table.buckets)).toHaveLength(reference.size);
            const tombstones = table.buckets.flat().filter((cell) => cell.tombstone).length;
            if (op === 'insert' && !had) {
              const used = mode === 'chaining' ? reference.size : reference.size + tombstones;
              expect(used / table.capacity).toBeLessThanOrEqual(MAX_LOAD[mode]);
            }
            // Every live key sits where a search for it looks: its home bucket, or (probing) on its probe
            // path with no empty slot before it; tombstones never cut that path.
            table.buckets.forEach((bucket, index) => {
              for (const cell of bucket) {
                if (cell.tombstone) continue;
                const home = hashOf(cell.key, table.capacity).index;
                if (mode === 'chaining') expect(index).toBe(home);
                else {
                  for (let slot = home; slot !== index; slot = (slot + 1) % table.capacity) {
                    expect(table.buckets[slot]).toHaveLength(1);
                  }
                }
              }
            });
            if (mode === 'probing') expect(table.buckets.every((bucket) => bucket.length <= 1)).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it('narrates a collision, the probe sequence, a tombstone and a resize that rehashes every key', () => {
    const history: HashChange[] = [15, 'cat', 8, 42].map((key) => ({ op: 'insert', key }));
    const messages = (run: Parameters<typeof traceHashTableRun>[0]) =>
      traceHashTableRun(run).steps.map((step) => step.message);
    expect(messages({ mode: 'chaining', history, operation: 'insert', key: 22 })).toEqual([
      'h(22) = 22 mod 7 = 1: 22 belongs in bucket 1.',
      'Bucket 1, place 1 in its chain: 15 is not 22 (a collision).',
      'Bucket 1, place 2 in its chain: 8 is not 22 (a collision).',
      "Append 22 to the end of bucket 1's chain (3 keys share it).",
    ]);
    const probing = messages({ mode: 'probing', history, operation: 'insert', key: 22 });
    expect(probing.slice(0, 6)).toEqual([
      'h(22) = 22 mod 7 = 1: 22 belongs in bucket 1.',
      'Slot 1 holds 15, not 22: a collision, try the next slot.',
      'Probe 1: slot (1 + 1) mod 7 = 2 holds 8, not 22: a collision, try the next slot.',
      'Probe 2: slot (1 + 2) mod 7 = 3 holds "cat", not 22: a collision, try the next slot.',
      'Probe 3: slot (1 + 3) mod 7 = 4 is empty: 22 is not further on.',
      'Put 22 in the empty slot 4.',
    ]);
    expect(probing[6]).toBe(
      'Load factor 5 slots in use (keys and tombstones) / 7 = 0.71 is over 0.7: grow to 15 buckets and rehash every key (tombstones are dropped).',
    );
    expect(probing.filter((message) => message.includes('mod 15'))).toHaveLength(5);

    // A deleted key leaves a tombstone that a search walks past.
    const deleted = historyAfter({ mode: 'probing', history, operation: 'delete', key: 15 });
    expect(messages({ mode: 'probing', history: deleted, operation: 'search', key: 8 })).toEqual([
      'h(8) = 8 mod 7 = 1: 8 belongs in bucket 1.',
      'Slot 1 holds a tombstone (a deleted key): keep looking past it.',
      'Probe 1: slot (1 + 1) mod 7 = 2 holds 8.',
      'Found 8 in slot 2.',
    ]);
  });

  it('refuses a duplicate, an empty or malformed key, and a 31st key, with the rule', () => {
    const history: HashChange[] = [{ op: 'insert', key: 'cat' }];
    const steps = traceHashTableRun({ mode: 'chaining', history, operation: 'insert', key: 'cat' }).steps;
    expect(steps.at(-1)?.message).toBe(
      '"cat" is already in the table: a hash table keeps each key once, so nothing changes.',
    );
    expect(historyAfter({ mode: 'chaining', history, operation: 'insert', key: 'cat' })).toEqual(history);
    expect(parseHashKey('  ')).toEqual({ ok: false, message: 'Enter a key.' });
    expect(parseHashKey('12345')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^12345 is out of range/),
    });
    expect(parseHashKey('two words')).toMatchObject({ ok: false });
    expect(parseHashKey('abcdefghijklm')).toMatchObject({
      ok: false,
      message: expect.stringContaining('13 characters'),
    });
    expect(parseHashKey('-7')).toEqual({ ok: true, value: -7 });
    expect(parseHashKey('Bee2')).toEqual({ ok: true, value: 'Bee2' });
    expect(operationRefusal('insert', HASH_KEY_LIMIT)).toBe(
      'The table is full for this page: it holds at most 30 keys. Delete one first.',
    );
    expect(operationRefusal('search', HASH_KEY_LIMIT)).toBeNull();
  });

  it('opens a shared link at the same table, tombstones included, and the same operation', () => {
    const config = {
      mode: 'probing' as const,
      history: [
        { op: 'insert' as const, key: 15 },
        { op: 'insert' as const, key: 'cat' },
        { op: 'insert' as const, key: -8 },
        { op: 'delete' as const, key: 15 },
      ],
      operation: 'search' as const,
      key: 'cat',
      speed: 60,
      step: 2,
    };
    const encoded = encodeHashTableRunConfig(config);
    // The parameters keep their names and order, so links shared before still open the same run.
    expect(encoded).toBe(
      'mode=probing&history=%2B15%2C%2Bcat%2C%2B-8%2C-15&op=search&key=cat&speed=60&step=2',
    );
    expect(decodeHashTableRunConfig(encoded)).toEqual(config);
    expect(decodeHashTableRunConfig(`${encoded.replace('speed=60', 'speed=900')}`)?.speed).toBe(100);
    const { table } = buildTable('probing', config.history);
    expect(table.buckets.flat().filter((cell) => cell.tombstone)).toHaveLength(1);
    expect(table.capacity).toBe(INITIAL_CAPACITY);
    expect(decodeHashTableRunConfig('mode=probing&history=+1,*2')).toBeNull();
    expect(decodeHashTableRunConfig('mode=nope&history=+1')).toBeNull();
  });

  it('starts every run from the table the last one left, however long the history (probing: +0, +7, -0, then +3/-3 118 times)', () => {
    const { history } = playOperations('probing', LONG_PROBING);
    expect(history.length).toBeGreaterThan(HISTORY_LIMIT);
    const { table } = buildTable('probing', history);
    expect(slots(table.buckets)).toBe('X 7 _ X _ _ _');
  });

  it('starts every run from the table the last one left over long random histories, in both modes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<HashMode>('chaining', 'probing'),
        fc.array(
          fc.record({
            op: fc.constantFrom<'insert' | 'delete'>('insert', 'delete'),
            key: fc.integer({ min: 0, max: 12 }),
          }),
          { minLength: 300, maxLength: 320 },
        ),
        (mode, operations) => {
          expect(playOperations(mode, operations).history.length).toBeGreaterThan(HISTORY_LIMIT);
        },
      ),
      { numRuns: 6, seed: 5 },
    );
  });

  it('shares a link that reopens the same table, and says so when the history is too long for a link', () => {
    const short = {
      mode: 'probing' as const,
      history: LONG_PROBING.slice(0, 5),
      operation: null,
      key: null,
      speed: 50,
      step: 0,
    };
    const shortLink = hashTableShareLink(short);
    expect(shortLink.notice).toBeNull();
    expect(decodeHashTableRunConfig(shortLink.query)).toEqual(short);

    const long = { ...short, history: LONG_PROBING };
    const longLink = hashTableShareLink(long);
    expect(longLink.notice).toBe(
      'This table has been through 239 changes and a link holds at most 120, so the link rebuilds it from its 1 key: its 2 tombstones are left out and keys may sit in other slots.',
    );
    const reopened = decodeHashTableRunConfig(longLink.query);
    expect(reopened?.history).toEqual([{ op: 'insert', key: 7 }]);

    // A long history whose table the live keys rebuild exactly needs no warning.
    const inserts = Array.from({ length: 130 }, (_, i): HashChange => ({
      op: i % 2 === 0 ? 'insert' : 'delete',
      key: 5,
    }));
    const chained = {
      ...short,
      mode: 'chaining' as const,
      history: [...inserts, { op: 'insert' as const, key: 5 }],
    };
    const chainedLink = hashTableShareLink(chained);
    expect(chainedLink.notice).toBeNull();
    expect(decodeHashTableRunConfig(chainedLink.query)?.history).toEqual([{ op: 'insert', key: 5 }]);
  });
});
