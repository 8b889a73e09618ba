import fc from 'fast-check';
import type { HashKey } from '@/core/hash-table';

/** Keys that collide often in small tables: small numbers and a few words (some anagrams). */
export const keyArb: fc.Arbitrary<HashKey> = fc.oneof(
  fc.integer({ min: -60, max: 60 }),
  fc.constantFrom('cat', 'dog', 'act', 'tac', 'bee', 'queue', 'a', 'b', 'zz9', 'heap'),
);
export type Op = { op: 'insert' | 'delete' | 'search'; key: HashKey };
export const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom<Op['op']>('insert', 'insert', 'insert', 'delete', 'search'),
  key: keyArb,
});
