import type { LucideIcon } from 'lucide-react';
import {
  ArrowUpDown,
  Brackets,
  Calculator,
  Crosshair,
  Coins,
  Combine,
  GitBranch,
  Hash,
  Layers,
  Link2,
  ListOrdered,
  ListTree,
  Network,
  Rows3,
  Search,
  Share2,
  TextSearch,
  Triangle,
  Undo2,
} from 'lucide-react';
import { ALGORITHM_FAMILIES } from '@/core/algorithms/families';
import type { AlgorithmFamilyId } from '@/core/algorithms/types';
import { paths } from '@/ui/paths';

export type CategoryStatus = 'implemented' | 'coming-soon';

export interface Category {
  title: string;
  description: string;
  icon: LucideIcon;
  link: string;
  status: CategoryStatus;
  /** Algorithm categories list the algorithms they cover. */
  algorithms?: readonly string[];
}

const familyIcons: Readonly<Record<AlgorithmFamilyId, LucideIcon>> = {
  sorting: ArrowUpDown,
  searching: Search,
  graph: Network,
  dp: Layers,
  greedy: Coins,
  math: Calculator,
  patterns: Crosshair,
  backtracking: Undo2,
  strings: TextSearch,
};

/**
 * One card per algorithm family. A family with a page is implemented and lists its algorithms' short
 * names; one still to come lists what it will cover.
 */
export const algorithmCategories: readonly Category[] = ALGORITHM_FAMILIES.map((family) => {
  const implemented = family.planned.length === 0;
  return {
    title: family.title,
    description: family.description,
    icon: familyIcons[family.id],
    link: family.path,
    status: implemented ? 'implemented' : 'coming-soon',
    algorithms: implemented ? family.cardNames : family.planned,
  };
});

export const dataStructureCategories: readonly Category[] = [
  {
    title: 'Arrays',
    description: 'Indexed, contiguous storage: add, insert, remove and update elements.',
    icon: Brackets,
    link: paths.arrays,
    status: 'implemented',
  },
  {
    title: 'Stacks',
    description: 'LIFO: the last element pushed is the first one popped.',
    icon: Layers,
    link: paths.stacks,
    status: 'implemented',
  },
  {
    title: 'Queues',
    description: 'FIFO: elements join at the rear and leave from the front.',
    icon: ListOrdered,
    link: paths.queues,
    status: 'implemented',
  },
  {
    title: 'Linked Lists',
    description: 'Nodes joined by next pointers, from head to a null terminator.',
    icon: Link2,
    link: paths.linkedLists,
    status: 'implemented',
  },
  {
    title: 'Trees',
    description: 'Hierarchies of nodes: binary trees, BSTs and their traversals.',
    icon: GitBranch,
    link: paths.trees,
    status: 'implemented',
  },
  {
    title: 'Graphs',
    description: 'Vertices and edges, stored as adjacency lists or matrices.',
    icon: Share2,
    link: paths.graphs,
    status: 'implemented',
  },
  {
    title: 'Hash Tables',
    description: 'Key-value storage with near constant-time lookups.',
    icon: Hash,
    link: paths.hashTables,
    status: 'implemented',
  },
  {
    title: 'Heaps',
    description: 'Complete binary trees that keep the smallest or largest on top.',
    icon: Triangle,
    link: paths.heaps,
    status: 'implemented',
  },
  {
    title: 'Segment Trees',
    description: 'Range sums and minimums in O(log n): segment trees and Fenwick trees.',
    icon: Rows3,
    link: paths.segmentTrees,
    status: 'implemented',
  },
  {
    title: 'Union-Find',
    description: 'Disjoint sets joined by rank, with paths compressed as they are found.',
    icon: Combine,
    link: paths.unionFind,
    status: 'implemented',
  },
  {
    title: 'Tries',
    description: 'Prefix trees of words, one letter per level, for search and autocomplete.',
    icon: ListTree,
    link: paths.tries,
    status: 'implemented',
  },
];
