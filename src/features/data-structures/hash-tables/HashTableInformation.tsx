import { SectionCard } from '@/ui/SectionCard';

const COMPLEXITY = [
  ['Insert', 'O(1) on average, O(n) at worst (every key in one bucket)'],
  ['Search', 'O(1) on average, O(n) at worst'],
  ['Delete', 'O(1) on average, O(n) at worst'],
  ['Resize and rehash', 'O(n), so O(1) per insert on average with doubling'],
] as const;

/** What a hash table is, the choices this page makes, what it costs, and where it is used. */
export function HashTableInformation() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SectionCard title="Characteristics">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>
            A hash function turns a key into a bucket index, so a key is found without looking at the others.
          </li>
          <li>
            Here: h(number) = number mod m (never negative), and a word is hashed letter by letter, h = (h·31
            + code) mod m from h = 0, the same in JavaScript, Python and Java.
          </li>
          <li>Two keys with the same index collide; the table needs a rule for where the second one goes.</li>
          <li>
            Separate chaining keeps a chain of keys per bucket. Linear probing keeps one key per slot and
            tries the next slot, wrapping round, until a free one.
          </li>
          <li>
            Under probing a deleted key leaves a tombstone: an empty slot would cut the probe path of keys
            placed after it. Searches walk past tombstones; an insert reuses the first one on its path.
          </li>
          <li>
            The load factor is keys ÷ buckets. Past 1 (chaining) or 0.7 (probing, tombstones counted) the
            table grows to 2m + 1 buckets and every key is hashed again; tombstones are dropped.
          </li>
        </ul>
      </SectionCard>
      <SectionCard title="Common Use Cases">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>
            Dictionaries and sets in every language: JavaScript&apos;s Map and Set, Python&apos;s dict,
            Java&apos;s HashMap.
          </li>
          <li>Caches keyed by a request, and memoisation in dynamic programming.</li>
          <li>Counting: word frequencies, the frequency table of Huffman coding.</li>
          <li>Database indexes and the symbol tables of compilers.</li>
        </ul>
      </SectionCard>
      <SectionCard title="Time Complexity" className="md:col-span-2">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Hash table operations and their time complexity</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Operation
              </th>
              <th scope="col" className="py-2 font-semibold">
                Complexity
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPLEXITY.map(([operation, complexity]) => (
              <tr key={operation} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {operation}
                </th>
                <td className="py-2 font-mono">{complexity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
    </div>
  );
}
