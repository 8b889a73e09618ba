import { memo } from 'react';
import { Link } from 'wouter';
import { SectionCard } from '@/ui/SectionCard';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const UNION_FIND: StructureInformationContent = {
  name: 'Union-find',
  characteristics: [
    'Keeps elements in disjoint sets: every element is in exactly one set, and sets only ever merge.',
    'Each set is a tree of parent pointers; its root stands for the whole set. An array holds every parent, and a root is its own parent.',
    'find(x) follows parent pointers up to the root. Two elements are connected when their finds return the same root.',
    'Union by rank: the root of lower rank points to the other; on equal ranks the kept root’s rank grows by one. A rank bounds its tree’s height from above (path compression can flatten a tree and leave its rank). A rank-r tree has at least 2^r elements, so no path is longer than log n.',
    'Path compression: after a find, every element it passed points straight at the root, so the next find from any of them takes one hop.',
  ],
  useCases: [
    "Kruskal's minimum spanning tree: an edge is taken only when its ends are in different sets.",
    'Connected components of a network as links arrive, and whether two computers can reach each other.',
    'Cycle detection in an undirected graph: an edge whose ends are already connected closes a cycle.',
    'Grouping: equivalent accounts or synonyms, pixels of one region in an image, percolation.',
  ],
  timeComplexity: [
    { operation: 'Make n sets', complexity: 'O(n)' },
    { operation: 'Find (rank + compression)', complexity: 'O(α(n)), amortised' },
    { operation: 'Union', complexity: 'O(α(n)), amortised' },
    { operation: 'Connected?', complexity: 'O(α(n)), amortised' },
    { operation: 'Find with union by rank only', complexity: 'O(log n)' },
  ],
  space: { complexity: 'O(n)', note: 'a parent and a rank per element' },
};

/** What union-find is, what it costs and where it is used, with a link to Kruskal's algorithm. */
export const UnionFindInformation = memo(function UnionFindInformation() {
  return (
    <StructureInformation
      content={UNION_FIND}
      extra={
        <SectionCard title="α(n), the inverse Ackermann function">
          <p className="text-sm text-muted">
            With both union by rank and path compression, any sequence of m operations on n elements takes
            O(m·α(n)) time. α grows so slowly that it is at most 4 for any n that fits in the universe: in
            practice each operation is constant time.{' '}
            <Link href="/algorithms/graph?algo=kruskal" className="font-medium text-primary underline">
              Watch Kruskal&apos;s algorithm
            </Link>{' '}
            use it to build a minimum spanning tree.
          </p>
        </SectionCard>
      }
    />
  );
});
