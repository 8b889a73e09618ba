import { heapSortMeta } from '@/core/algorithms/sorting/heapSort/meta';
import { SectionCard } from '@/ui/SectionCard';
import { ComplexityTable } from '@/player-ui/InformationPanel';

const COMPLEXITY = [
  ['Peek', 'O(1)'],
  ['Insert (sift-up)', 'O(log n)'],
  ['Extract (sift-down)', 'O(log n)'],
  ['Build heap (Floyd)', 'O(n)'],
  ['Search for a value', 'O(n)'],
] as const;

/** What a binary heap is, what it costs, and where it is used. */
export function HeapInformation() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SectionCard title="Characteristics">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>A complete binary tree: every level full but the last, which fills from the left.</li>
          <li>
            Stored in an array with no pointers: index i has its parent at ⌊(i−1)/2⌋ and its children at 2i+1
            and 2i+2.
          </li>
          <li>
            Min-heap: every parent is at most its children, so the minimum is the root. A max-heap is the
            mirror image.
          </li>
          <li>Only the root is in a known place; siblings are in no particular order.</li>
          <li>
            Build from n values bottom-up (Floyd) in O(n): most nodes are near the bottom and sift down only a
            little.
          </li>
        </ul>
      </SectionCard>
      <SectionCard title="Common Use Cases">
        <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
          <li>
            Priority queues: schedulers, event simulation, the open set of Dijkstra&apos;s and Prim&apos;s
            algorithms.
          </li>
          <li>Heap Sort: build a max-heap, then extract the maximum n times, in place.</li>
          <li>The k smallest or largest items of a stream, and the running median with two heaps.</li>
          <li>Merging k sorted lists.</li>
        </ul>
      </SectionCard>
      <SectionCard title="Time Complexity">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Heap operations and their time complexity</caption>
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
      <SectionCard title="Space Complexity">
        <p>
          <span className="font-mono text-lg font-semibold">O(n)</span>
          <span className="ml-2 text-sm text-muted">the array itself; sifting needs O(1) more</span>
        </p>
      </SectionCard>
      <SectionCard title="Heap Sort">
        <p className="mb-3 text-sm text-muted">{heapSortMeta.howItWorks}</p>
        <ComplexityTable info={heapSortMeta} />
      </SectionCard>
    </div>
  );
}
