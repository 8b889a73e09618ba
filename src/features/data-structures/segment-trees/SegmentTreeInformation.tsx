import { memo } from 'react';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const SEGMENT_TREES: StructureInformationContent = {
  name: 'Segment tree and Fenwick tree',
  types: [
    {
      name: 'Segment tree',
      description:
        'A binary tree over an array: each node keeps the sum (or minimum) of a range, its children the two halves. Any range is answered from O(log n) nodes.',
    },
    {
      name: 'Fenwick tree (binary indexed tree)',
      description:
        'An array of n partial sums: position i sums the lowbit(i) = i & −i values ending at i. Prefix sums walk down, updates walk up, one bit at a time.',
    },
  ],
  characteristics: [
    'The root covers the whole array; a node over [l, r] splits at m = ⌊(l+r)/2⌋ into [l, m] and [m+1, r]; leaves are single values.',
    'A query takes nodes fully inside the range whole, splits nodes partly inside, and skips nodes outside: at most four nodes per level.',
    'A point update changes one leaf and recomputes its ancestors, one per level.',
    'Any associative operation works in a segment tree (sum, minimum, maximum, gcd); a Fenwick tree needs one that can be undone, like a sum.',
    'A Fenwick tree is 1-based; the range sum of [l, r] is prefix(r + 1) − prefix(l).',
  ],
  useCases: [
    'Range sums and range minimums over an array that keeps changing.',
    'Counting inversions, and order statistics over values (a Fenwick tree of counts).',
    'Competitive programming: lazy propagation adds range updates to the segment tree.',
    'Cumulative frequency tables, as in arithmetic coding, where Fenwick trees began.',
  ],
  timeComplexity: [
    { operation: 'Build (segment tree)', complexity: 'O(n)' },
    { operation: 'Range query (segment tree)', complexity: 'O(log n)' },
    { operation: 'Point update (segment tree)', complexity: 'O(log n)' },
    { operation: 'Build (Fenwick)', complexity: 'O(n)' },
    { operation: 'Prefix or range sum (Fenwick)', complexity: 'O(log n)' },
    { operation: 'Point update (Fenwick)', complexity: 'O(log n)' },
  ],
  space: {
    complexity: 'O(n)',
    note: 'about 2n nodes for the segment tree (4n as an array), n for the Fenwick tree',
  },
};

/** What segment trees and Fenwick trees are, what they cost and where they are used. */
export const SegmentTreeInformation = memo(function SegmentTreeInformation() {
  return <StructureInformation content={SEGMENT_TREES} />;
});
