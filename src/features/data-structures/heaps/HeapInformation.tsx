import { memo } from 'react';
import { heapSortMeta } from '@/core/algorithms/sorting/heapSort/meta';
import { SectionCard } from '@/ui/SectionCard';
import { ComplexityTable } from '@/player-ui/InformationPanel';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const HEAP: StructureInformationContent = {
  name: 'Heap',
  characteristics: [
    'A complete binary tree: every level full but the last, which fills from the left.',
    'Stored in an array with no pointers: index i has its parent at ⌊(i−1)/2⌋ and its children at 2i+1 and 2i+2.',
    'Min-heap: every parent is at most its children, so the minimum is the root. A max-heap is the mirror image.',
    'Only the root is in a known place; siblings are in no particular order.',
    'Build from n values bottom-up (Floyd) in O(n): most nodes are near the bottom and sift down only a little.',
  ],
  useCases: [
    "Priority queues: schedulers, event simulation, the open set of Dijkstra's and Prim's algorithms.",
    'Heap Sort: build a max-heap, then extract the maximum n times, in place.',
    'The k smallest or largest items of a stream, and the running median with two heaps.',
    'Merging k sorted lists.',
  ],
  timeComplexity: [
    { operation: 'Peek', complexity: 'O(1)' },
    { operation: 'Insert (sift-up)', complexity: 'O(log n)' },
    { operation: 'Extract (sift-down)', complexity: 'O(log n)' },
    { operation: 'Build heap (Floyd)', complexity: 'O(n)' },
    { operation: 'Search for a value', complexity: 'O(n)' },
  ],
  space: { complexity: 'O(n)', note: 'the array itself; sifting needs O(1) more' },
};

/** What a binary heap is, what it costs, where it is used, and the sort built on it. */
export const HeapInformation = memo(function HeapInformation() {
  return (
    <StructureInformation
      content={HEAP}
      extra={
        <SectionCard title="Heap Sort">
          <p className="mb-3 text-sm text-muted">{heapSortMeta.howItWorks}</p>
          <ComplexityTable info={heapSortMeta} />
        </SectionCard>
      }
    />
  );
});
