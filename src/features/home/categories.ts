import type { LucideIcon } from 'lucide-react';
import {
  ArrowUpDown,
  Brackets,
  Calculator,
  Coins,
  GitBranch,
  Hash,
  Layers,
  Link2,
  ListOrdered,
  Network,
  Search,
  Share2,
  Triangle,
} from 'lucide-react';
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

export const algorithmCategories: readonly Category[] = [
  {
    title: 'Sorting Algorithms',
    description: 'Watch elements compare and swap until the array is in order.',
    icon: ArrowUpDown,
    link: paths.sorting,
    status: 'implemented',
    algorithms: ['Bubble', 'Selection', 'Insertion', 'Merge', 'Quick'],
  },
  {
    title: 'Searching Algorithms',
    description: 'Follow linear and binary search as they hunt for a target value.',
    icon: Search,
    link: paths.searching,
    status: 'implemented',
    algorithms: ['Linear', 'Binary'],
  },
  {
    title: 'Graph Algorithms',
    description: 'Traverse and find shortest paths and spanning trees in graphs.',
    icon: Network,
    link: '/algorithms/graph',
    status: 'coming-soon',
    algorithms: ['BFS', 'DFS', "Dijkstra's", "Prim's", "Kruskal's"],
  },
  {
    title: 'Dynamic Programming',
    description: 'Break problems into overlapping subproblems and reuse their answers.',
    icon: Layers,
    link: '/algorithms/dp',
    status: 'coming-soon',
    algorithms: ['Fibonacci', 'Knapsack', 'LCS', 'LIS'],
  },
  {
    title: 'Greedy Algorithms',
    description: 'Make the locally best choice at every step and see where it leads.',
    icon: Coins,
    link: '/algorithms/greedy',
    status: 'coming-soon',
    algorithms: ['Activity Selection', 'Huffman Coding'],
  },
  {
    title: 'Mathematical Algorithms',
    description: 'Classic number-theory algorithms, step by step.',
    icon: Calculator,
    link: '/algorithms/math',
    status: 'coming-soon',
    algorithms: ['GCD (Euclidean)', 'Sieve of Eratosthenes', 'Prime Factorization'],
  },
];

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
    link: '/data-structures/trees',
    status: 'coming-soon',
  },
  {
    title: 'Graphs',
    description: 'Vertices and edges, stored as adjacency lists or matrices.',
    icon: Share2,
    link: '/data-structures/graphs',
    status: 'coming-soon',
  },
  {
    title: 'Hash Tables',
    description: 'Key-value storage with near constant-time lookups.',
    icon: Hash,
    link: '/data-structures/hash-tables',
    status: 'coming-soon',
  },
  {
    title: 'Heaps',
    description: 'Complete binary trees that keep the smallest or largest on top.',
    icon: Triangle,
    link: '/data-structures/heaps',
    status: 'coming-soon',
  },
];
