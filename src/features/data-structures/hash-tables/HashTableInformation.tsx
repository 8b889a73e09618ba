import { memo } from 'react';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const HASH_TABLE: StructureInformationContent = {
  name: 'Hash table',
  characteristics: [
    'A hash function turns a key into a bucket index, so a key is found without looking at the others.',
    'Here: h(number) = number mod m (never negative), and a word is hashed letter by letter, h = (h·31 + code) mod m from h = 0, the same in JavaScript, Python and Java.',
    'Two keys with the same index collide; the table needs a rule for where the second one goes.',
    'Separate chaining keeps a chain of keys per bucket. Linear probing keeps one key per slot and tries the next slot, wrapping round, until a free one.',
    'Under probing a deleted key leaves a tombstone: an empty slot would cut the probe path of keys placed after it. Searches walk past tombstones; an insert reuses the first one on its path.',
    'The load factor is keys ÷ buckets. Past 1 (chaining) or 0.7 (probing, tombstones counted) the table grows to 2m + 1 buckets and every key is hashed again; tombstones are dropped.',
  ],
  useCases: [
    "Dictionaries and sets in every language: JavaScript's Map and Set, Python's dict, Java's HashMap.",
    'Caches keyed by a request, and memoisation in dynamic programming.',
    'Counting: word frequencies, the frequency table of Huffman coding.',
    'Database indexes and the symbol tables of compilers.',
  ],
  timeComplexity: [
    { operation: 'Insert', complexity: 'O(1) on average, O(n) at worst (every key in one bucket)' },
    { operation: 'Search', complexity: 'O(1) on average, O(n) at worst' },
    { operation: 'Delete', complexity: 'O(1) on average, O(n) at worst' },
    { operation: 'Resize and rehash', complexity: 'O(n), so O(1) per insert on average with doubling' },
  ],
};

/** What a hash table is, the choices this page makes, what it costs, and where it is used. */
export const HashTableInformation = memo(function HashTableInformation() {
  return <StructureInformation content={HASH_TABLE} />;
});
